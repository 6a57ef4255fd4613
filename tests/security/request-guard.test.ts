import { describe, expect, it } from 'vitest';
import { bodyProblem, crossSiteWrite, hostMismatch } from '@/lib/security/request-guard';

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
      await bodyProblem(
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
      await bodyProblem(
        post(await encoded.arrayBuffer(), encoded.headers.get('content-type')!),
        100_000,
      ),
    ).toBeNull();
    expect(
      await bodyProblem(
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
    expect(await bodyProblem(post(chunks, 'application/x-www-form-urlencoded'), 100_000)).toBe(413);
    expect(await bodyProblem(post('{"a":1}', 'application/json'), 10)).toBeNull();
  });

  it('answers 413 for any body over the limit, whatever its type, chunked or not', async () => {
    const chunked = () =>
      new ReadableStream({
        start(controller) {
          for (let index = 0; index < 14; index++)
            controller.enqueue(new TextEncoder().encode('x'.repeat(10_000)));
          controller.close();
        },
      });
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/json',
      'application/octet-stream',
      '',
    ]) {
      expect(await bodyProblem(post(chunked(), type), 100_000), `chunked ${type}`).toBe(413);
      expect(await bodyProblem(post('x'.repeat(100_001), type), 100_000), type).toBe(413);
      expect(await bodyProblem(post('x'.repeat(1_000), type), 100_000), type).toBeNull();
    }
  });

  it('answers 400 for a server action payload React cannot decode, and lets a good one through', async () => {
    const action = (body: BodyInit, type = 'text/plain;charset=UTF-8') =>
      post(body, type, { headers: { 'content-type': type, 'next-action': '7f00aa' } });
    expect(await bodyProblem(action('["en",null,{"a":"$K1"}]'), 100_000)).toBeNull();
    for (const body of [
      '[contact',
      '["en","$@9"]',
      '["$Q2"]',
      '"$h1"',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    ]) {
      expect(await bodyProblem(action(body), 100_000), body.slice(0, 30)).toBe(400);
    }
    const form = new FormData();
    form.set('0', '["en","$@1"]');
    form.set('1', '{"remark":"hello"}');
    const encoded = new Request('https://x.example/', { method: 'POST', body: form });
    const type = encoded.headers.get('content-type')!;
    expect(await bodyProblem(action(await encoded.arrayBuffer(), type), 100_000)).toBeNull();
    form.delete('1');
    const broken = new Request('https://x.example/', { method: 'POST', body: form });
    expect(
      await bodyProblem(
        action(await broken.arrayBuffer(), broken.headers.get('content-type')!),
        100_000,
      ),
    ).toBe(400);
  });

  it('answers 400 for a form posted without JavaScript whose bound arguments are tampered with', async () => {
    const posted = async (fields: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const encoded = new Request('https://x.example/', { method: 'POST', body: form });
      return bodyProblem(
        post(await encoded.arrayBuffer(), encoded.headers.get('content-type')!),
        100_000,
      );
    };
    const meta = '{"id":"7f00aa","bound":"$@1"}';
    expect(
      await posted({ $ACTION_REF_1: '', '$ACTION_1:0': meta, '$ACTION_1:1': '["en"]', name: 'A' }),
    ).toBeNull();
    expect(
      await posted({ $ACTION_REF_1: '', '$ACTION_1:0': meta, '$ACTION_1:1': '[contact' }),
    ).toBe(400);
    expect(
      await posted({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"7f00aa","bound":"$@9"}' }),
    ).toBe(400);
    expect(await posted({ $ACTION_REF_1: '', '$ACTION_1:0': '{"bound":null}' })).toBe(400);
    expect(await posted({ $ACTION_REF_1: '' })).toBe(400);
    expect(await posted({ $ACTION_ID_7f00aa: '', name: '$@9' })).toBeNull();
  });
});

describe('the host a server action is checked against', () => {
  it('must be the one its Origin names, forwarded or not', () => {
    const site = { host: 'www.horizon-immo.example', origin: own[0]! };
    expect(hostMismatch('POST', headers(site))).toBe(false);
    expect(hostMismatch('POST', headers({ ...site, 'x-forwarded-host': 'evil.example' }))).toBe(
      true,
    );
    expect(
      hostMismatch('POST', headers({ ...site, 'x-forwarded-host': 'www.horizon-immo.example, x' })),
    ).toBe(false);
    expect(hostMismatch('POST', headers({ ...site, host: '10.0.0.5:3000' }))).toBe(true);
    expect(hostMismatch('POST', headers({ ...site, origin: 'not a url' }))).toBe(true);
    expect(hostMismatch('POST', headers({ host: site.host }))).toBe(false);
    expect(hostMismatch('GET', headers({ ...site, 'x-forwarded-host': 'evil.example' }))).toBe(
      false,
    );
  });
});
