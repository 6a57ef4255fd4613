import { describe, expect, it } from 'vitest';
import { listenHost } from '@/server/listen-host.mjs';

describe('the address npm start listens on', () => {
  it('is all interfaces unless LISTEN_HOST says otherwise, never the inherited HOSTNAME', () => {
    expect(listenHost({})).toEqual({ host: '0.0.0.0' });
    expect(listenHost({ LISTEN_HOST: '  ' })).toEqual({ host: '0.0.0.0' });
    // a container's HOSTNAME (its name) is no address for Next.js's rewrites: it is ignored
    expect(listenHost({ HOSTNAME: 'web-7f9c' })).toEqual({
      host: '0.0.0.0',
    });
    expect(listenHost({ LISTEN_HOST: ' localhost ' })).toEqual({ host: 'localhost' });
    expect(listenHost({ LISTEN_HOST: '::' })).toEqual({ host: '::' });
  });

  it('refuses an address on which Next.js 16.4 takes its own rewrites for external ones', () => {
    for (const host of ['127.0.0.1', '192.0.2.10', 'web-7f9c', '::1']) {
      const result = listenHost({ LISTEN_HOST: host });
      expect(result.host).toBeUndefined();
      expect(result.error).toBe(
        `LISTEN_HOST must be 0.0.0.0, :: or localhost (got ${host}); see README › Configuration.`,
      );
    }
  });
});
