import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders, type HeaderInput } from '@/lib/security/headers';

const NO_TAGS = { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' };
const base: HeaderInput = {
  production: true,
  https: true,
  tags: NO_TAGS,
  tileUrls: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
};
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('security headers', () => {
  it('allows no third-party script, connection or image host without a tag id', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'img-src')).toBe(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('adds exactly the hosts of the configured tags', () => {
    const analytics = contentSecurityPolicy({ ...base, tags: { ...NO_TAGS, analyticsId: 'G-X1' } });
    expect(directive(analytics, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com",
    );
    expect(directive(analytics, 'connect-src')).toContain('https://*.google-analytics.com');
    expect(
      directive(analytics, 'script-src') +
        directive(analytics, 'connect-src') +
        directive(analytics, 'img-src'),
    ).not.toContain('facebook');
    const pixel = contentSecurityPolicy({ ...base, tags: { ...NO_TAGS, socialPixelId: '123456' } });
    expect(directive(pixel, 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' https://connect.facebook.net",
    );
    expect(pixel).not.toContain('googletagmanager');
  });

  it('sends HSTS only over HTTPS, and eval and the dev socket only in development', () => {
    const plain = securityHeaders({ ...base, https: false });
    expect(plain.map((header) => header.key)).not.toContain('Strict-Transport-Security');
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain(
      'upgrade-insecure-requests',
    );
    expect(
      securityHeaders(base).find((header) => header.key === 'Strict-Transport-Security')?.value,
    ).toBe('max-age=63072000; includeSubDomains');
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy({ ...base, production: false })).toContain("'unsafe-eval'");
    expect(securityHeaders(base).map((header) => header.key)).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    );
  });
});
