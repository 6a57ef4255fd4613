import { describe, expect, it } from 'vitest';
import { previewExpiry, previewToken, previewTokenValid } from '@/lib/content/preview-link';
import { purposeKey } from '@/lib/security/signing';

const key = purposeKey('a-test-secret-of-at-least-32-characters', 'preview-link');
const now = Date.UTC(2026, 10, 27, 9);

describe('preview links of drafts', () => {
  it('open the draft they were signed for until they expire', () => {
    const token = previewToken(key, 'gestion', previewExpiry(7, now));
    expect(previewTokenValid(key, 'gestion', token, now)).toBe(true);
    expect(previewTokenValid(key, 'gestion', token, now + 7 * 86_400_000 - 1)).toBe(true);
    expect(previewTokenValid(key, 'gestion', token, now + 7 * 86_400_000)).toBe(false);
  });

  it('open no other draft, and cannot be made longer or forged without the secret', () => {
    const expiresAt = previewExpiry(1, now);
    const token = previewToken(key, 'gestion', expiresAt);
    const signature = token.split('.')[1];
    expect(previewTokenValid(key, 'beheer', token, now)).toBe(false);
    expect(previewTokenValid(key, 'gestion', `${expiresAt + 86_400_000}.${signature}`, now)).toBe(
      false,
    );
    const other = purposeKey('another-secret-of-at-least-32-characters', 'preview-link');
    expect(previewTokenValid(key, 'gestion', previewToken(other, 'gestion', expiresAt), now)).toBe(
      false,
    );
    expect(
      previewTokenValid(
        purposeKey('a-test-secret-of-at-least-32-characters', 'form-token'),
        'gestion',
        token,
        now,
      ),
    ).toBe(false);
  });

  it('refuse anything that is not a link, without throwing', () => {
    for (const token of [
      undefined,
      '',
      ['a', 'b'],
      'x.y',
      `${now}.`,
      '.'.repeat(300),
      `1e20.${'a'.repeat(43)}`,
    ])
      expect(previewTokenValid(key, 'gestion', token, now), String(token)).toBe(false);
  });

  it('are made for 1 to 90 days', () => {
    expect(() => previewExpiry(0, now)).toThrow();
    expect(() => previewExpiry(91, now)).toThrow();
    expect(() => previewExpiry(1.5, now)).toThrow();
    expect(previewExpiry(90, now)).toBe(now + 90 * 86_400_000);
  });
});
