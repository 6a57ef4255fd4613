import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { search } from '../lib/data';
import type { RawPayload } from '../lib/data/schema';
import { formatCurrency } from '../lib/format/locale-format';
import { brusselsDay } from '../lib/stats/calendar';
import { openDatabase } from '../lib/db/connection';
import { E2E_SERVER_ENV } from '../playwright.config';
import { expect, test } from './support/fixtures';
import { runImport } from './support/import-feed';
import { afterFillTime, uniqueEmail } from './support/forms';
import { listingPath, localizedPath } from './support/routes';
import { logIn, newOwner } from './support/owners';
import { hitRateLimit } from '../lib/db/rate-limits';
import { LOGIN_LIMITS } from '../lib/auth/login';

/*
 * Two production instances on two ports against one PostgreSQL database (docs/deployment.md):
 * sessions, forms, rate limits and statistics work whichever instance serves a request.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/*
 * Derived from the port of the suite's own server (3100 → 3211, 3212, 3213), so that two runs on
 * other ports (E2E_PORT) do not collide.
 */
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
const PORTS = [E2E_PORT + 111, E2E_PORT + 112] as const;
const NGINX_PORT = E2E_PORT + 113;
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** Debian's nginx with the README's proxy settings (e2e/support/nginx-site.conf) in front of `upstreams`. */
async function startNginx(
  upstreams: string[],
  port: number,
): Promise<{ stop: () => Promise<void> }> {
  if (!NGINX) {
    if (process.env.CI === 'true')
      throw new Error(
        'nginx is missing: under CI=true scripts/ensure-nginx.sh installs it and the test must run',
      );
    test.skip(true, "nginx is not installed (scripts/ensure-nginx.sh installs Debian's)");
  }
  const dir = mkdtempSync(join(tmpdir(), 'horizon-nginx-'));
  const site = readFileSync(resolve('e2e/support/nginx-site.conf'), 'utf8')
    .replace('@UPSTREAMS@', upstreams.map((upstream) => `server ${upstream};`).join(' '))
    .replace('@LISTEN@', `127.0.0.1:${port}`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${join(dir, kind)};`)
    .join(' ');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; events { worker_connections 256; }\nhttp { access_log off; ${temp}\n${site}\n}\n`,
  );
  const nginx = spawn(
    NGINX!,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    { stdio: 'ignore' },
  );
  await expect
    .poll(
      async () => (await fetch(`http://127.0.0.1:${port}/fr/`).catch(() => null))?.status ?? 0,
      { timeout: 15_000 },
    )
    .toBe(200);
  return {
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

async function postgresMissing(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL is not reachable at ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('two instances, one database', () => {
  test.setTimeout(120_000);

  const databaseName = `instances_${randomBytes(5).toString('hex')}`;
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${databaseName}`;
  const servers: ChildProcess[] = [];
  const base = (index: 0 | 1) => `http://127.0.0.1:${PORTS[index]}`;
  const db = () => openDatabase(databaseUrl.toString()).db;

  test.beforeAll(async () => {
    const missing = await postgresMissing();
    if (missing && process.env.CI === 'true')
      throw new Error(`${missing}: under CI=true the multi-instance test must run`);
    test.skip(missing !== null, missing ?? '');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    // the same secret and server-action key on every instance (docs/deployment.md)
    const shared = {
      ...process.env,
      ...E2E_SERVER_ENV,
      DATABASE_URL: databaseUrl.toString(),
      NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      // ten minutes: within this test only PostgreSQL's notice of a switch can make them follow
      DATA_POLL_MS: '600000',
    };
    for (const port of PORTS) {
      // `npm start`: the standalone server itself is the child, so a SIGTERM reaches it directly
      const env = { ...shared, SITE_URL: `http://127.0.0.1:${port}`, PORT: String(port) };
      servers.push(
        spawn(process.execPath, ['server/start.mjs'], { env, stdio: 'ignore', detached: true }),
      );
    }
    for (const index of [0, 1] as const) {
      await expect
        .poll(async () => (await fetch(`${base(index)}/fr/`).catch(() => null))?.status ?? 0, {
          timeout: 60_000,
          intervals: [500],
        })
        .toBe(200);
    }
  });

  test.afterAll(async () => {
    if (servers.length === 0) return;
    // the database can be dropped once no server holds a connection to it: wait for them to exit
    const running = servers.filter(
      (server) => server.pid && server.exitCode === null && server.signalCode === null,
    );
    const exited = running.map((server) => new Promise((resolve) => server.once('exit', resolve)));
    for (const server of running) process.kill(-server.pid!, 'SIGTERM');
    await Promise.all(exited);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  test('an owner who logs in on A is logged in on B, and logging out on B ends it on A', async ({
    page,
  }) => {
    const connection = db();
    const owner = await newOwner(
      'multi',
      [search('en', { goal: 'sale' }).items[3]!.id],
      'en',
      connection,
    );
    await connection.destroy();

    await logIn(page, owner.username, owner.password, 'en', base(0));
    await page.waitForURL(`${base(0)}${localizedPath('/owner-portal', 'en')}`);
    // cookies belong to the host, so the same browser sends the session to the other port
    await page.goto(`${base(1)}${localizedPath('/owner-portal', 'en')}`);
    await expect(page.getByTestId('portal-owner')).toContainText(owner.username);
    await page.getByTestId('logout').click();
    await page.waitForURL(`${base(1)}${localizedPath('/login', 'en')}?loggedOut=1`);
    await page.goto(`${base(0)}${localizedPath('/owner-portal', 'en')}`);
    await expect(page).toHaveURL(`${base(0)}${localizedPath('/login', 'en')}`);
  });

  test('a newsletter sign-up posted to A is stored once, with one mail queued', async ({
    page,
  }) => {
    const email = uniqueEmail('instances');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.0.7' });
    await page.goto(
      `${base(0)}${localizedPath('/newsletter', 'nl')}?email=${encodeURIComponent(email)}`,
    );
    await page.locator('input[name="consent"]').check();
    await afterFillTime(page);
    await page.getByTestId('form-newsletter').locator('button[type="submit"]').click();
    await page.waitForURL(/\/nl\/bedankt\//);
    const connection = db();
    const stored = await connection
      .selectFrom('submissions')
      .select(['id', 'payload'])
      .where('kind', '=', 'newsletter')
      .execute();
    const mine = stored.filter((row) => row.payload.includes(email));
    expect(mine).toHaveLength(1);
    // one confirmation queued for the sign-up (composed, to its address, when it is sent)
    const mails = await connection
      .selectFrom('outbox')
      .select('purpose')
      .where('submission_id', '=', mine[0]!.id)
      .execute();
    expect(mails.map((mail) => mail.purpose)).toEqual(['newsletter-confirmation']);
    await connection.destroy();
  });

  test('rate limits count across both instances, and views recorded on A count on B', async ({
    request,
  }) => {
    const listing = search('fr', { goal: 'rent' }).items[2]!.id;
    const send = (index: 0 | 1) =>
      request.post(`${base(index)}/api/views`, {
        data: { listingId: listing, kind: 'detail', referrer: '' },
        headers: { 'user-agent': BROWSER, 'x-forwarded-for': '198.18.0.9', origin: base(index) },
      });
    // 15 views to each instance by one visitor: the shared store counts them once (once a day)
    for (let round = 0; round < 15; round += 1) {
      expect((await send(0)).status()).toBe(204);
      expect((await send(1)).status()).toBe(204);
    }
    const connection = db();
    const rows = await connection
      .selectFrom('page_views')
      .select('count')
      .where('listing_id', '=', listing)
      .where('day', '=', brusselsDay(Date.now()))
      .execute();
    await connection.destroy();
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(1);
  });

  test('behind nginx (docs/deployment.md) requests reach both instances, and an owner logs in and stays in whichever answers', async ({
    page,
  }) => {
    const balancer = await startNginx(
      PORTS.map((port) => `127.0.0.1:${port}`),
      NGINX_PORT,
    );
    try {
      const front = `http://127.0.0.1:${NGINX_PORT}`;
      const upstreams = new Set<string>();
      for (let round = 0; round < 4; round += 1) {
        const response = await fetch(`${front}/fr/`);
        expect(response.status).toBe(200);
        upstreams.add(response.headers.get('x-upstream') ?? '');
      }
      expect([...upstreams].sort()).toEqual(PORTS.map((port) => `127.0.0.1:${port}`));

      const connection = db();
      const owner = await newOwner(
        'nginx',
        [search('fr', { goal: 'sale' }).items[4]!.id],
        'fr',
        connection,
      );
      await connection.destroy();

      const served = new Set<string>();
      page.on('response', (response) => {
        if (
          response.request().resourceType() === 'document' ||
          response.request().method() === 'POST'
        )
          served.add(response.headers()['x-upstream'] ?? '');
      });
      await logIn(page, owner.username, owner.password, 'fr', front);
      await page.waitForURL(`${front}${localizedPath('/owner-portal', 'fr')}`);
      for (let round = 0; round < 3; round += 1) {
        await page.reload();
        await expect(page.getByTestId('portal-owner')).toContainText(owner.username);
      }
      expect([...served].sort()).toEqual(PORTS.map((port) => `127.0.0.1:${port}`));
    } finally {
      await balancer.stop();
    }
  });

  // last: it stops instance B
  test('an import reaches both instances at once: the new price on A and on B, without waiting for their poll', async () => {
    const listing = search('en', { goal: 'sale', perPage: 60 }).items.find(
      (item) => !item.unavailable && item.price !== null && item.projectId === null,
    )!;
    const newPrice = Math.round(listing.price! * 0.96);
    const path = listingPath(listing.id, 'en');
    for (const index of [0, 1] as const)
      expect(await (await fetch(`${base(index)}${path}`)).text()).toContain(
        formatCurrency(listing.price!, 'en'),
      );
    const dir = mkdtempSync(join(tmpdir(), 'horizon-instances-import-'));
    try {
      const feed = JSON.parse(readFileSync(resolve('data/listings.json'), 'utf8')) as RawPayload;
      for (const record of feed.listings) if (record.ID === listing.id) record.Price = newPrice;
      writeFileSync(join(dir, 'feed.json'), JSON.stringify(feed));
      const run = await runImport(databaseUrl.toString(), join(dir, 'feed.json'));
      expect(run.status, run.stderr).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    for (const index of [0, 1] as const)
      await expect
        .poll(async () => (await fetch(`${base(index)}${path}`)).text(), {
          timeout: 20_000,
          intervals: [500],
        })
        .toContain(formatCurrency(newPrice, 'en'));
  });

  test('SIGTERM lets a request in flight finish: a slow login on B still logs the owner in, then B exits', async ({
    page,
  }) => {
    const connection = db();
    const owner = await newOwner('sigterm', [], 'en', connection);
    // earlier failures on the account: the next attempt waits LOGIN_LIMITS.accountDelayMs on the server
    for (let failure = 0; failure < LOGIN_LIMITS.accountFailuresBeforeDelay; failure += 1) {
      await hitRateLimit(connection, `login:owner:${owner.id}`, {
        limit: Number.MAX_SAFE_INTEGER,
        windowMs: LOGIN_LIMITS.accountWindowMs,
      });
    }
    await connection.destroy();

    const serverB = servers[1]!;
    const exited = new Promise<string>((resolve) =>
      serverB.once('exit', (code, signal) => resolve(`${code} ${signal}`)),
    );
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.0.11' });
    await page.goto(`${base(1)}${localizedPath('/login', 'en')}`);
    await page.locator('input[name="login"]').fill(owner.username);
    await page.locator('input[name="password"]').fill(owner.password);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('form-login').locator('button[type="submit"]').click();
    await posted;
    const sentAt = Date.now();
    process.kill(serverB.pid!, 'SIGTERM');

    const response = await answered;
    expect(response.status()).toBeLessThan(400);
    // the answer came after the server's deliberate wait, i.e. from a server already shutting down
    expect(Date.now() - sentAt).toBeGreaterThan(LOGIN_LIMITS.accountDelayMs / 2);
    expect(await response.headerValue('set-cookie')).toMatch(/horizon_owner=/);
    // Next.js closes the server, waits for what is in flight, then exits with 128 + 15 itself
    // (exit code 143, no signal): a process killed by the signal would report 'null SIGTERM'
    expect(await exited).toBe('143 null');
    // B takes no new connections; A goes on serving
    await expect(fetch(`${base(1)}/fr/`)).rejects.toThrow();
    expect((await fetch(`${base(0)}/fr/`)).status).toBe(200);
  });
});
