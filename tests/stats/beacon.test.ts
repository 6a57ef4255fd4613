import { describe, expect, it } from 'vitest';
import { readCapped } from '@/lib/security/read-capped';
import { BEACON_MAX_BYTES, browserBeacon, parseBeacon, viewerNetwork } from '@/lib/stats/beacon';

const headers = (values: Record<string, string>) => new Headers(values);

function stream(parts: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
      controller.close();
    },
  });
}

describe('the page-view beacon', () => {
  it('reads a view and nothing else', () => {
    expect(
      parseBeacon('{"listingId":4101,"kind":"detail","referrer":"https://www.google.be/"}'),
    ).toEqual({ listingId: 4101, kind: 'detail', referrer: 'https://www.google.be/' });
    for (const text of [
      'null',
      '[]',
      '"x"',
      '{',
      '{"listingId":4101,"kind":"other"}',
      '{"listingId":-1,"kind":"detail"}',
      '{"listingId":1e400,"kind":"detail"}',
    ]) {
      expect(parseBeacon(text), text).toBeNull();
    }
  });

  describe('counts only what a browser sends from a page of this site', () => {
    const own = ['https://www.horizon-immo.example'];
    const json = { 'content-type': 'application/json' };
    const fetchMetadata = {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
    };

    it("takes a sendBeacon or fetch of this site's page, with or without Fetch Metadata", () => {
      expect(browserBeacon(headers({ origin: own[0]!, ...json, ...fetchMetadata }), own)).toBe(
        true,
      );
      expect(
        browserBeacon(
          headers({ origin: own[0]!, ...fetchMetadata, 'sec-fetch-mode': 'no-cors', ...json }),
          own,
        ),
      ).toBe(true);
      // older browsers, and plain HTTP away from localhost, send no Fetch Metadata
      expect(
        browserBeacon(
          headers({ origin: own[0]!, 'content-type': 'application/json; charset=utf-8' }),
          own,
        ),
      ).toBe(true);
    });

    it('refuses a script that says same-origin but names no origin (issue 33, 12)', () => {
      expect(browserBeacon(headers({ ...fetchMetadata, ...json }), own)).toBe(false);
      expect(browserBeacon(headers({ 'sec-fetch-site': 'same-origin', ...json }), own)).toBe(false);
      expect(browserBeacon(headers({ ...json }), own)).toBe(false);
    });

    it('refuses Fetch Metadata a browser would not send for this beacon', () => {
      const from = (values: Record<string, string>) =>
        browserBeacon(headers({ origin: own[0]!, ...json, ...values }), own);
      expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(false);
      expect(from({ 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' })).toBe(false);
      expect(from({ ...fetchMetadata, 'sec-fetch-site': 'cross-site' })).toBe(false);
      expect(from({ ...fetchMetadata, 'sec-fetch-site': 'none' })).toBe(false);
      expect(
        from({ ...fetchMetadata, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }),
      ).toBe(false);
      expect(from({ ...fetchMetadata, 'sec-fetch-dest': 'script' })).toBe(false);
    });

    it("refuses another site's page and a body that is not JSON", () => {
      expect(browserBeacon(headers({ origin: 'https://evil.example', ...json }), own)).toBe(false);
      expect(browserBeacon(headers({ origin: 'null', ...json }), own)).toBe(false);
      expect(
        browserBeacon(
          headers({ origin: own[0]!, 'content-type': 'application/x-www-form-urlencoded' }),
          own,
        ),
      ).toBe(false);
      expect(browserBeacon(headers({ origin: own[0]! }), own)).toBe(false);
    });
  });

  it('knows a viewer by the network address alone, an IPv6 address by its /64', () => {
    expect(viewerNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(viewerNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
    const block = viewerNetwork('2001:db8:aa:1::1');
    expect(block).toBe('2001:db8:aa:1::/64');
    for (const other of [
      '2001:db8:aa:1::2',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:DB8:AA:1:1234::',
    ])
      expect(viewerNetwork(other), other).toBe(block);
    expect(viewerNetwork('2001:db8:aa:2::1')).not.toBe(block);
    expect(viewerNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('reads a body only up to its limit, however it is sent', async () => {
    expect(
      Buffer.from((await readCapped(stream(['{"a":', '1}']), BEACON_MAX_BYTES))!).toString(),
    ).toBe('{"a":1}');
    expect(
      await readCapped(stream(['x'.repeat(1500), 'x'.repeat(1500)]), BEACON_MAX_BYTES),
    ).toBeNull();
    expect(await readCapped(null, BEACON_MAX_BYTES)).toEqual(new Uint8Array(0));
  });
});
