import type { APIRequestContext } from '@playwright/test';
import { allListings, listProjects, type Listing } from '../lib/data';
import { listingDocuments } from '../lib/data/documents';
import { propertyRequests, requestSubject } from '../lib/forms/contact-request';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expect, openPage, test } from './support/fixtures';
import { serverDocument, textOf } from './support/server-html';
import { LOCALES, listingPath, localizedPath, projectPath, type Locale } from './support/routes';

const MESSAGES = { en, nl, fr, de } as const;

const listings = allListings('en');
const pick = (test: (listing: Listing) => boolean, what: string): Listing => {
  const found = listings.find((listing) => !listing.projectId && test(listing));
  if (!found) throw new Error(`the data set has no ${what}`);
  return found;
};
const forSale = pick(
  (listing) =>
    listing.goal === 'sale' && !listing.unavailable && requestSubject(listing).hasDocuments,
  'listing for sale with documents',
);
const forRent = pick(
  (listing) => listing.goal === 'rent' && !listing.unavailable,
  'listing for rent',
);
const sold = pick((listing) => listing.banner === 'sold', 'sold listing');
const rented = pick((listing) => listing.banner === 'rented', 'rented listing');
const project = listProjects('en')[0]!;

/** The request buttons of a detail page: where each leads, its flow and its label. */
async function requestButtons(page: import('@playwright/test').Page) {
  return page.locator('[data-request]').evaluateAll((links) =>
    links.map((link) => ({
      flow: link.getAttribute('data-request')!,
      href: link.getAttribute('href')!,
      label: link.textContent!.trim(),
    })),
  );
}

/** The same, from a page's server HTML (what a visitor without JavaScript follows). */
function serverRequestButtons(document: Document) {
  return [...document.querySelectorAll('[data-request]')].map((link) => ({
    flow: link.getAttribute('data-request')!,
    href: link.getAttribute('href')!,
    label: link.textContent!.trim(),
  }));
}

type Button = { flow: string; href: string; label: string };

test.describe('every request button opens its own form', () => {
  test.describe.configure({ timeout: 120_000 });
  const cases = [
    ['for sale', forSale],
    ['for rent', forRent],
    ['sold', sold],
    ['rented', rented],
  ] as const;

  /** The buttons a listing's page offers in a language, and every button's page, from the server. */
  async function checkButtons(
    request: APIRequestContext,
    listing: Listing,
    locale: Locale,
  ): Promise<Button[]> {
    const t = MESSAGES[locale];
    const detail = await serverDocument(request, listingPath(listing.id, locale));
    expect(detail.status).toBe(200);
    const buttons = serverRequestButtons(detail.document);
    expect(buttons.map((button) => button.flow)).toEqual(propertyRequests(requestSubject(listing)));
    for (const button of buttons)
      expect(button.label).toBe(t.Listing.actions[button.flow as keyof typeof t.Listing.actions]);
    // every button's page as the server sends it (a tab for each would be a browser load and
    // a hydration each, some 80 in this describe): its form, title and property
    for (const button of buttons) {
      const flow = button.flow as keyof typeof t.Forms.flows;
      const { status, document } = await serverDocument(request, button.href);
      expect(status, button.href).toBe(200);
      expect(
        document.querySelector(`[data-testid="form-${flow}"]`),
        `${button.label} opens the ${flow} form`,
      ).not.toBeNull();
      expect(textOf(document, '#form-title'), button.href).toBe(t.Forms.flows[flow].title);
      expect(textOf(document, '[data-testid="request-about"]'), button.href).toContain(
        listing.reference,
      );
      if (flow === 'documents') {
        // the form names the documents the data holds for this property, and only those
        const lead = textOf(document, '#form-title + p');
        for (const kind of listingDocuments(listing))
          expect(lead).toContain(t.Forms.documents.kinds[kind]);
      }
    }
    return buttons;
  }

  /*
   * Each state in every language from the server's HTML; in a tab (the first button clicked, as a
   * visitor does, and the hydrated buttons the server's) in one language a state, the four taking
   * turns: the click is the same code in every language, and twelve more tabs cost some 30
   * test-seconds on an idle 2-core machine.
   */
  cases.forEach(([name, listing], caseIndex) => {
    LOCALES.forEach((locale, localeIndex) => {
      if (localeIndex === caseIndex % LOCALES.length) {
        test(`on a listing ${name}, in ${locale}`, async ({ page }) => {
          const buttons = await checkButtons(page.request, listing, locale);
          await openPage(page, listingPath(listing.id, locale));
          expect(await requestButtons(page), "the hydrated buttons are the server's").toEqual(
            buttons,
          );
          const [first] = buttons;
          await page.locator(`[data-request="${first!.flow}"]`).first().click();
          await expect(page.getByTestId(`form-${first!.flow}`)).toBeVisible();
        });
      } else {
        test(`on a listing ${name}, in ${locale}`, async ({ request }) => {
          await checkButtons(request, listing, locale);
        });
      }
    });
  });

  for (const locale of LOCALES) {
    // in a tab in French (clicked), from the server's HTML in the others
    if (locale === 'fr') {
      test(`on a project, in ${locale}`, async ({ page }) => {
        const t = MESSAGES[locale];
        await openPage(page, projectPath(project.id, locale));
        const [button, ...others] = await requestButtons(page);
        expect(others).toEqual([]);
        expect(button).toMatchObject({ flow: 'project', label: t.Listing.actions.project });
        await page.getByRole('link', { name: t.Listing.actions.project }).click();
        await expect(page.getByTestId('form-project')).toBeVisible();
        await expect(page.locator('#form-title')).toHaveText(t.Forms.flows.project.title);
      });
    } else {
      test(`on a project, in ${locale}`, async ({ request }) => {
        const t = MESSAGES[locale];
        const detail = await serverDocument(request, projectPath(project.id, locale));
        expect(detail.status).toBe(200);
        const [button, ...others] = serverRequestButtons(detail.document);
        expect(others).toEqual([]);
        expect(button).toMatchObject({ flow: 'project', label: t.Listing.actions.project });
        const form = await serverDocument(request, button!.href);
        expect(form.status, button!.href).toBe(200);
        expect(form.document.querySelector('[data-testid="form-project"]')).not.toBeNull();
        expect(textOf(form.document, '#form-title')).toBe(t.Forms.flows.project.title);
      });
    }
  }

  test('send to a friend, clicked, opens the friend form (its button used to open the information form)', async ({
    page,
  }) => {
    await openPage(page, listingPath(forSale.id, 'nl'));
    await page.getByRole('link', { name: nl.Listing.actions.friend }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('request') === 'friend');
    await expect(page.getByTestId('form-friend')).toBeVisible();
    await expect(page.getByTestId('form-information')).toHaveCount(0);
  });
});

test.describe('a sold or rented property', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const locale of LOCALES) {
    for (const listing of [sold, rented]) {
      const status = listing.banner as 'sold' | 'rented';
      test(`says it is ${status} in ${locale}, offers no visit or offer, points to available properties and is sold out in JSON-LD`, async ({
        request,
      }) => {
        const t = MESSAGES[locale];
        const response = await request.get(listingPath(listing.id, locale));
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain('data-testid="listing-state"');
        expect(html).toContain(
          status === 'sold' ? t.Listing.states.soldTitle : t.Listing.states.rentedTitle,
        );
        expect(html).not.toContain('data-request="visit"');
        expect(html).not.toContain('data-request="offer"');
        const jsonLd = [
          ...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
        ]
          .map(([, text]) => text!)
          .join('');
        expect(jsonLd).toContain('"availability":"https://schema.org/SoldOut"');
        const similar = html.slice(html.indexOf('id="similar"'));
        expect(html.includes('id="similar"'), 'similar properties are offered').toBe(true);
        for (const banner of ['sold', 'rented'])
          expect(similar, 'no similar property is sold or rented').not.toContain(
            `data-banner="${banner}"`,
          );
      });
    }
  }

  test('keeps its status on its card in the list, and its print view carries a clear mark', async ({
    page,
  }) => {
    await openPage(page, localizedPath('/print/[id]', 'fr', { id: String(sold.id) }));
    await expect(page.getByTestId('print-status')).toHaveText(fr.Listing.banner.sold);
    await expect(page.getByTestId('print-view')).toContainText(fr.Listing.states.soldTitle);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-status')).toBeVisible();
    await openPage(page, localizedPath('/print/[id]', 'de', { id: String(rented.id) }));
    await expect(page.getByTestId('print-status')).toHaveText(de.Listing.banner.rented);
    await openPage(page, localizedPath('/print/[id]', 'en', { id: String(forSale.id) }));
    await expect(page.getByTestId('print-status')).toHaveCount(0);
  });

  test('opens the information form, saying why, when a visit is asked for anyway', async ({
    page,
  }) => {
    await openPage(page, `${localizedPath('/contact', 'de')}?property=${rented.id}&request=visit`);
    await expect(page.getByTestId('form-information')).toBeVisible();
    await expect(page.getByTestId('form-visit')).toHaveCount(0);
    await expect(page.getByTestId('contact-notice')).toHaveText(
      de.Forms.failures.listingUnavailable,
    );
  });
});

test.describe('an unknown property or project id', () => {
  const cases: {
    path: (locale: Locale) => string;
    title: (locale: Locale) => string;
    cards: string;
  }[] = [
    {
      path: (locale) =>
        localizedPath('/for-sale/[city]/[slug]/[id]', locale, {
          city: 'x',
          slug: 'y',
          id: '999999',
        }),
      title: (locale) => MESSAGES[locale].Listing.states.notFoundTitle,
      cards: 'listing-card',
    },
    {
      path: (locale) => localizedPath('/property/[id]', locale, { id: '999999' }),
      title: (locale) => MESSAGES[locale].Listing.states.notFoundTitle,
      cards: 'listing-card',
    },
    {
      path: (locale) => localizedPath('/project/[id]', locale, { id: '999999' }),
      title: (locale) => MESSAGES[locale].Listing.project.noConstruction,
      cards: 'project-card',
    },
  ];
  for (const locale of LOCALES) {
    for (const { path, title, cards } of cases) {
      test(`${path(locale)} answers 404 with its own page in the server's HTML, noindex, the search and what is still available`, async ({
        request,
      }) => {
        const response = await request.get(path(locale), { maxRedirects: 0 });
        expect(response.status()).toBe(404);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);
        const escaped = title(locale).replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
        expect(html).toMatch(
          new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
        );
        expect(html).toMatch(/<meta name="robots" content="noindex/);
        expect(html).not.toMatch(/<meta name="robots" content="index/);
        expect(html).toContain('data-testid="not-found"');
        expect(html).toContain('role="search"');
        // (the generic text travels in the page's data as the segment's not-found boundary, never as its heading)
        expect(html).not.toContain(`>${MESSAGES[locale].NotFound.title}</h1>`);
        const suggestions = html.slice(html.indexOf('data-testid="suggestions"'));
        expect(html).toContain('data-testid="suggestions"');
        expect(
          suggestions.match(new RegExp(`data-testid="${cards}"`, 'g'))?.length,
        ).toBeGreaterThan(0);
        for (const banner of ['sold', 'rented'])
          expect(suggestions).not.toContain(`data-banner="${banner}"`);
      });
    }
  }

  test('shows the property not-found page in a browser, whose suggestions lead to available properties', async ({
    page,
  }) => {
    expect(await openPage(page, '/en/for-rent/x/y/999999/')).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      en.Listing.states.notFoundTitle,
    );
    await expect(page).toHaveTitle(new RegExp(en.Listing.states.notFoundTitle));
    const card = page.getByTestId('suggestions').getByTestId('listing-card').first();
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/en\/for-rent\//);
    await expect(page.getByTestId('listing-detail')).toBeVisible();
    await expect(page.getByTestId('listing-state')).toHaveCount(0);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const [name, path] of [
    ['sold-detail', () => listingPath(sold.id, 'fr')],
    ['property-not-found', () => '/nl/te-koop/x/y/999999/'],
    ['project-not-found', () => '/de/projekt/999999/'],
    ['sold-print', () => localizedPath('/print/[id]', 'en', { id: String(sold.id) })],
  ] as const) {
    test(`the ${name} page fits the screen`, async ({ page }, info) => {
      await openPage(page, path());
      const width = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(width.scroll).toBeLessThanOrEqual(width.client);
      await page.screenshot({ path: info.outputPath(`${name}-390.png`), fullPage: true });
    });
  }
});
