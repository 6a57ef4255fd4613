import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '@/lib/runtime/accept-encoding';

describe('acceptsGzip', () => {
  it('takes gzip when a client names it, or any encoding, with a weight above zero', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
  });

  it('refuses it when it is absent, weighted zero, or excluded after a wildcard', () => {
    expect(acceptsGzip(null)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzipped')).toBe(false);
  });
});
