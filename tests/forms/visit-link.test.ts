import { describe, expect, it } from 'vitest';
import {
  readVisitToken,
  VISIT_LINK_HOURS,
  visitLinkExpiry,
  visitToken,
} from '@/lib/forms/visit-link';
import { purposeKey } from '@/lib/security/signing';

const key = purposeKey('a-test-secret-of-at-least-32-characters', 'visit-link');
const now = Date.UTC(2026, 10, 27, 9);

describe('the link that holds a visit slot', () => {
  it('names its request until it expires', () => {
    const token = visitToken(key, 42, visitLinkExpiry(now));
    expect(readVisitToken(key, token, now)).toEqual({ appointmentId: 42 });
    expect(readVisitToken(key, token, now + VISIT_LINK_HOURS * 3_600_000 - 1)).toEqual({
      appointmentId: 42,
    });
    expect(readVisitToken(key, token, now + VISIT_LINK_HOURS * 3_600_000)).toBe('expired');
  });

  it('cannot be turned to another request, made longer or made without the secret', () => {
    const expiresAt = visitLinkExpiry(now);
    const [, , signature] = visitToken(key, 42, expiresAt).split('.');
    expect(readVisitToken(key, `43.${expiresAt}.${signature}`, now)).toBe('invalid');
    expect(readVisitToken(key, `42.${expiresAt + 1}.${signature}`, now)).toBe('invalid');
    const other = purposeKey('another-secret-of-at-least-32-characters', 'visit-link');
    expect(readVisitToken(key, visitToken(other, 42, expiresAt), now)).toBe('invalid');
    for (const token of [undefined, '', ['a'], '1.2.3', 'x'.repeat(5000), `42.${expiresAt}.`])
      expect(readVisitToken(key, token, now), String(token).slice(0, 20)).toBe('invalid');
  });
});
