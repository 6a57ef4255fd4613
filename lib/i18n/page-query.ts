import type { Locale } from './locales';

/**
 * A page's query carried into another language (the language switch). Nothing here reads the path
 * table: the switcher's code in the browser uses this module alone.
 */

/**
 * A query record as Next.js hands a page its `searchParams` (repeated names as arrays) written back
 * as a query string, without `?`: `request=testimonial&property=4101`.
 */
export function queryOfRecord(record: Record<string, string | string[] | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(record))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(name, item);
  return query.toString();
}

/** One city in every language, as the lists' `city` parameter writes it (`name|postcode`). */
export type CityNames = Partial<Record<Locale, string>>[];

/**
 * A page's query in another language: every parameter kept (a list's filters, a form's
 * property), city names (`city=Bruxelles|1000`) translated where the city is known, `lng` dropped
 * (the path names the language). Returns `?…` or an empty string.
 */
export function translateQuery(
  search: string,
  from: Locale,
  to: Locale,
  cities: CityNames,
): string {
  const source = new URLSearchParams(search);
  const result = new URLSearchParams();
  for (const [name, value] of source) {
    if (name === 'lng') continue;
    if (name === 'city') {
      const city = cities.find((names) => names[from] === value);
      result.append(name, city?.[to] ?? value);
    } else {
      result.append(name, value);
    }
  }
  const text = result.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * A target with the page's own query added, as only the browser knows it on a prerendered page
 * (`?request=visit&property=4101` on a form). A target that already carries a query (a list's
 * search, from the server) keeps it; `lng` is dropped.
 */
export function withPageQuery(
  target: string,
  search: string,
  from: Locale,
  to: Locale,
  cities: CityNames = [],
): string {
  if (target.includes('?')) return target;
  return `${target}${translateQuery(search, from, to, cities)}`;
}
