import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverEnv } from '@/lib/config';

describe('serverEnv', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives the same checked object while nothing changed, and sees a change at once', () => {
    vi.stubEnv('DATA_FILE', '/tmp/one.json');
    const first = serverEnv();
    expect(first.DATA_FILE).toBe('/tmp/one.json');
    // asked again on every request by the proxy and the data layer: not checked again
    expect(serverEnv()).toBe(first);
    vi.stubEnv('DATA_FILE', '/tmp/two.json');
    const second = serverEnv();
    expect(second).not.toBe(first);
    expect(second.DATA_FILE).toBe('/tmp/two.json');
    // an empty value is a value, not an unset one
    vi.stubEnv('DATA_FILE', '');
    expect(serverEnv().DATA_FILE).toBe('');
    vi.stubEnv('DATA_FILE', undefined);
    expect(serverEnv().DATA_FILE).toBeUndefined();
  });

  it('cannot be changed by a caller', () => {
    const env = serverEnv() as Record<string, string | undefined>;
    expect(() => {
      env.DATA_FILE = '/elsewhere';
    }).toThrow(TypeError);
  });
});
