import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { search } from '../lib/data';
import { createPasswordReset } from '../lib/db/owners';
import { actionFields, actionId } from './support/actions';
import { expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { testDatabase } from './support/forms';
import { newOwner } from './support/owners';
import { localizedPath } from './support/routes';

/**
 * Hostile input, as an attacker sends it (issue 19): every request gets a 4xx or a field error,
 * never a 5xx or a stack trace, and the server still answers a normal page within a second.
 */
const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules\/|webpack-internal|Error: .+\n\s+at /;
const listing = search('en', { goal: 'sale' }).items[0]!;

async function refused(
  response: APIResponse,
  expected: number | [number, number],
  label: string,
): Promise<void> {
  const [low, high] = typeof expected === 'number' ? [expected, expected] : expected;
  expect(response.status(), label).toBeGreaterThanOrEqual(low);
  expect(response.status(), label).toBeLessThanOrEqual(high);
  expect(await response.text(), `${label}: no stack trace`).not.toMatch(STACK_TRACE);
}

async function stillServes(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const started = Date.now();
  const response = await request.get(localizedPath('/for-sale', 'en'));
  expect(response.status()).toBe(200);
  return Date.now() - started;
}

test.describe('hostile input gets a 4xx, never a 5xx or a stall', () => {
  test('server actions: from another site, with arguments they do not take, with a broken or oversized body', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const login = localizedPath('/login', 'en');
    const fields = actionFields(await (await request.get(login)).text(), 'form-login');
    const id = actionId(fields);
    await refused(
      await request.post(login, {
        headers: { origin: 'https://evil.example' },
        multipart: { ...fields, login: 'x', password: 'y' },
        maxRedirects: 0,
      }),
      403,
      'cross-site form post',
    );
    await refused(
      await request.post(login, {
        headers: {
          origin: 'https://evil.example',
          'next-action': id,
          'content-type': 'text/plain;charset=UTF-8',
        },
        data: '["en",null,{}]',
      }),
      403,
      'cross-site action call',
    );
    for (const body of ['["zz",1,2]', '["en",null,"not a form"]', '[]']) {
      await refused(
        await request.post(login, {
          headers: { origin, 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' },
          data: body,
        }),
        [400, 404],
        `action arguments ${body}`,
      );
    }
    await refused(
      await request.post(localizedPath('/contact', 'en'), {
        headers: { origin, 'content-type': 'multipart/form-data; boundary=xyz' },
        data: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      }),
      400,
      'broken multipart',
    );
    await refused(
      await request.post(localizedPath('/contact', 'en'), {
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        data: `remark=${'a'.repeat(140_000)}`,
      }),
      413,
      'oversized form',
    );
    expect(await stillServes(request)).toBeLessThan(1000);
  });

  test("Next.js's own files and optimiser: other methods and remote images", async ({
    request,
  }) => {
    for (const path of ['/brand/icon.svg', '/images/epc/flanders/a.png', '/robots.txt']) {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'TRACE']) {
        const response = await request.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBeLessThan(500);
        expect(await response.text(), `${method} ${path}: no stack trace`).not.toMatch(STACK_TRACE);
      }
    }
    await refused(
      await request.fetch('/_next/image?url=http://example.com:8080/a.jpg&w=640&q=75'),
      400,
      'remote image with a port',
    );
    await refused(
      await request.fetch('/_next/image?url=https://evil.example/a.jpg&w=640&q=75'),
      400,
      'remote image',
    );
    await refused(
      await request.fetch(`/_next/image?url=${encodeURIComponent('/../../etc/passwd')}&w=640&q=75`),
      [400, 404],
      'path outside public',
    );
  });

  test('the view beacon: huge, null or foreign bodies', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const headers = {
      origin,
      'content-type': 'application/json',
      'user-agent': 'Mozilla/5.0 Chrome/131.0',
    };
    await refused(
      await request.post('/api/views', { headers, data: 'x'.repeat(5_000_000) }),
      413,
      '5 MB beacon',
    );
    expect((await request.post('/api/views', { headers, data: 'null' })).status()).toBe(204);
    await refused(
      await request.post('/api/views', {
        headers: { ...headers, origin: 'https://evil.example' },
        data: JSON.stringify({ listingId: listing.id, kind: 'detail' }),
      }),
      403,
      'foreign beacon',
    );
  });

  test('a flood of password resets with forged tokens does not hold up other pages', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await newOwner('flood', []);
    const db = await testDatabase();
    const token = await createPasswordReset(db, owner.id);
    await db.destroy();
    const path = `${localizedPath('/login', 'en')}?reset=${token}`;
    const fields = actionFields(await (await request.get(path)).text(), 'form-reset');
    const origin = new URL(baseURL!).origin;
    const flood = Array.from({ length: 50 }, (_, index) =>
      request.post(path, {
        headers: { origin, 'x-forwarded-for': `198.51.100.${index + 1}` },
        multipart: {
          ...fields,
          token: randomBytes(32).toString('base64url'),
          password: 'a-new-password-123',
          confirmation: 'a-new-password-123',
        },
        maxRedirects: 0,
      }),
    );
    // while the flood is being answered, an ordinary page still comes: a stall, not a speed, is
    // what this looks for (50 forged tokens that reached the password hash, about half a second
    // of CPU each, would keep both cores busy for many seconds; a list page takes under 2 s here
    // even while the suite's other worker loads the machine)
    const during = await stillServes(request);
    const answers = await Promise.all(flood);
    console.log(`hostile: a list page took ${during} ms during a flood of 50 reset posts`);
    expect(during).toBeLessThan(5000);
    for (const answer of answers) expect(answer.status()).toBeLessThan(500);
  });

  test.describe('without a proxy in front (TRUST_PROXY_HOPS unset, as `npm start` runs)', () => {
    // starting a server of its own takes longer than a test's 30 s on a loaded machine
    test.describe.configure({ timeout: 120_000 });
    const port = Number(process.env.E2E_PORT ?? 3100) + 9;
    const base = `http://127.0.0.1:${port}`;
    let server: OwnServer | null = null;

    test.beforeAll(async () => {
      const directory = mkdtempSync(join(tmpdir(), 'hostile-'));
      server = await startOwnServer(port, {
        TRUST_PROXY_HOPS: undefined,
        DATABASE_URL: `file:${join(directory, 'site.sqlite')}`,
        RATE_LIMIT_PER_IP: '3/600',
      });
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test('a forged X-Forwarded-For does not escape the limits', async ({ request }) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt++) {
        const response = await request.post(`${base}/api/views`, {
          headers: {
            origin: base,
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 Chrome/131.0',
            'x-forwarded-for': `203.0.113.${attempt + 1}`,
          },
          data: JSON.stringify({ listingId: listing.id, kind: 'detail' }),
        });
        statuses.push(response.status());
      }
      expect(statuses.every((status) => status === 204)).toBe(true);
      // the login limit (30 per 15 minutes per address) holds whatever address the header claims
      const login = `${base}${localizedPath('/login', 'en')}`;
      const fields = actionFields(await (await request.get(login)).text(), 'form-login');
      let limited = false;
      for (let attempt = 0; attempt < 32 && !limited; attempt++) {
        const response = await request.post(login, {
          headers: { origin: base, 'x-forwarded-for': `203.0.113.${attempt + 1}` },
          multipart: { ...fields, login: `nobody-${attempt}`, password: 'wrong-password' },
          maxRedirects: 0,
        });
        limited = /too many|trop de|te veel|zu viele/i.test(await response.text());
      }
      expect(limited, 'the limit caught the forged addresses').toBe(true);
    });
  });
});
