import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredSiteUrl, DEVELOPMENT_SITE_URL } from '@/lib/runtime/site-url';

describe('SITE_URL, the public origin of every absolute link', () => {
  it('is required in production, where a default would print localhost in QR codes and mails', () => {
    expect(() => configuredSiteUrl({ NODE_ENV: 'production' })).toThrow(
      /SITE_URL .*required in production/,
    );
    expect(() => configuredSiteUrl({ NODE_ENV: 'production', SITE_URL: '  ' })).toThrow(
      /required in production/,
    );
  });

  it('is taken as given when set, in production as anywhere', () => {
    expect(
      configuredSiteUrl({ NODE_ENV: 'production', SITE_URL: 'https://www.horizon-immo.be' }).origin,
    ).toBe('https://www.horizon-immo.be');
    expect(configuredSiteUrl({ SITE_URL: 'http://127.0.0.1:3202' }).href).toBe(
      'http://127.0.0.1:3202/',
    );
  });

  it('defaults to localhost in development and tests', () => {
    expect(configuredSiteUrl({ NODE_ENV: 'development' }).href).toBe(`${DEVELOPMENT_SITE_URL}/`);
    expect(configuredSiteUrl({ NODE_ENV: 'test' }).href).toBe(`${DEVELOPMENT_SITE_URL}/`);
  });

  it('refuses what is not an absolute http(s) address', () => {
    expect(() => configuredSiteUrl({ SITE_URL: 'www.example.be' })).toThrow(
      /absolute http\(s\) address/,
    );
    expect(() =>
      configuredSiteUrl({ NODE_ENV: 'production', SITE_URL: 'ftp://example.be' }),
    ).toThrow(/absolute http\(s\) address/);
  });
});

describe('the server at start-up', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('refuses to start in production without SITE_URL, as without SESSION_SECRET', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('SESSION_SECRET', 'x'.repeat(40));
    vi.stubEnv('SITE_URL', '');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
    const { register } = await import('@/instrumentation');
    await expect(register()).rejects.toThrow('exit 1');
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^Cannot start: SITE_URL .*required in production/),
    );
  });
});
