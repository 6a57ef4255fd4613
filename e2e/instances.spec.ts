import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { search } from '../lib/data';
import { brusselsDay } from '../lib/stats/calendar';
import { openDatabase } from '../lib/db/connection';
import { E2E_SERVER_ENV } from '../playwright.config';
import { expect, test } from './support/fixtures';
import { uniqueEmail } from './support/forms';
import { localizedPath } from './support/routes';
import { hashPassword } from '../lib/auth/password';
import { createOwner, linkProperty } from '../lib/db/owners';

/*
 * Two production instances on two ports against one PostgreSQL database (README › Deployment):
 * sessions, forms, rate limits and statistics work whichever instance serves a request.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORTS = [3211, 3212] as const;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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
    if (missing && process.env.CI === 'true') throw new Error(`${missing}: under CI=true the multi-instance test must run`);
    test.skip(missing !== null, missing ?? '');
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    // the same secret and server-action key on every instance (README › Deployment)
    const shared = { ...process.env, ...E2E_SERVER_ENV, DATABASE_URL: databaseUrl.toString(), NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString('base64') };
    for (const port of PORTS) {
      servers.push(spawn('npx', ['next', 'start', '-p', String(port)], { env: { ...shared, SITE_URL: `http://127.0.0.1:${port}` }, stdio: 'ignore', detached: true }));
    }
    for (const index of [0, 1] as const) {
      await expect.poll(async () => (await fetch(`${base(index)}/fr/`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [500] }).toBe(200);
    }
  });

  test.afterAll(async () => {
    if (servers.length === 0) return;
    for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  test('an owner who logs in on A is logged in on B, and logging out on B ends it on A', async ({ page }) => {
    const listing = search('en', { goal: 'sale' }).items[3]!.id;
    const connection = db();
    const password = `pw-${randomBytes(8).toString('hex')}`;
    const id = await createOwner(connection, { username: `multi-${randomBytes(3).toString('hex')}`, email: uniqueEmail('multi'), passwordHash: await hashPassword(password), language: 'en' });
    await linkProperty(connection, id, listing);
    const owner = await connection.selectFrom('owners').select('username').where('id', '=', id).executeTakeFirstOrThrow();
    await connection.destroy();

    await page.goto(`${base(0)}${localizedPath('/login', 'en')}`);
    await page.locator('input[name="login"]').fill(owner.username);
    await page.locator('input[name="password"]').fill(password);
    await page.getByTestId('form-login').locator('button[type="submit"]').click();
    await page.waitForURL(`${base(0)}${localizedPath('/owner-portal', 'en')}`);
    // cookies belong to the host, so the same browser sends the session to the other port
    await page.goto(`${base(1)}${localizedPath('/owner-portal', 'en')}`);
    await expect(page.getByTestId('portal-owner')).toContainText(owner.username);
    await page.getByTestId('logout').click();
    await page.waitForURL(`${base(1)}${localizedPath('/login', 'en')}?loggedOut=1`);
    await page.goto(`${base(0)}${localizedPath('/owner-portal', 'en')}`);
    await expect(page).toHaveURL(`${base(0)}${localizedPath('/login', 'en')}`);
  });

  test('a newsletter sign-up posted to A is stored once, with one mail queued', async ({ page }) => {
    const email = uniqueEmail('instances');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.18.0.7' });
    await page.goto(`${base(0)}${localizedPath('/newsletter', 'nl')}?email=${encodeURIComponent(email)}`);
    await page.locator('input[name="consent"]').check();
    await page.waitForTimeout(2600);
    await page.getByTestId('form-newsletter').locator('button[type="submit"]').click();
    await page.waitForURL(/\/nl\/bedankt\//);
    const connection = db();
    const stored = await connection.selectFrom('submissions').select(['id', 'payload']).where('kind', '=', 'newsletter').execute();
    const mine = stored.filter((row) => row.payload.includes(email));
    expect(mine).toHaveLength(1);
    const mails = await connection.selectFrom('outbox').select('recipient').where('submission_id', '=', mine[0]!.id).execute();
    expect(mails.map((mail) => mail.recipient)).toEqual([email]);
    await connection.destroy();
  });

  test('rate limits count across both instances, and views recorded on A count on B', async ({ request }) => {
    const listing = search('fr', { goal: 'rent' }).items[2]!.id;
    const send = (index: 0 | 1) =>
      request.post(`${base(index)}/api/views`, { data: { listingId: listing, kind: 'detail', referrer: '' }, headers: { 'user-agent': BROWSER, 'x-forwarded-for': '198.18.0.9', origin: base(index) } });
    // 15 views to each instance from one address: the shared limit (20 an hour) keeps 20
    for (let round = 0; round < 15; round += 1) {
      expect((await send(0)).status()).toBe(204);
      expect((await send(1)).status()).toBe(204);
    }
    const connection = db();
    const rows = await connection.selectFrom('page_views').select('count').where('listing_id', '=', listing).where('day', '=', brusselsDay(Date.now())).execute();
    await connection.destroy();
    expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(20);
  });
});
