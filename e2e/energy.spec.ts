import { search, type Listing } from '../lib/data';
import { renovationDuty } from '../lib/energy/renovation-duty';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { expect, test } from './support/fixtures';
import { serverDocument, textOf } from './support/server-html';
import { listingPath, localizedPath, type Locale } from './support/routes';

const MESSAGES = { en, nl, fr, de };

function allListings(locale: Locale): Listing[] {
  return (['sale', 'rent'] as const).flatMap((goal) => {
    const first = search(locale, { goal, perPage: 48 });
    const rest = Array.from(
      { length: first.pageCount - 1 },
      (_, page) => search(locale, { goal, perPage: 48, page: page + 2 }).items,
    );
    return [...first.items, ...rest.flat()];
  });
}

const listings = allListings('en');
const REGIONS = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const;
/** One listing with a label per region, plus every listing the obligation is shown on, and every plot for sale. */
const byRegion = REGIONS.flatMap((region) =>
  listings.filter((listing) => listing.region === region && listing.energy.label).slice(0, 1),
);
const withDuty = listings.filter(
  (listing) => renovationDuty({ ...listing, label: listing.energy.label?.label }) !== null,
);
const plots = listings.filter((listing) => listing.typeId === 4 && listing.goal === 'sale');

test.describe('region-correct energy information (issue 18)', () => {
  // the section is server HTML (energy-section.tsx), read from each page's HTML as a crawler and a
  // visitor without JavaScript get it: two tabs a test took some 3.5 s on an idle 2-core machine
  for (const listing of byRegion) {
    for (const locale of ['nl', 'fr'] as const) {
      test(`a ${listing.region} listing (${listing.id}) names its certificate in ${locale} as its region does, on the page and its print view`, async ({
        request,
      }) => {
        const name = MESSAGES[locale].Listing.energy.certificates[listing.region!].name;
        const detail = await serverDocument(request, listingPath(listing.id, locale));
        expect(detail.status).toBe(200);
        const section = detail.document.querySelector('[data-testid="energy-section"]');
        expect(section?.getAttribute('data-region')).toBe(listing.region);
        const shown = textOf(detail.document, '[data-testid="energy-section"]');
        expect(shown).toContain(name);
        const print = await serverDocument(
          request,
          localizedPath('/print/[id]', locale, { id: String(listing.id) }),
        );
        expect(print.status).toBe(200);
        expect(textOf(print.document, '[data-testid="energy-section"]')).toBe(shown);
      });
    }
  }

  // the notice is server HTML (energy-section.tsx): read from each page's HTML, not drawn in a
  // browser, which took a minute for these pages on a loaded 2-core machine
  test('the renovation obligation shows exactly where Flemish law puts it, never on a plot', async ({
    request,
  }) => {
    const checked = [
      ...new Map(
        [...byRegion, ...withDuty, ...plots].map((listing) => [listing.id, listing]),
      ).values(),
    ];
    for (const listing of checked) {
      const response = await request.get(listingPath(listing.id, 'en'));
      expect(response.status()).toBe(200);
      const notices = (await response.text()).match(/data-testid="renovation-duty"/g) ?? [];
      const expected = withDuty.includes(listing) ? 1 : 0;
      expect(
        notices.length,
        `listing ${listing.id} (${listing.region}, type ${listing.typeId})`,
      ).toBe(expected);
    }
    for (const plot of plots) expect(withDuty).not.toContain(plot);
  });
});
