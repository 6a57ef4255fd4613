import { request as httpRequest } from 'node:http';
import { search } from '../lib/data';
import { actionFields, actionId } from './support/actions';
import { expect, test } from './support/fixtures';
import { listingPath, localizedPath } from './support/routes';

/**
 * Issue 33, items 1, 4, 5, 9 and 11, as classes: every path that reaches a page or an action is
 * guarded (a dot in it, `/apix/`, a post without a Content-Type), every action payload React cannot
 * decode is a 4xx, the image optimiser takes only pictures, a response a shared cache may keep
 * sets no cookie, and a language code in capitals is still a language. Raw requests (node:http),
 * so that headers, chunking and the absence of a Content-Type are exactly as written.
 */
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|webpack-internal|Error: .+\n\s+at /;
const EVIL = 'https://evil.example';
const listing = search('en', { goal: 'sale' }).items[0]!;

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One request as written: `chunks` are sent with chunked encoding (no Content-Length). */
function raw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; chunks?: string[] },
): Promise<Raw> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
    if (init.chunks) headers['transfer-encoding'] = 'chunked';
    const outgoing = httpRequest(
      url,
      { method: init.method ?? 'POST', headers, setHost: !('host' in headers) },
      (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    // the server may answer (413) before it has read everything: that is not a failure here
    outgoing.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error),
    );
    if (init.body !== undefined) outgoing.write(init.body);
    for (const chunk of init.chunks ?? []) outgoing.write(chunk);
    outgoing.end();
  });
}

function expectRefused(answer: Raw, allowed: number[], label: string) {
  expect(allowed, `${label}: ${answer.status}`).toContain(answer.status);
  expect(answer.body, `${label}: no stack trace`).not.toMatch(STACK_TRACE);
}

/** The login form's hidden action fields, and its action id. */
async function loginAction(base: string) {
  const page = await raw(base, localizedPath('/login', 'en'), { method: 'GET' });
  const fields = actionFields(page.body, 'form-login');
  return { fields, id: actionId(fields) };
}

/** A multipart body of these fields, with its Content-Type. */
function multipart(fields: Record<string, string>): { type: string; body: string } {
  const boundary = '----hostile33';
  const body =
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  return { type: `multipart/form-data; boundary=${boundary}`, body };
}

test.describe('issue 33: the proxy guards every path a page or an action is reached by', () => {
  test('a dot, an unknown first segment or a near-miss of a file folder in the path reaches no internal page', async ({
    baseURL,
  }) => {
    const base = baseURL!;
    for (const path of [
      '/fr/for-sale/results/k123.x/',
      '/en/for-rent/results/a.b/',
      '/nl/for-sale/results/Y2l0eT1HZW50.json/',
      '/fr/a-vendre/x.y/',
      '/en/page-not-found/x.y/',
      '/de/print/1.2/',
      '/fr/for-sale/results/abc/',
    ]) {
      const answer = await raw(base, path, { method: 'GET' });
      expectRefused(answer, [404], `GET ${path}`);
    }
    // under a first segment that is no language, nothing renders a page, nor is kept in the cache
    for (const path of ['/media/for-sale/results/abc/', '/apix/for-sale/results/abc/']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await raw(base, path, { method: 'GET' });
        expect([307, 308, 404], `GET ${path}`).toContain(answer.status);
        expect(answer.headers['x-nextjs-cache'], `${path}: not from the cache`).not.toBe('HIT');
      }
    }
  });

  test("another site's action, a post without a Content-Type and an oversized form are refused on any path", async ({
    baseURL,
  }) => {
    const base = baseURL!;
    const { fields, id } = await loginAction(base);
    const paths = [
      '/en/login.x/',
      '/en/login/',
      '/en/',
      '/fr/projets/',
      '/apix/',
      '/_nextx/',
      '/media/contact/',
      '/brand/login/',
      '/robots.txt',
      '/wp-login.php',
    ];
    for (const path of paths) {
      const action = { 'next-action': id, origin: EVIL };
      expectRefused(
        await raw(base, path, {
          headers: { ...action, 'content-type': 'text/plain;charset=UTF-8' },
          body: '["en",null,{}]',
        }),
        [403],
        `cross-site action to ${path}`,
      );
      expectRefused(
        await raw(base, path, { headers: action, body: '["en",null,{}]' }),
        [403],
        `cross-site action without a Content-Type to ${path}`,
      );
      expectRefused(
        await raw(base, path, { headers: { origin: EVIL }, chunks: ['["en"', ',null,{}]'] }),
        [403],
        `cross-site chunked post without a Content-Type to ${path}`,
      );
      const big = multipart({ ...fields, login: 'x', password: 'y'.repeat(200_000) });
      expectRefused(
        await raw(base, path, {
          headers: { origin: base, 'content-type': big.type },
          body: big.body,
        }),
        [413],
        `200 kB multipart post to ${path}`,
      );
    }
  });
});

test.describe('issue 33: a server action payload that cannot be decoded is a 4xx, never a 500', () => {
  test('tampered bound arguments of a form posted without JavaScript', async ({ baseURL }) => {
    const base = baseURL!;
    const { fields } = await loginAction(base);
    const refKey = Object.keys(fields).find((key) => key.startsWith('$ACTION_REF_'))!;
    const prefix = `$ACTION_${refKey.slice('$ACTION_REF_'.length)}:`;
    const meta = JSON.parse(fields[`${prefix}0`]!) as { id: string };
    const variants: [string, Record<string, string>][] = [
      ['bound arguments not JSON', { [`${prefix}1`]: '[contact' }],
      ['bound arguments missing', { [`${prefix}0`]: JSON.stringify({ ...meta, bound: '$@9' }) }],
      ['bound arguments a server reference', { [`${prefix}1`]: '["$h2"]' }],
      ['bound arguments a blob', { [`${prefix}1`]: '["$B2"]' }],
      ['bound arguments a path', { [`${prefix}1`]: '["$0:constructor:name"]' }],
      [
        'bound arguments 20,000 deep',
        { [`${prefix}1`]: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
      ],
      ['metadata not JSON', { [`${prefix}0`]: '{"id":' }],
      ['metadata without an id', { [`${prefix}0`]: '{"bound":null}' }],
    ];
    for (const [label, change] of variants) {
      const form = multipart({ ...fields, ...change, login: 'x', password: 'y' });
      expectRefused(
        await raw(base, localizedPath('/login', 'en'), {
          headers: { origin: base, 'content-type': form.type },
          body: form.body,
        }),
        [400, 404, 409],
        label,
      );
    }
  });

  test("malformed calls from a page's script: text, multipart, deep, chunked and oversized", async ({
    baseURL,
  }) => {
    const base = baseURL!;
    const { id } = await loginAction(base);
    const path = localizedPath('/login', 'en');
    const call = { origin: base, 'next-action': id };
    for (const body of [
      '[contact',
      '["en","$@9",{}]',
      '"$@zz"',
      '["$Q5"]',
      '["$h1"]',
      '["$R1"]',
      '["$nabc"]',
      '["$1:a:b"]',
      '["$"]',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
    ]) {
      for (const type of ['text/plain;charset=UTF-8', 'application/json']) {
        expectRefused(
          await raw(base, path, { headers: { ...call, 'content-type': type }, body }),
          [400],
          `${type} ${body.slice(0, 24)}`,
        );
      }
    }
    const noRoot = multipart({ '1': '["en"]' });
    expectRefused(
      await raw(base, path, {
        headers: { ...call, 'content-type': noRoot.type },
        body: noRoot.body,
      }),
      [400],
      'multipart call without its root row',
    );
    const missingRow = multipart({ '0': '["en","$@1","$K2"]' });
    expectRefused(
      await raw(base, path, {
        headers: { ...call, 'content-type': missingRow.type },
        body: missingRow.body,
      }),
      [400],
      'multipart call naming a row it does not send',
    );
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/json',
      'application/octet-stream',
    ]) {
      const chunk = `"${'a'.repeat(16_382)}",`;
      expectRefused(
        await raw(base, path, {
          headers: { ...call, 'content-type': type },
          chunks: ['[', ...Array.from({ length: 9 }, () => chunk), '1]'],
        }),
        [413],
        `chunked ${type} over 128 kB`,
      );
      expectRefused(
        await raw(base, path, {
          headers: { ...call, 'content-type': type },
          body: `["${'a'.repeat(140_000)}"]`,
        }),
        [413],
        `${type} over 128 kB with its length`,
      );
    }
  });

  test('an Origin of the site with another forwarded or direct host is refused (403)', async ({
    baseURL,
  }) => {
    const base = baseURL!;
    const { id, fields } = await loginAction(base);
    const path = localizedPath('/login', 'en');
    const site = new URL(base);
    for (const headers of [
      { 'x-forwarded-host': 'evil.example' },
      { 'x-forwarded-host': `evil.example, ${site.host}` },
      { 'x-forwarded-host': site.hostname },
      { host: 'evil.example' },
    ] as Record<string, string>[]) {
      expectRefused(
        await raw(base, path, {
          headers: {
            ...headers,
            origin: base,
            'next-action': id,
            'content-type': 'text/plain;charset=UTF-8',
          },
          body: '["en",null,{}]',
        }),
        [403],
        `action with ${JSON.stringify(headers)}`,
      );
      const form = multipart({ ...fields, login: 'x', password: 'y' });
      expectRefused(
        await raw(base, path, {
          headers: { ...headers, origin: base, 'content-type': form.type },
          body: form.body,
        }),
        [403],
        `form with ${JSON.stringify(headers)}`,
      );
    }
    // the site's own host, forwarded by a proxy in front, still gets through
    const form = multipart({ ...fields, login: 'nobody', password: 'wrong-password' });
    const own = await raw(base, path, {
      headers: {
        'x-forwarded-host': site.host,
        'x-forwarded-for': '198.51.100.233',
        origin: base,
        'content-type': form.type,
      },
      body: form.body,
    });
    expect(own.status).toBeLessThan(400);
  });
});

test('issue 33: the image optimiser takes only pictures (a page or a redirect was a 500)', async ({
  request,
}) => {
  for (const url of [
    '/',
    '/fr',
    '/fr/',
    '/contact',
    '/FR/contact/',
    '/en/for-sale/',
    '/media',
    '/media/',
    '/media/listings/',
    '/media/../fr/',
    '/api/data-version',
    '/robots.txt',
  ]) {
    const response = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=600&q=75`);
    expect(response.status(), url).toBe(400);
    expect(await response.text(), `${url}: no stack trace`).not.toMatch(STACK_TRACE);
  }
  const missing = await request.get(
    `/_next/image?url=${encodeURIComponent('/media/listings/0/none.jpg')}&w=600&q=75`,
  );
  expect(missing.status(), 'a missing picture').toBeGreaterThanOrEqual(400);
  expect(missing.status(), 'a missing picture').toBeLessThan(500);
  const photo = listing.thumbnail.url;
  const found = await request.get(`/_next/image?url=${encodeURIComponent(photo)}&w=600&q=75`);
  expect(found.status(), photo).toBe(200);
});

test('issue 33: a response a shared cache may keep sets no cookie', async ({ baseURL }) => {
  const base = baseURL!;
  let shared = 0;
  for (const path of [
    '/fr/a-vendre/',
    '/nl/te-koop/',
    '/fr/',
    '/de/kontakt/',
    '/en/for-sale/?sort=price-asc',
    localizedPath('/for-sale', 'en'),
    listingPath(listing.id, 'nl'),
    '/fr/nulle-part/',
    '/FR/contact/',
    '/fr/a-vendre',
    '/a-vendre/',
  ]) {
    for (const headers of [
      {},
      { cookie: 'NEXT_LOCALE=nl' },
      { 'accept-language': 'de' },
      { cookie: 'NEXT_LOCALE=zz' },
    ] as Record<string, string>[]) {
      const answer = await raw(base, path, { method: 'GET', headers });
      const cacheControl = String(answer.headers['cache-control'] ?? '');
      if (/s-maxage|public/.test(cacheControl)) {
        shared++;
        expect(answer.headers['set-cookie'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
      }
    }
  }
  expect(shared, 'some of these pages are shared-cacheable').toBeGreaterThan(10);
});

test('issue 33: a language code in capitals is the language', async ({ baseURL, request }) => {
  const base = baseURL!;
  for (const [path, target] of [
    ['/FR/contact/', '/fr/contact/'],
    ['/Nl/te-koop/?sort=price-asc', '/nl/te-koop/?sort=price-asc'],
    ['/DE', '/de/'],
    ['/eN/about-us/', '/en/about-us/'],
  ] as const) {
    const answer = await raw(base, path, { method: 'GET' });
    expect(answer.status, path).toBe(308);
    expect(
      new URL(String(answer.headers.location), base).pathname +
        new URL(String(answer.headers.location), base).search,
      path,
    ).toBe(target);
    expect((await request.get(path)).status(), `${path} lands on a page`).toBe(200);
  }
});
