import { execFileSync } from 'node:child_process';
import { sealData } from 'iron-session';
import { previewToken } from '../lib/content/preview-link';
import { search } from '../lib/data';
import { ownerById } from '../lib/db/owners';
import { slotsHeld } from '../lib/db/visits';
import { addDays, todayInBrussels } from '../lib/forms/fields';
import { FLOW_REGISTRY } from '../lib/forms/flows';
import { visitToken } from '../lib/forms/visit-link';
import { purposeKey } from '../lib/security/signing';
import { brusselsDay } from '../lib/stats/calendar';
import en from '../messages/en.json';
import { E2E_SERVER_ENV } from '../playwright.config';
import { expect, openPage, test } from './support/fixtures';
import {
  afterFillTime,
  asNewVisitor,
  captchaSolved,
  mailTo,
  testDatabase,
  uniqueEmail,
} from './support/forms';
import { newOwner } from './support/owners';
import { localizedPath, PREVIEW_SLUGS } from './support/routes';

/**
 * Abuse that no single request shows (issue 33, items 8, 10 and 12): drafts read without a link,
 * owner statistics inflated by a loop, visit slots filled by a script.
 */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test.describe('draft previews need a signed link or an owner', () => {
  const draft = localizedPath('/preview/[slug]', 'fr', { slug: PREVIEW_SLUGS.fr });
  const key = purposeKey(E2E_SERVER_ENV.SESSION_SECRET, 'preview-link');

  test('without a valid link a draft answers the same 404 as a page that does not exist', async ({
    request,
  }) => {
    const future = Date.now() + 86_400_000;
    const missing = await request.get(
      localizedPath('/preview/[slug]', 'fr', { slug: 'no-such-draft' }),
    );
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('NEXT_HTTP_ERROR_FALLBACK;404');
    for (const query of [
      '',
      '?token=',
      `?token=${previewToken(key, PREVIEW_SLUGS.fr, Date.now() - 1000)}`,
      `?token=${previewToken(key, PREVIEW_SLUGS.nl, future)}`,
      `?token=${previewToken(purposeKey('some-other-secret-of-32-characters-at-least', 'preview-link'), PREVIEW_SLUGS.fr, future)}`,
      `?token=${previewToken(key, PREVIEW_SLUGS.fr, future).replace(/^\d+/, String(future + 1))}`,
      '?token=1.2&token=3.4',
    ]) {
      const response = await request.get(`${draft}${query}`);
      expect(response.status(), query).toBe(404);
      // the 404 of a slug that names nothing, with nothing of the draft: not its title, nor its text
      const html = await response.text();
      expect(html, query).toContain('NEXT_HTTP_ERROR_FALLBACK;404');
      expect(html, query).not.toContain('data-testid="preview"');
      expect(html.toLowerCase(), query).not.toContain('gestion locative');
    }
  });

  test('the link npm run preview-link prints opens the draft, privately and only for that page', async ({
    request,
    baseURL,
  }) => {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/preview-link.ts', PREVIEW_SLUGS.de, '--days', '1'],
      {
        env: { ...process.env, SESSION_SECRET: E2E_SERVER_ENV.SESSION_SECRET, SITE_URL: baseURL },
        encoding: 'utf8',
      },
    );
    const links = Object.fromEntries(
      output
        .split('\n')
        .map((line) => /^(en|nl|fr|de) (\S+)$/.exec(line))
        .filter((match) => match !== null)
        .map((match) => [match[1], new URL(match[2]!)]),
    );
    expect(Object.keys(links).sort()).toEqual(['de', 'en', 'fr', 'nl']);
    const fr = links.fr!;
    expect(fr.pathname).toBe(draft);
    const response = await request.get(`${fr.pathname}${fr.search}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('data-testid="preview"');
    expect(response.headers()['cache-control'] ?? '').not.toMatch(/public|s-maxage/);
    // the French link opens no other draft: its token on the Dutch page is refused
    const nl = links.nl!;
    expect((await request.get(`${nl.pathname}${fr.search}`)).status()).toBe(404);
    expect((await request.get(`${nl.pathname}${nl.search}`)).status()).toBe(200);
  });

  test('a logged-in owner reads drafts without a link; a forged session does not', async ({
    request,
  }) => {
    const db = await testDatabase();
    const owner = await newOwner('preview', []);
    const row = await ownerById(db, owner.id);
    await db.destroy();
    const password = purposeKey(E2E_SERVER_ENV.SESSION_SECRET, 'owner-session').toString('hex');
    const cookie = async (session: object) =>
      `horizon_owner=${await sealData(session, { password, ttl: 3600 })}`;
    const asOwner = await request.get(draft, {
      headers: { cookie: await cookie({ ownerId: owner.id, version: row!.session_version }) },
    });
    expect(asOwner.status()).toBe(200);
    expect(await asOwner.text()).toContain('data-testid="preview"');
    // an older session version (logged out since), and a seal made with another key
    const stale = await request.get(draft, {
      headers: { cookie: await cookie({ ownerId: owner.id, version: row!.session_version + 1 }) },
    });
    expect(stale.status()).toBe(404);
    const forged = await request.get(draft, {
      headers: {
        cookie: `horizon_owner=${await sealData({ ownerId: owner.id, version: row!.session_version }, { password: 'x'.repeat(64), ttl: 3600 })}`,
      },
    });
    expect(forged.status()).toBe(404);
  });
});

test.describe('the page-view beacon counts browsers, once per address and day', () => {
  test.describe.configure({ mode: 'serial' });
  // far down the list, where no other test opens its page (its views are counted here)
  const listing = search('en', { goal: 'sale', perPage: 48, page: 2 }).items.at(-1)!;

  async function detailViews(): Promise<number> {
    const db = await testDatabase();
    const rows = await db
      .selectFrom('page_views')
      .select('count')
      .where('listing_id', '=', listing.id)
      .where('day', '=', brusselsDay(Date.now()))
      .where('kind', '=', 'detail')
      .execute();
    await db.destroy();
    return rows.reduce((sum, row) => sum + row.count, 0);
  }

  test('a script saying same-origin without an origin, or mixing up Fetch Metadata, is refused and not counted', async ({
    request,
    baseURL,
  }) => {
    const before = await detailViews();
    const origin = new URL(baseURL!).origin;
    const data = JSON.stringify({ listingId: listing.id, kind: 'detail', referrer: '' });
    const post = (headers: Record<string, string>) =>
      request.post('/api/views', {
        data,
        headers: {
          'user-agent': BROWSER,
          'content-type': 'application/json',
          'x-forwarded-for': '192.0.2.140',
          ...headers,
        },
      });
    const shapes: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { origin, 'sec-fetch-site': 'same-origin' },
      {
        origin,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
      { origin, 'sec-fetch-site': 'none', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { origin, 'content-type': 'text/plain' },
      { origin: 'null' },
    ];
    for (const headers of shapes)
      expect((await post(headers)).status(), JSON.stringify(headers)).toBe(403);
    expect(await detailViews()).toBe(before);
  });

  test('a loop changing its browser string, or walking an IPv6 block, counts once a day', async ({
    request,
    baseURL,
  }) => {
    const before = await detailViews();
    const origin = new URL(baseURL!).origin;
    const data = JSON.stringify({ listingId: listing.id, kind: 'detail', referrer: '' });
    const beacon = (address: string, round: number) =>
      request.post('/api/views', {
        data,
        headers: {
          'user-agent': BROWSER.replace('131.0.0.0', `131.0.${round}.0`),
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'cors',
          'sec-fetch-dest': 'empty',
          'x-forwarded-for': address,
        },
      });
    for (let round = 0; round < 12; round += 1)
      expect((await beacon('192.0.2.141', round)).status()).toBe(204);
    for (let round = 0; round < 12; round += 1)
      expect((await beacon(`2001:db8:33:12::${round.toString(16)}`, round)).status()).toBe(204);
    await expect.poll(detailViews).toBe(before + 2);
    // another address is another viewer
    expect((await beacon('192.0.2.142', 0)).status()).toBe(204);
    await expect.poll(detailViews).toBe(before + 3);
  });
});

test.describe('a visit slot is held only through the link mailed to the visitor', () => {
  test.describe.configure({ timeout: 60_000 });
  const listing = search('en', { goal: 'rent' }).items.find((item) => !item.unavailable)!;
  const date = addDays(todayInBrussels(), 4);
  const slots = async () => {
    const db = await testDatabase();
    const held = await slotsHeld(db, listing.id, date);
    await db.destroy();
    return held;
  };
  const feedback = localizedPath('/feedback/[flow]', 'en', { flow: FLOW_REGISTRY.visit.feedback });

  test('a request holds nothing; its link holds the place once; the agency lists and releases it', async ({
    page,
  }) => {
    await asNewVisitor(page);
    const email = uniqueEmail('hold');
    await openPage(page, `${localizedPath('/contact', 'en')}?property=${listing.id}&request=visit`);
    await page.locator('#field-date').fill(date);
    await page.locator('input[name="slot"]').first().check();
    await page.locator('input[name="title"][value="ms"]').check();
    await page.locator('#field-firstName').fill('Anne');
    await page.locator('#field-lastName').fill('Peeters');
    await page.locator('#field-email').fill(email);
    await page.locator('#field-phone').fill('+32 470 12 34 56');
    await captchaSolved(page);
    await afterFillTime(page);
    await page
      .getByTestId('form-visit')
      .getByRole('button', { name: en.Forms.flows.visit.submit })
      .click();
    await expect(page.getByTestId('feedback')).toContainText(
      en.Feedback.flows['contact-appointment'].body,
    );
    expect(await slots()).toEqual({});

    const mail = await mailTo(email, en.Mail.confirmationSubject);
    const link = /https?:\/\/\S+\?confirm=[\w.-]+/.exec(mail.text)?.[0];
    expect(link, 'the confirmation mail carries the link').toBeDefined();
    const url = new URL(link!);
    expect(url.pathname).toBe(feedback);
    for (let click = 0; click < 2; click += 1) {
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en.Feedback.visitHold.held.title,
      );
    }
    expect(Object.values(await slots())).toEqual([1]);

    const cli = (...args: string[]) =>
      execFileSync('npm', ['run', '--silent', 'slots', '--', ...args], {
        env: { ...process.env, DATABASE_URL: E2E_SERVER_ENV.DATABASE_URL },
        encoding: 'utf8',
      });
    const line = cli('list', '--listing', String(listing.id))
      .split('\n')
      .find((row) => row.includes(date) && row.includes('held by visitor'));
    expect(line).toBeDefined();
    const id = /^#(\d+) /.exec(line!)![1]!;
    expect(cli('release', id)).toContain(`#${id} released`);
    expect(await slots()).toEqual({});
    // the released request's link cannot take the place back
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByTestId('feedback')).toHaveAttribute('data-visit-hold', 'notHeld');
    expect(await slots()).toEqual({});
  });

  test('a forged, altered or expired link holds nothing and answers a page, never an error', async ({
    request,
  }) => {
    const key = purposeKey(E2E_SERVER_ENV.SESSION_SECRET, 'visit-link');
    const other = purposeKey('some-other-secret-of-32-characters-at-least', 'visit-link');
    const future = Date.now() + 3_600_000;
    for (const token of [
      visitToken(other, 1, future),
      visitToken(key, 1, Date.now() - 1000),
      visitToken(key, 1, future).replace(/^1\./, '2.'),
      '1.2.3',
      'x'.repeat(5000),
    ]) {
      const response = await request.get(`${feedback}?confirm=${encodeURIComponent(token)}`);
      expect(response.status(), token.slice(0, 40)).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-visit-hold="notHeld"');
    }
    const twice = await request.get(`${feedback}?confirm=a&confirm=b`);
    expect(twice.status()).toBe(200);
  });
});
