import { execFileSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { listCities } from '../lib/data';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { E2E_SERVER_ENV } from '../playwright.config';
import { axeViolations } from './support/axe';
import { expect, openPage, test } from './support/fixtures';
import { asNewVisitor, mailTo, uniqueEmail, type SinkMail } from './support/forms';
import { localizedPath, type Locale } from './support/routes';

/*
 * Search alerts (docs/search-alerts.md): "Alert me" on a list → the alert page with the search →
 * the confirmation mail (double opt-in, with RFC 8058 headers) → confirmed → the one-click
 * unsubscribe a mail client POSTs, and the unsubscribe page's button; with JavaScript and without.
 */

const MESSAGES = { en, nl, fr, de } as const;
const LOCALES: Locale[] = ['en', 'nl', 'fr', 'de'];

function listWithCity(locale: Locale): { path: string; city: string } {
  const city = listCities(locale, 'sale').find((item) => item.saleCount > 0)!;
  const value = `${city.name}|${city.zip}`;
  return {
    path: `${localizedPath('/for-sale', locale)}?${new URLSearchParams({ city: value, min: '100000' })}`,
    city: city.name,
  };
}

/** The link of a mail whose address carries `name=` (confirm, unsubscribe, manage). */
function linkIn(mail: SinkMail, name: string): string {
  const found = new RegExp(`https?://\\S+[?&]${name}=[^\\s<>"]+`).exec(mail.text);
  if (!found) throw new Error(`no ${name} link in the mail`);
  return new URL(found[0]).pathname + new URL(found[0]).search;
}

async function subscribe(page: Page, locale: Locale, email: string) {
  const t = MESSAGES[locale].Alerts;
  const { path, city } = listWithCity(locale);
  await page.goto(path);
  await page.getByTestId('alert-me').click();
  await expect(page.getByTestId('alert-search')).toContainText(city);
  await page.locator('#alert-email').fill(email);
  await page.getByLabel(t.frequency.instant).check();
  await page.locator('#alert-consent').check();
  await page.getByTestId('alert-submit').click();
  await expect(page.getByTestId('alert-status')).toHaveText(t.page.done.check);
}

async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test.describe('search alerts', () => {
  test.describe.configure({ timeout: 60_000 });

  // in English and German; French and Dutch take the same steps without JavaScript below (two
  // more languages here cost some 12 test-seconds on an idle 2-core machine)
  for (const locale of ['en', 'de'] as Locale[]) {
    test(`subscribe, confirm, mail, one-click unsubscribe (${locale})`, async ({
      page,
      request,
    }) => {
      const t = MESSAGES[locale].Alerts;
      await asNewVisitor(page);
      const email = uniqueEmail(`alert-${locale}`);
      await subscribe(page, locale, email);

      const confirmation = await mailTo(email, t.mail.confirmSubject);
      expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      await openPage(page, linkIn(confirmation, 'confirm'));
      await expect(page.getByTestId('alert-status')).toContainText(t.frequency.instant);

      // the manage page lists the alert of this address
      await page.getByTestId('alert-manage-link').click();
      await expect(page.getByTestId('managed-alert')).toHaveCount(1);

      // a GET of the one-click address changes nothing; the mail client's POST unsubscribes, without cookie or origin
      const oneClick = /^<(.+)>$/.exec(confirmation.headers['list-unsubscribe']!)![1]!;
      expect(new URL(oneClick).pathname).toBe('/api/alerts/unsubscribe/');
      expect((await request.get(oneClick)).status()).toBe(405);
      const bad = new URL(oneClick);
      bad.searchParams.set('token', `${bad.searchParams.get('token')}x`);
      expect(
        (
          await request.post(bad.toString(), { form: { 'List-Unsubscribe': 'One-Click' } })
        ).status(),
      ).toBe(404);
      const done = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
      expect(done.status()).toBe(200);

      await page.reload();
      await expect(page.getByText(t.page.none)).toBeVisible();
      await openPage(page, linkIn(confirmation, 'unsubscribe'));
      await expect(page.getByTestId('alert-status')).toHaveText(t.page.unsubscribed);
    });
  }

  for (const locale of ['fr', 'nl'] as Locale[]) {
    test(`works without JavaScript: errors at the fields, the unsubscribe page's button (${locale})`, async ({
      browser,
    }) => {
      const t = MESSAGES[locale].Alerts;
      const { context, page } = await withoutJavaScript(browser);
      await asNewVisitor(page);
      const { path } = listWithCity(locale);
      await page.goto(path);
      await page.getByTestId('alert-me').click();
      await page.getByTestId('alert-submit').click();
      await expect(page.locator('#alert-email-error')).toHaveText(t.errors.required);
      await expect(page.locator('#alert-consent-error')).toHaveText(t.errors.consent);
      await expect(page.locator('#alert-email')).toHaveAttribute('aria-invalid', 'true');

      const email = uniqueEmail(`alert-nojs-${locale}`);
      await subscribe(page, locale, email);
      const confirmation = await mailTo(email, t.mail.confirmSubject);
      await page.goto(linkIn(confirmation, 'confirm'));
      await expect(page.getByTestId('alert-status')).toContainText(t.frequency.instant);
      // a scanner's GET of the unsubscribe link only shows the question
      await page.goto(linkIn(confirmation, 'unsubscribe'));
      await expect(page.getByTestId('alert-unsubscribe')).toBeVisible();
      await page.goto(linkIn(confirmation, 'unsubscribe'));
      await page.getByRole('button', { name: t.page.unsubscribe, exact: true }).click();
      await expect(page.getByTestId('alert-status')).toHaveText(t.page.done.unsubscribed);
      await context.close();
    });
  }

  test('the alert page and the list with its link are accessible, at 390 and 1280 px', async ({
    page,
  }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { path } = listWithCity('en');
      await openPage(page, path);
      const link = page.getByTestId('alert-me');
      const box = (await link.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `test-results/alerts-list-${width}.png`, fullPage: false });
      await link.click();
      await page.getByTestId('alert-submit').click();
      await expect(page.locator('#alert-email-error')).toBeVisible();
      // the search stays whole through the error round trip, and the page has its title again
      expect(new URL(page.url()).searchParams.get('goal')).toBe('sale');
      await expect(page).toHaveTitle(/\S/);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `test-results/alerts-form-${width}.png`, fullPage: true });
    }
  });

  test('a manage link of an older mail (the address in base64) answers clearly, never a 5xx (issue 35 › 9)', async ({
    request,
  }) => {
    const address = Buffer.from('ana@example.be').toString('base64url');
    for (const locale of LOCALES) {
      const t = MESSAGES[locale].Alerts.page;
      for (const manage of [`${address}.c2lnbmF0dXJl`, `${address}.`, '12.forged', '%00']) {
        const response = await request.get(
          `${localizedPath('/search-alert', locale)}?manage=${manage}`,
        );
        expect(response.status(), manage).toBe(200);
        const html = await response.text();
        expect(html).toContain(t.invalid);
        expect(html).toContain(t.invalidHelp.replaceAll("'", '&#x27;').split(':')[0]!.slice(0, 30));
      }
    }
  });

  test('npm run alerts runs against the site database', () => {
    const output = execFileSync('npm', ['run', '--silent', 'alerts'], {
      env: { ...process.env, ...E2E_SERVER_ENV },
      encoding: 'utf8',
    });
    expect(output).toMatch(
      /alerts: \d+ alert\(s\) due, \d+ listing\(s\) reported in \d+ mail\(s\)/,
    );
  });
});
