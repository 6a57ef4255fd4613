import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { search } from '../lib/data';
import type { RawPayload } from '../lib/data/schema';
import {
  asOmnicasaProject,
  asOmnicasaProperty,
  asOmnicasaType,
} from '../tests/support/omnicasa-rows';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../tests/support/omnicasa-stand-in';
import { expect, test } from './support/fixtures';
import { startOwnServer, type OwnServer } from './support/own-server';
import { afterFillTime, captchaSolved, uniqueEmail } from './support/forms';
import { localizedPath } from './support/routes';
import { readSitemap } from './support/sitemap';

/*
 * docs/crm-omnicasa.md, end to end: a production server of its own (own database, CRM=omnicasa
 * pointing at a stand-in started here), so the suite's server and its tests are untouched. A
 * property only the stand-in has shows on the site after `npm run import -- --from omnicasa`;
 * a visit request sent on the site, while the stand-in answers HTTP 500, waits in the outbox
 * and arrives as ContactOnMe with the property's ObjectID after `npm run outbox -- --retry`.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 137;
const BASE = `http://127.0.0.1:${PORT}`;
const ONLY_IN_CRM = 990_037;
const IDS = { nl: 1, fr: 2, en: 3, de: 4 };

/**
 * A command-line tool of the site, run without blocking this process: the stand-in it calls
 * answers from this process's event loop.
 */
function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    // as package.json runs each command: the import and the outbox need React's server condition (server-only modules)
    const conditions = ['--conditions', 'react-server'];
    const child = spawn(process.execPath, [...conditions, '--import', 'tsx', script, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('error', fail);
    child.once('close', (status) => done({ status, stdout, stderr }));
  });
}

test.describe.configure({ mode: 'serial' });

test.describe('the agency site on an Omnicasa stand-in', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'horizon-crm-'));
  const database = `file:${join(dir, 'site.sqlite')}`;
  let server: OwnServer | null = null;
  let standIn: OmnicasaStandIn;
  let crmEnv: Record<string, string>;

  test.beforeAll(async () => {
    standIn = await startOmnicasaStandIn();
    type Row = Record<string, unknown>;
    const data = JSON.parse(readFileSync(resolve('data/listings.json'), 'utf8')) as RawPayload;
    const rows = data as unknown as Record<'listings' | 'projects' | 'webIDs', Row[]>;
    // a copy, under an id of its own, of a property for sale that takes visits
    const model = {
      ID: search('fr', { goal: 'sale' }).items.find((item) => !item.unavailable)!.id,
    };
    const byLanguage = (list: Row[], as: (row: Row) => Row, extra = false) =>
      new Map(
        Object.entries(IDS).map(([locale, id]) => [
          id,
          [
            ...list.filter((row) => row.language === locale).map(as),
            ...(extra
              ? list
                  .filter((row) => row.ID === model.ID && row.language === locale)
                  .map((row) => as({ ...structuredClone(row), ID: ONLY_IN_CRM }))
              : []),
          ],
        ]),
      );
    standIn.lists.set('GetPropertyList', byLanguage(rows.listings, asOmnicasaProperty, true));
    standIn.lists.set('GetProjectList', byLanguage(rows.projects, asOmnicasaProject));
    standIn.lists.set('GetWebIDList', byLanguage(rows.webIDs, asOmnicasaType));
    standIn.answer('ContactOnMe', () => null);
    crmEnv = {
      CRM: 'omnicasa',
      OMNICASA_URL: standIn.baseUrl,
      OMNICASA_CUSTOMER: STAND_IN_CUSTOMER.customerName,
      OMNICASA_PASSWORD: STAND_IN_CUSTOMER.customerPassword,
      OMNICASA_LANGUAGE_IDS: 'nl=1,fr=2,en=3,de=4',
    };
    server = await startOwnServer(PORT, {
      ...crmEnv,
      DATABASE_URL: database,
      DATA_POLL_MS: '1000',
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a property only the CRM has shows after the import; a visit request reaches the CRM, after an outage', async ({
    page,
  }) => {
    const tool = { ...crmEnv, DATABASE_URL: database };
    const run = await runScript('scripts/import.ts', ['--from', 'omnicasa'], tool);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain(`added: 1\n    ${ONLY_IN_CRM}`);

    // the running site follows the new version: the property is in its sitemap and has its page
    const loc = new RegExp(`<loc>(http[^<]*/${ONLY_IN_CRM}/)</loc>`);
    await expect
      .poll(async () => loc.exec((await readSitemap(BASE)).xml)?.[1] ?? '', {
        timeout: 20_000,
      })
      .not.toBe('');
    const sitemap = (await readSitemap(BASE)).xml;
    const detail = await fetch(loc.exec(sitemap)![1]!.replace(/^https?:\/\/[^/]+/, BASE));
    expect(detail.status).toBe(200);

    // the CRM down: the request is stored and answered; its call waits in the outbox
    standIn.failNext('ContactOnMe', { kind: 'http', status: 500 });
    const email = uniqueEmail('crm-visit');
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.137' });
    await page.goto(
      `${BASE}${localizedPath('/contact', 'fr')}?property=${ONLY_IN_CRM}&request=visit`,
    );
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('#field-date').fill(later);
    await page.locator('input[name="slot"]').nth(1).check();
    await page.locator('input[name="title"][value="ms"]').check();
    await page.locator('#field-firstName').fill('Anne');
    await page.locator('#field-lastName').fill('Peeters');
    await page.locator('#field-email').fill(email);
    await page.locator('#field-phone').fill('+32 470 12 34 56');
    await captchaSolved(page);
    await afterFillTime(page);
    await page.locator('form[data-testid^="form-"] button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr\/merci\/contact-appointment\//);
    const attempts = () =>
      standIn.calls.filter((call) => call.method === 'ContactOnMe' && call.params.Email === email);
    // the site's own delivery right after the request met the HTTP 500
    await expect.poll(() => attempts().length, { timeout: 20_000 }).toBe(1);
    const waiting = await runScript('scripts/outbox.ts', [], tool);
    expect(waiting.stdout).toMatch(
      /omnicasa ContactOnMe \(request \d+\).*: pending, attempt 1, .*last error: Omnicasa ContactOnMe: HTTP 500/,
    );

    // back: a retry delivers it, with the property and the visitor's fields
    const retried = await runScript('scripts/outbox.ts', ['--retry'], tool);
    expect(retried.stdout, retried.stderr).toContain('CRM calls 1 delivered, 0 failed');
    expect(attempts()).toHaveLength(2);
    expect(attempts()[1]!.params).toMatchObject({
      ObjectID: ONLY_IN_CRM,
      Name: 'Peeters',
      FirstName: 'Anne',
      PhoneNumber: '+32 470 12 34 56',
      LanguageId: 2,
    });
  });
});
