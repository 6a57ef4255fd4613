import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, PEER_HEADER, trustedProxyHops } from '@/lib/security/client-address';
import { installPeerHeader } from '@/server/peer-header';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the visitor address every limit counts by', () => {
  it('takes the TCP peer by default and ignores a forged X-Forwarded-For', () => {
    const forged = headers({
      [PEER_HEADER]: '192.0.2.10',
      'x-forwarded-for': '203.0.113.1, 203.0.113.2',
    });
    expect(clientAddressOf(forged, 0)).toBe('192.0.2.10');
    expect(clientAddressOf(headers({ 'x-forwarded-for': '203.0.113.1' }), 0)).toBe('unknown');
  });

  it('behind N trusted proxies, takes the N-th entry from the end (what the outermost proxy saw)', () => {
    const chain = headers({
      [PEER_HEADER]: '10.0.0.2',
      'x-forwarded-for': '198.51.100.66, 203.0.113.9',
    });
    expect(clientAddressOf(chain, 1)).toBe('203.0.113.9');
    expect(clientAddressOf(chain, 2)).toBe('198.51.100.66');
    // a request that did not pass through every trusted proxy: its peer is all we know
    expect(clientAddressOf(chain, 3)).toBe('10.0.0.2');
  });

  it('never stores a header value that is not an address', () => {
    expect(clientAddressOf(headers({ 'x-forwarded-for': '<script>, 1.2.3.4' }), 2)).toBe('unknown');
    expect(clientAddressOf(headers({ 'x-forwarded-for': 'x'.repeat(500) }), 1)).toBe('unknown');
  });

  it('reads TRUST_PROXY_HOPS as a small count, 0 for anything else', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '1' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '99' })).toBe(10);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: '-1' })).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY_HOPS: 'yes' })).toBe(0);
  });

  it("marks every request of this process's HTTP server with its peer, over whatever a client sent", async () => {
    installPeerHeader();
    let seen: IncomingHttpHeaders = {};
    const server = createServer((request, response) => {
      seen = request.headers;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          port,
          host: '127.0.0.1',
          headers: { [PEER_HEADER]: '203.0.113.250', 'x-forwarded-for': '203.0.113.251' },
        },
        (response) => {
          response.resume();
          response.on('end', resolve);
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
    server.close();
    expect(seen[PEER_HEADER]).toBe('127.0.0.1');
    expect(
      clientAddressOf(
        headers({
          [PEER_HEADER]: String(seen[PEER_HEADER]),
          'x-forwarded-for': String(seen['x-forwarded-for']),
        }),
        0,
      ),
    ).toBe('127.0.0.1');
  });
});
