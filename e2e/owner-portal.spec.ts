import type { BrowserContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { allListings, search, type Listing } from '../lib/data';
import { formatCurrency } from '../lib/format/locale-format';
import { comparableListings, median, MIN_COMPARABLES, pricePerArea } from '../lib/stats/market';
import de from '../messages/de.json';
import fr from '../messages/fr.json';
import { hitRateLimit } from '../lib/db/rate-limits';
import { storeSubmission } from '../lib/db/submissions';
import { confirmAlert, createAlert } from '../lib/db/alerts';
import { storeDemand } from '../lib/db/requests';
import { addressKey } from '../lib/security/keys';
import { LOGIN_LIMITS } from '../lib/auth/login';
import { purposeKey } from '../lib/security/signing';
import { E2E_SERVER_ENV } from '../playwright.config';
import { parseCsv, readNumber } from '../tests/support/csv';
import { expect, openPage, test } from './support/fixtures';
import { asNewVisitor, mailTo, testDatabase, uniqueEmail } from './support/forms';
import { logIn, newOwner, portalPath } from './support/owners';
import { listingPath, localizedPath, type Locale } from './support/routes';

const MESSAGES = { fr, de } as const;

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const [mine, theirs] = search('en', { goal: 'sale' })
  .items.slice(5, 7)
  .map((listing) => listing.id) as [number, number];

/** LOGIN_FAILED in each language, written out here on purpose (not read from the message files). */
const LOGIN_FAILED: Record<Locale, RegExp> = {
  en: /The username or password are not correct\./,
  nl: /De gebruikersnaam of het wachtwoord is niet correct\./,
  fr: /E-mail et\/ou mot de passe incorrect\./,
  de: /Benutzername oder Passwort sind nicht korrekt\./,
};

const figure = async (page: Page, testId: string, inside = 'dd') =>
  Number((await page.getByTestId(testId).locator(inside).first().innerText()).replace(/\D/g, ''));
const detailViews = (page: Page) => figure(page, 'page-kinds', '[data-kind="detail"] strong');

test.describe('owner portal', () => {
  // logins hash and check passwords, and the rate-limit journeys meet the server's deliberate
  // delays: 10 to 20 s a test on a loaded 2-core machine
  test.describe.configure({ timeout: 60_000 });

  // one test per language (all four in one test needed 28 s of 30 under load), in English and
  // Dutch: the journeys below log in in French and German, the message's words are the catalogues'
  // (complete in all four: a unit test), and two more logins cost some 12 test-seconds on an idle
  // 2-core machine
  for (const locale of ['en', 'nl'] as const) {
    test(`a failed login says the one product message in ${locale}, for an unknown user and a wrong password alike`, async ({
      page,
    }) => {
      const owner = await newOwner('failing', [mine]);
      await asNewVisitor(page);
      for (const [login, password] of [
        [owner.username, 'not-the-password'],
        [`nobody-${owner.username}`, 'whatever-password'],
      ] as const) {
        await logIn(page, login, password, locale);
        await expect(page.getByTestId('form-banner')).toContainText(LOGIN_FAILED[locale]);
        // what was typed stays; the server never sends a password back
        await expect(page.locator('input[name="login"]')).toHaveValue(login);
        expect(await page.content()).not.toContain(password);
        expect(new URL(page.url()).pathname).toBe(localizedPath('/login', locale));
      }
    });
  }

  test('empty fields get translated errors at the fields', async ({ page }) => {
    await openPage(page, localizedPath('/login', 'de'));
    await page.getByTestId('form-login').locator('button[type="submit"]').click();
    await expect(page.locator('#field-login-error')).toHaveText(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await expect(page.locator('#field-password-error')).toHaveText(
      'Bitte füllen Sie dieses Feld aus.',
    );
    await expect(page.locator('#field-login')).toBeFocused();
  });

  test('an owner logs in, sees the figures of their property, and a visit elsewhere makes them rise', async ({
    page,
    browser,
  }) => {
    const owner = await newOwner('stats', [mine]);
    await asNewVisitor(page);
    await logIn(page, owner.email.toUpperCase(), owner.password);
    await expect(page).toHaveURL(new RegExp(`${portalPath('en')}$`));
    await expect(page.getByTestId('portal-owner')).toContainText(owner.username);
    await expect(page.getByTestId('portal-properties').locator('li')).toHaveCount(1);
    await page.getByTestId('portal-properties').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`${portalPath('en', mine)}$`));
    const before = {
      detail: await detailViews(page),
      today: await figure(page, 'visits-today'),
      total: await figure(page, 'visits-total'),
    };
    await expect(page.getByTestId('history').locator('[data-event="published"]')).toHaveCount(1);
    await expect(page.getByTestId('chart-table').locator('tbody tr')).toHaveCount(30);

    // somebody else opens the property page, coming from a search engine
    const visitor = await browser.newContext({
      userAgent: BROWSER,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.61' },
    });
    const visitorPage = await visitor.newPage();
    const beacon = visitorPage.waitForResponse((response) => response.url().endsWith('/api/views'));
    await visitorPage.goto(listingPath(mine, 'fr'), { referer: 'https://www.bing.com/' });
    expect((await beacon).status()).toBe(204);
    await visitor.close();

    // and a request arrives about it
    const db = await testDatabase();
    await storeSubmission(db, {
      kind: 'documents',
      locale: 'fr',
      listingId: mine,
      payload: { email: 'someone@example.be' },
    });
    await db.destroy();

    // the detail page counts once (its map may count as a map view too)
    await expect
      .poll(async () => {
        await page.reload();
        return detailViews(page);
      })
      .toBe(before.detail + 1);
    expect(await figure(page, 'visits-today')).toBeGreaterThanOrEqual(before.today + 1);
    expect(await figure(page, 'visits-total')).toBeGreaterThanOrEqual(before.total + 1);
    await expect(
      page.getByTestId('sources').locator('[data-source="search"] strong'),
    ).not.toHaveText('0');
    await expect(
      page.getByTestId('communications').locator('[data-kind="documents"]'),
    ).toContainText('1');
    await expect(
      page.getByTestId('history').locator('[data-event="request"]').first(),
    ).toBeVisible();
    // the owner sees that a request came, never who sent it
    await expect(page.locator('body')).not.toContainText('someone@example.be');
    // the chart is drawn (loaded after the page)
    await expect(page.locator('.recharts-surface')).toBeVisible();
  });

  test('logout ends the session: the old cookie no longer opens the portal', async ({
    page,
    browser,
  }) => {
    const owner = await newOwner('logout', [mine]);
    await asNewVisitor(page);
    await logIn(page, owner.username, owner.password, 'fr');
    await expect(page).toHaveURL(new RegExp(`${portalPath('fr')}$`));
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'horizon_owner');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/fr\/connexion\/\?loggedOut=1$/);
    await expect(page.getByTestId('account-status')).toBeVisible();

    const copy: BrowserContext = await browser.newContext();
    await copy.addCookies(cookies);
    const copyPage = await copy.newPage();
    await copyPage.goto(portalPath('fr', mine));
    await expect(copyPage).toHaveURL(/\/fr\/connexion\/$/);
    await expect(copyPage.getByTestId('form-login')).toBeVisible();
    await copy.close();
  });

  test("another owner's property, or one that does not exist, is a 404", async ({ page }) => {
    const owner = await newOwner('mine', [mine]);
    await newOwner('theirs', [theirs]);
    await asNewVisitor(page);
    await logIn(page, owner.username, owner.password);
    await expect(page).toHaveURL(new RegExp(`${portalPath('en')}$`));
    for (const id of [theirs, 99999999]) {
      const response = await page.goto(portalPath('en', id));
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('owner-dashboard')).toHaveCount(0);
      await expect(page.getByTestId('not-found')).toBeVisible();
    }
    expect((await page.goto(portalPath('en', mine)))?.status()).toBe(200);
  });

  test('without a session the portal leads to the login', async ({ page }) => {
    await page.goto(portalPath('nl'));
    await expect(page).toHaveURL(/\/nl\/login\/$/);
  });

  test('forgot password: the same answer for any address, a mail with a link that works once', async ({
    page,
  }) => {
    const owner = await newOwner('forgot', [mine], 'de');
    await asNewVisitor(page);
    for (const email of [uniqueEmail('unknown-owner'), owner.email]) {
      await openPage(page, localizedPath('/login', 'en'));
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByTestId('form-forgot').locator('input[name="email"]').fill(email);
      await page.getByTestId('form-forgot').locator('button[type="submit"]').click();
      await expect(page.getByTestId('account-status')).toHaveText(
        /If an owner account uses this address/,
      );
    }
    // in the owner's language, with a link, never a password
    const mail = await mailTo(owner.email);
    expect(mail.subject).toBe('Neues Passwort wählen');
    expect(mail.text).not.toContain(owner.password);
    const link = mail.text.match(/https?:\/\/\S+\?reset=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).pathname).toBe('/de/anmelden/');

    await page.goto(link!);
    const form = page.getByTestId('form-reset');
    await form.locator('input[name="password"]').fill('a new password 2026');
    await form.locator('input[name="confirmation"]').fill('a new password 2025');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('#field-confirmation-error')).toHaveText(
      'Passwort und Bestätigung stimmen nicht überein.',
    );
    await form.locator('input[name="confirmation"]').fill('a new password 2026');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de\/anmelden\/\?changed=1$/);

    await logIn(page, owner.username, owner.password, 'de');
    await expect(page.getByTestId('form-banner')).toContainText(LOGIN_FAILED.de);
    await logIn(page, owner.username, 'a new password 2026', 'de');
    await expect(page).toHaveURL(new RegExp(`${portalPath('de')}$`));

    // the link is used up
    await page.goto(link!);
    await expect(page.getByTestId('account-status')).toHaveText(
      /abgelaufen oder wurde bereits verwendet/,
    );
    await expect(page.getByTestId('form-reset')).toHaveCount(0);
  });

  test('rate limits: an address that tried too often is stopped, an owner is slowed but never locked out', async ({
    page,
  }) => {
    const owner = await newOwner('limited', [mine]);
    // this address has already made every attempt it is allowed in the window
    const address = await asNewVisitor(page);
    const db = await testDatabase();
    const key = `login:address:${addressKey(address, purposeKey(E2E_SERVER_ENV.SESSION_SECRET, 'rate-limit-address'))}`;
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAddress.limit; attempt += 1)
      await hitRateLimit(db, key, LOGIN_LIMITS.perAddress);
    await db.destroy();
    await logIn(page, owner.username, owner.password, 'fr');
    await expect(page.getByTestId('form-banner')).toContainText(
      /Trop de tentatives de connexion.*Réessayez dans \d+ minutes?/,
    );
    await expect(page).toHaveURL(/\/fr\/connexion\/$/);

    // failures on the account from many addresses: each further attempt waits, but the owner gets in
    for (let attempt = 0; attempt < LOGIN_LIMITS.accountFailuresBeforeDelay; attempt += 1) {
      await asNewVisitor(page);
      await logIn(page, owner.username, `wrong-${attempt}`);
      await expect(page.getByTestId('form-banner')).toContainText(LOGIN_FAILED.en);
    }
    await asNewVisitor(page);
    const started = Date.now();
    await logIn(page, owner.username, owner.password);
    await expect(page).toHaveURL(new RegExp(`${portalPath('en')}$`));
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.accountDelayMs);
  });
});

test.describe('owner portal: against the market, and the report', () => {
  test.describe.configure({ timeout: 60_000 });
  const listings = allListings('fr');
  const withMarket = listings.find(
    (listing) =>
      !listing.unavailable &&
      pricePerArea(listing) !== null &&
      comparableListings(listing, listings).length >= MIN_COMPARABLES,
  )!;
  const withFew = listings.find(
    (listing) =>
      !listing.unavailable &&
      listing.price !== null &&
      listing.region !== null &&
      comparableListings(listing, listings).length < MIN_COMPARABLES,
  )!;
  const comparables = comparableListings(withMarket, listings);
  const medianPerArea = median(
    comparables.map(pricePerArea).filter((value): value is number => value !== null),
  )!;

  for (const locale of ['fr', 'de'] as const) {
    test(`an owner reads the comparison and downloads the figures, in ${locale}`, async ({
      page,
    }) => {
      const market = MESSAGES[locale].Owner.stats.market;
      const owner = await newOwner('market', [withMarket.id, withFew.id], locale);
      await asNewVisitor(page);
      await logIn(page, owner.username, owner.password, locale);
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale)}$`));

      await openPage(page, portalPath(locale, withMarket.id));
      const section = page.getByTestId('market');
      await expect(section).toHaveAttribute('data-state', 'compared');
      await expect(section.getByRole('heading', { name: market.title })).toBeVisible();
      // the comparison names how many listings it rests on
      await expect(section.locator('[data-count]')).toHaveAttribute(
        'data-count',
        String(comparables.length),
      );
      await expect(section.locator('[data-count]')).toContainText(String(comparables.length));
      const perArea = section.locator('[data-row="pricePerArea"]');
      await expect(perArea.locator('th')).toHaveText(market.rows.pricePerArea);
      await expect(perArea.locator('[data-value="property"]')).toHaveText(
        formatCurrency(pricePerArea(withMarket)!, locale),
      );
      await expect(perArea.locator('[data-value="median"]')).toHaveText(
        formatCurrency(medianPerArea, locale),
      );

      // the figures as CSV: the owner's words, the same numbers in every language
      const download = page.waitForEvent('download');
      await page.getByTestId('report-csv').click();
      const file = await (await download).path();
      const csv = readFileSync(file, 'utf8');
      // what Belgian Excel opens in columns (issue 35 › 13): a BOM, semicolons, decimal commas
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const rows = parseCsv(csv, ';');
      const words = MESSAGES[locale].Owner;
      expect(rows[0]).toEqual(Object.values(words.report.csv));
      expect(rows.filter(([section]) => section === words.stats.chart)).toHaveLength(30);
      const medianRow = rows.find(
        ([section, item]) =>
          section === words.stats.market.title &&
          item === words.report.median.replace('{figure}', market.rows.pricePerArea),
      );
      expect(readNumber(medianRow![2]!, ',')).toBe(Math.round(medianPerArea * 100) / 100);
      expect(rows).toContainEqual([
        words.stats.market.title,
        words.report.count,
        String(comparables.length),
      ]);

      // a property with too few like it says so, with how many there are
      await openPage(page, portalPath(locale, withFew.id));
      await expect(page.getByTestId('market')).toHaveAttribute('data-state', 'too-few');
      await expect(page.getByTestId('market-table')).toHaveCount(0);
    });
  }

  test('the CSV is for the owner only', async ({ page }) => {
    const owner = await newOwner('csv', [withMarket.id]);
    const csv = (id: number) => page.request.get(`/api/owner-report/${id}?locale=en`);
    expect((await csv(withMarket.id)).status()).toBe(401);
    await asNewVisitor(page);
    await logIn(page, owner.username, owner.password);
    await expect(page).toHaveURL(new RegExp(`${portalPath('en')}$`));
    expect((await csv(withMarket.id)).status()).toBe(200);
    expect((await csv(withFew.id)).status()).toBe(404);
    expect((await page.request.get(`/api/owner-report/1e3?locale=en`)).status()).toBe(404);
    expect((await page.request.get(`/api/owner-report/${withMarket.id}?locale=xx`)).status()).toBe(
      400,
    );
  });
});

test.describe('owner portal: demand, price history and the monthly report', () => {
  test.describe.configure({ timeout: 60_000 });
  const listings = allListings('fr');
  // properties on offer whose price changed, with a price, a type, a city and bedrooms to match
  // on: one per test (in other postcodes), so that one test's seeded demand never counts in another
  const candidates = listings.filter(
    (listing) =>
      !listing.unavailable &&
      listing.goal === 'sale' &&
      listing.price !== null &&
      listing.rooms.bedrooms !== null &&
      listing.priceHistory.length > 0,
  );
  const first = candidates[0]!;
  const PROPERTIES = {
    fr: first,
    de: candidates.find((listing) => listing.place.zip !== first.place.zip)!,
  };

  /** One registration and one confirmed alert that match, and one registration over its budget that does not. */
  async function seedDemand(property: Listing) {
    const zone = `${property.place.city}|${property.place.zip}`;
    const db = await testDatabase();
    const now = Date.now();
    for (const priceMax of [property.price! + 10_000, property.price! - 1]) {
      const submissionId = await storeSubmission(db, {
        kind: 'demand',
        locale: 'nl',
        payload: { email: 'seeker@example.be' },
      });
      await storeDemand(
        db,
        {
          submissionId,
          goal: 'sale',
          types: [property.typeId],
          zones: [zone],
          minRooms: property.rooms.bedrooms,
          priceMin: null,
          priceMax,
        },
        now,
      );
    }
    const alert = await createAlert(
      db,
      {
        email: 'alert-seeker@example.be',
        locale: 'de',
        goal: 'sale',
        query: JSON.stringify({ city: [zone] }),
        frequency: 'weekly',
      },
      now,
    );
    await confirmAlert(db, alert, now, now);
    await db.destroy();
  }

  const demandCount = async (page: Page, testId: string) =>
    Number((await page.getByTestId(testId).locator('dd').innerText()).replace(/\D/g, ''));

  for (const locale of ['fr', 'de'] as const) {
    test(`an owner reads the demand for the property and its price history, and asks for the monthly report, in ${locale}`, async ({
      page,
    }) => {
      const words = MESSAGES[locale].Owner;
      const property = PROPERTIES[locale];
      const change = property.priceHistory[property.priceHistory.length - 1]!;
      const owner = await newOwner('demand', [property.id], locale === 'fr' ? 'en' : 'nl');
      await asNewVisitor(page);
      await logIn(page, owner.username, owner.password, locale);
      await expect(page).toHaveURL(new RegExp(`${portalPath(locale)}$`));

      await openPage(page, portalPath(locale, property.id));
      const demand = page.getByTestId('demand');
      await expect(demand.getByRole('heading', { name: words.stats.demand.title })).toBeVisible();
      await expect(page.getByTestId('demand-history').locator('tbody tr')).toHaveCount(12);
      const before = {
        total: await demandCount(page, 'demand-now'),
        register: await demandCount(page, 'demand-register'),
        alert: await demandCount(page, 'demand-alert'),
      };

      await seedDemand(property);
      await page.reload();
      await expect(page.getByTestId('demand-now')).toHaveAttribute(
        'data-count',
        String(before.total + 2),
      );
      expect(await demandCount(page, 'demand-register')).toBe(before.register + 1);
      expect(await demandCount(page, 'demand-alert')).toBe(before.alert + 1);
      // this week's row of the history counts them too; nobody's address is shown
      await expect(page.getByTestId('demand-history').locator('tbody tr').first()).toHaveAttribute(
        'data-total',
        String(before.total + 2),
      );
      await expect(page.locator('body')).not.toContainText('seeker@example.be');

      // the price change: in the history, and with its effect on visits and requests
      const changes = page.getByTestId('price-changes');
      await expect(changes.locator('caption')).toHaveText(words.stats.prices.title);
      const row = changes.locator(`tr[data-date="${change.date}"]`);
      await expect(row.locator('td[data-price]')).toHaveAttribute(
        'data-price',
        String(change.price),
      );
      await expect(row.locator('td[data-price]')).toHaveText(
        words.stats.prices.fromTo
          .replace('{previous}', formatCurrency(change.previous, locale))
          .replace('{price}', formatCurrency(change.price, locale)),
      );
      await expect(row.locator('td[data-value="views"]')).toContainText('/');
      await expect(page.getByTestId('history').locator('[data-event="price"]').first()).toHaveText(
        new RegExp(formatCurrency(change.price, locale).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
      // the chart's table has the requests beside the visits, day by day
      const table = page.getByTestId('chart-table');
      await expect(table.locator('thead th')).toHaveText([
        words.stats.day,
        words.stats.visits,
        words.stats.requests,
        words.stats.priceChange,
      ]);

      // the monthly report: off by default, on in this language once ticked
      await openPage(page, portalPath(locale));
      const settings = page.getByTestId('report-settings');
      const box = settings.getByRole('checkbox', { name: words.settings.label });
      await expect(box).not.toBeChecked();
      await box.check();
      await settings.getByRole('button', { name: words.settings.save }).click();
      await expect(page.getByTestId('report-saved')).toHaveText(words.settings.on);
      await expect(page.getByTestId('report-settings').getByRole('checkbox')).toBeChecked();
      const db = await testDatabase();
      const saved = await db
        .selectFrom('owners')
        .select(['report_since', 'report_locale'])
        .where('id', '=', owner.id)
        .executeTakeFirstOrThrow();
      await db.destroy();
      expect(saved.report_since).toBeGreaterThan(Date.now() - 5 * 60_000);
      expect(saved.report_locale).toBe(locale);
    });
  }
});
