import { allListings } from '../lib/data';
import { expect, test } from './support/fixtures';
import { LOCALES, listingPath } from './support/routes';

/** The facts a detail page states, as data (`data-fact`, `data-value` of each fact row), plus its reference and JSON-LD price. */
function factsOf(html: string): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const match of html.matchAll(/data-fact="([^"]+)" data-value="([^"]*)"/g))
    facts[match[1]!] = match[2]!;
  const reference = /HI-\d{4}-\d{4}/.exec(html);
  if (reference) facts.reference = reference[0];
  const price = /"price":\s*"?([0-9.]+)/.exec(html);
  if (price) facts.price = price[1]!;
  return facts;
}

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
}

test.describe('one truth per listing, as the pages show it', () => {
  test('every listing states the same facts on its detail page in all four languages', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const ids = allListings('en').map((listing) => listing.id);
    expect(ids.length).toBeGreaterThan(100);
    await inBatches(ids, 6, async (id) => {
      const pages = await Promise.all(
        LOCALES.map(async (locale) => {
          const response = await request.get(listingPath(id, locale));
          expect(response.status(), `${id} ${locale}`).toBe(200);
          return { locale, facts: factsOf(await response.text()) };
        }),
      );
      const [first, ...others] = pages;
      expect(Object.keys(first!.facts).length, `listing ${id} shows its facts`).toBeGreaterThan(3);
      for (const other of others)
        expect(other.facts, `listing ${id}: ${other.locale} against ${first!.locale}`).toEqual(
          first!.facts,
        );
    });
  });
});
