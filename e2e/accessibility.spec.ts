import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, openPage, test } from './support/fixtures';
import { asNewVisitor } from './support/forms';
import { logIn, newOwner, portalPath } from './support/owners';
import { LOCALES, localizedPath, pageCases, type Locale } from './support/routes';
import { search } from '../lib/data';

/*
 * axe runs every rule in the page and each of its frames: one page takes a few seconds on a loaded
 * 2-core machine, so each test here (one or two pages) gets 90 s rather than the suite's 30 s.
 */
test.describe.configure({ timeout: 90_000 });

async function expectNoViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/*
 * Pages checked here at 390 px, each in one language (the page-type sweep below checks them at
 * 1280 px; the home page and the list at 390 px are browsing.spec.ts's, with the detail page and a
 * project). Two languages a page here cost some 25 test-seconds on an idle 2-core machine for
 * checks that repeated each other: the languages share every element and colour.
 */
const PAGES: { name: string; locale: Locale; path: (locale: Locale) => string }[] = [
  {
    name: 'a thank-you page',
    locale: 'fr',
    path: (locale) => localizedPath('/feedback/[flow]', locale, { flow: 'site-contact' }),
  },
  { name: 'the 404 page', locale: 'de', path: (locale) => `/${locale}/no-such-page-${locale}/` },
  { name: 'the owner login', locale: 'nl', path: (locale) => localizedPath('/login', locale) },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });

    // at 1280 px (the suite's viewport) the sweep below checks these pages, the 404 page aside
    for (const { name, path, locale: pageLocale } of PAGES.filter(
      ({ name }) => viewport.width < 1280 || name === 'the 404 page',
    )) {
      const locale = viewport.width < 1280 ? pageLocale : 'en';
      test(`axe finds no violations on ${name} in ${locale} (${path(locale)})`, async ({
        page,
      }) => {
        await openPage(page, path(locale));
        await expectNoViolations(page);
      });
    }
  });
}

test.describe('accessibility of the open drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const locale of ['en', 'de'] as const) {
    test(`axe finds no violations with the drawer open in ${locale}`, async ({ page }) => {
      await openPage(page, localizedPath('/for-rent', locale));
      await page.getByTestId('drawer-open').click();
      await expect(page.getByTestId('drawer')).toBeVisible();
      // The slide-in animation must be over, or colours are measured mid-transition.
      await expect
        .poll(() => page.getByTestId('drawer').evaluate((drawer) => drawer.getAnimations().length))
        .toBe(0);
      await expectNoViolations(page);
    });
  }
});

test.describe('accessibility of the scrolled header', () => {
  test('axe finds no violations on the home page with the header fixed', async ({ page }) => {
    await openPage(page, '/nl/');
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() =>
        page
          .getByTestId('site-header')
          .evaluate((header) => getComputedStyle(header).backgroundColor),
      )
      .toBe('rgb(255, 255, 255)');
    await expectNoViolations(page);
  });
});

test.describe('accessibility of the owner portal', () => {
  for (const viewport of WIDTHS) {
    test(`axe finds no violations on a property's statistics at ${viewport.width} px, chart and table included`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const listing = search('fr', { goal: 'rent' }).items[0]!.id;
      const owner = await newOwner('axe', [listing], 'fr');
      await asNewVisitor(page);
      await logIn(page, owner.username, owner.password, 'fr');
      await page.waitForURL(`**${portalPath('fr')}`);
      // after the login action's redirect Next.js sets the new page's title a moment later: axe
      // found none once in a loaded run
      await expect(page).toHaveTitle(/\S/);
      await expectNoViolations(page);
      await openPage(page, portalPath('fr', listing));
      await page.locator('.recharts-surface').waitFor();
      await page.getByText('Les chiffres du graphique, jour par jour').click();
      await expectNoViolations(page);
    });
  }
});

/*
 * One test per page type: a sweep of every page of a language in one test took about two minutes
 * on a loaded 2-core machine (its whole timeout); one page opened and checked takes a few seconds.
 * Each page type is checked in one language, the four taking turns down the list of page types, so
 * every language is checked on a quarter of them: the languages share every element, style and
 * colour and differ only in words, whose presence in all four catalogues a unit test checks (and
 * the 390 px pages above, the forms and the drawer are checked in other languages again). Two
 * languages a page type cost the suite some 140 test-seconds on an idle 2-core machine for checks
 * that repeated each other; the CI time is over its 30 minutes.
 */
/*
 * The thank-you pages are one template whose words change with the flow: checked where what it
 * shows differs (a search just registered lists its matches; a visit's mailed link says whether
 * the slot is held, here a link that holds nothing), not once for each of the eleven flows, and
 * at 390 px above.
 */
const FEEDBACK_CASES: Record<string, string> = {
  'demand-register': '?goal=sale',
  'contact-appointment': '?confirm=not-a-signed-link',
};

test.describe('accessibility of every page type, each in one language', () => {
  LOCALES.forEach((locale, localeIndex) => {
    pageCases(locale).forEach(({ route, params, label, query = '' }, caseIndex) => {
      if (route === '/map-frame') return; // a part of other pages, checked inside them
      if (caseIndex % LOCALES.length !== localeIndex) return;
      const feedback = route === '/feedback/[flow]' ? FEEDBACK_CASES[params.flow!] : '';
      if (feedback === undefined) return;
      const path = localizedPath(route, locale, params);
      test(`axe finds no violations on ${label} in ${locale} (${path}${feedback})`, async ({
        page,
      }) => {
        await openPage(page, `${path}${query}${feedback}`);
        expect(await axeViolations(page), label).toEqual([]);
      });
    });
  });
});

/*
 * The check every axe test above relies on (e2e/support/axe.ts runs axe in the page itself and
 * keeps only violations): it must still see a fault in the page and in its same-origin frames,
 * written inline (srcdoc) or loaded from a URL, the kinds the site's map and video use. The page
 * is served by the browser's router on an origin of its own: a same-origin check needs an origin,
 * which setContent's about:blank does not have.
 */
test.describe('the axe check', () => {
  test('reports a violation in the page and one inside each same-origin frame', async ({
    page,
  }) => {
    const origin = 'http://axe-check.invalid';
    const frame =
      '<html lang="en"><head><title>Frame</title></head><body><img src="data:,"></body></html>';
    const document =
      '<!doctype html><html lang="en"><head><title>Page</title></head><body><main><h1>Page</h1>' +
      `<button></button><iframe title="Inline frame" srcdoc='${frame}'></iframe>` +
      '<iframe title="Linked frame" src="/frame.html"></iframe></main></body></html>';
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: new URL(route.request().url()).pathname === '/frame.html' ? frame : document,
      }),
    );
    await page.goto(`${origin}/`);
    for (const title of ['Inline frame', 'Linked frame'])
      await expect(page.frameLocator(`iframe[title="${title}"]`).locator('img')).toBeAttached();
    const violations = await axeViolations(page);
    expect(violations.filter((line) => line.startsWith('button-name '))).toHaveLength(1);
    expect(violations.filter((line) => line.startsWith('image-alt ')).sort()).toEqual([
      expect.stringContaining('iframe[title="Inline frame"] img'),
      expect.stringContaining('iframe[title="Linked frame"] img'),
    ]);
  });
});
