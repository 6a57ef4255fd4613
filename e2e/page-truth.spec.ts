import { searchAll } from '../lib/data';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expect, test } from './support/fixtures';
import { LOCALES, listingPath, localizedPath } from './support/routes';

/*
 * Issue 34: a page does not contradict itself, as a visitor without JavaScript reads it (the
 * server's HTML, fetched as it is).
 */

const MESSAGES = { en, nl, fr, de } as const;

/** The visible text of a server page: markup, scripts and styles left out, spaces made plain. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[\s\u00a0\u202f]+/g, ' ');
}
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ');

test('the calculator answers its own example: price and region, the financing fields left empty (JavaScript off)', async ({
  request,
}) => {
  const query = new URLSearchParams({
    price: '300000',
    region: 'wallonia',
    situation: 'own-home',
    kind: 'home',
    build: 'existing',
    buyers: '1',
    ownFunds: '',
    rate: '',
    years: '',
  });
  const response = await request.get(`${localizedPath('/purchase-costs', 'fr')}?${query}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('data-testid="cost-result"');
  expect(html).not.toContain('id="ownFunds-error"');
  expect(html).not.toContain('id="rate-error"');
  expect(html).not.toContain('id="years-error"');
});

test('a certificate without a label is never “no certificate”, in every language', async ({
  request,
}) => {
  const listing = searchAll('en', { goal: 'sale' }, 1000).find(
    (candidate) => !candidate.energy.label && candidate.energy.reference,
  );
  expect(listing, 'a listing with a certificate number and no label').toBeTruthy();
  for (const locale of LOCALES) {
    const text = textOf(await (await request.get(listingPath(listing!.id, locale))).text());
    expect(text, locale).toContain(listing!.energy.reference!);
    expect(text, locale).not.toContain(plain(MESSAGES[locale].Listing.energy.noLabel));
    expect(text, locale).toContain(plain(MESSAGES[locale].Listing.energy.labelNotStated));
  }
});

test('a warehouse’s surface is its floor area, on its card and its page, in every language', async ({
  request,
}) => {
  for (const locale of LOCALES) {
    const warehouse = searchAll(locale, { goal: 'sale' }, 1000).find(
      (candidate) => candidate.typeId === 6 && candidate.surfaces.living,
    );
    expect(warehouse, 'a semi-industrial building for sale with a surface').toBeTruthy();
    const t = MESSAGES[locale].Listing;
    const detail = textOf(await (await request.get(listingPath(warehouse!.id, locale))).text());
    // the fact's name followed by its figure (a similar home's card may say "living" elsewhere)
    expect(detail, locale).toMatch(new RegExp(`${t.fields.surfaceFloor} \\d`));
    expect(detail, locale).not.toMatch(new RegExp(`${t.fields.surfaceLiving} \\d`));
    const list = textOf(
      await (await request.get(`${localizedPath('/for-sale', locale)}?type=6`)).text(),
    );
    const card = (message: string) => plain(message).split('{value}')[1]!.trim();
    expect(list, locale).toContain(card(t.card.floor));
    expect(list, locale).not.toContain(card(t.card.living));
  }
});
