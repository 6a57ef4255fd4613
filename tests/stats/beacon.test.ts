import { describe, expect, it } from 'vitest';
import { readCapped } from '@/lib/security/read-capped';
import { BEACON_MAX_BYTES, parseBeacon, sameOriginBeacon } from '@/lib/stats/beacon';

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

  it("counts only this site's pages: Sec-Fetch-Site, else the Origin", () => {
    const own = ['https://www.horizon-immo.example'];
    expect(sameOriginBeacon(headers({ 'sec-fetch-site': 'same-origin' }), own)).toBe(true);
    expect(
      sameOriginBeacon(headers({ 'sec-fetch-site': 'cross-site', origin: own[0]! }), own),
    ).toBe(false);
    expect(sameOriginBeacon(headers({ origin: own[0]! }), own)).toBe(true);
    expect(sameOriginBeacon(headers({ origin: 'https://evil.example' }), own)).toBe(false);
    expect(sameOriginBeacon(headers({}), own)).toBe(false);
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
