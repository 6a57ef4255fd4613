import { describe, expect, it } from 'vitest';
import { crossSiteWrite, formBodyProblem } from '@/lib/security/request-guard';

const own = ['https://www.horizon-immo.example'];
const headers = (values: Record<string, string>) => new Headers(values);

function post(body: BodyInit, type: string, init: RequestInit = {}): Request {
  return new Request('https://www.horizon-immo.example/en/contact/', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
    duplex: 'half',
    ...init,
  } as RequestInit);
}

describe('requests refused before any page or action runs', () => {
  it("refuses another site's writes, not its reads, and not a script that names no origin", () => {
    expect(crossSiteWrite('POST', headers({ origin: 'https://evil.example' }), own)).toBe(true);
    expect(crossSiteWrite('POST', headers({ 'sec-fetch-site': 'cross-site' }), own)).toBe(true);
    expect(crossSiteWrite('POST', headers({ origin: 'null' }), own)).toBe(true);
    expect(
      crossSiteWrite('POST', headers({ origin: own[0]!, 'sec-fetch-site': 'same-origin' }), own),
    ).toBe(false);
    expect(crossSiteWrite('GET', headers({ origin: 'https://evil.example' }), own)).toBe(false);
    expect(crossSiteWrite('POST', headers({}), own)).toBe(false);
  });

  it('answers 400 for a broken multipart form and 413 for one too long, chunked or not', async () => {
    expect(
      await formBodyProblem(
        post(
          '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
          'multipart/form-data; boundary=xyz',
        ),
        100_000,
      ),
    ).toBe(400);
    const good = new FormData();
    good.set('name', 'Anna');
    const encoded = new Request('https://x.example/', { method: 'POST', body: good });
    expect(
      await formBodyProblem(
        post(await encoded.arrayBuffer(), encoded.headers.get('content-type')!),
        100_000,
      ),
    ).toBeNull();
    expect(
      await formBodyProblem(
        post('name=Anna&message=hello', 'application/x-www-form-urlencoded'),
        100_000,
      ),
    ).toBeNull();
    const chunks = new ReadableStream({
      start(controller) {
        for (let index = 0; index < 20; index++)
          controller.enqueue(new TextEncoder().encode('a'.repeat(10_000)));
        controller.close();
      },
    });
    expect(await formBodyProblem(post(chunks, 'application/x-www-form-urlencoded'), 100_000)).toBe(
      413,
    );
    expect(await formBodyProblem(post('{"a":1}', 'application/json'), 10)).toBeNull();
  });
});
