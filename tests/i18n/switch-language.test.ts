import { describe, expect, it } from 'vitest';
import { listCities } from '@/lib/data';
import { childSegmentTranslations } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { localizedHref } from '@/lib/i18n/href';
import { listOfResults } from '@/lib/i18n/internal-path';
import { translateQuery, type CityNames } from '@/lib/i18n/page-query';
import { pairCityNames, routeIn } from '@/lib/i18n/switch-language';

const CITIES: CityNames = [
  { en: 'Brussels|1000', nl: 'Brussel|1000', fr: 'Bruxelles|1000', de: 'Brüssel|1000' },
  { en: 'Liège|4000', nl: 'Luik|4000', fr: 'Liège|4000', de: 'Lüttich|4000' },
];

describe('the query of a page in another language', () => {
  it('keeps every filter and translates the city names', () => {
    const search =
      '?city=Bruxelles%7C1000&city=Li%C3%A8ge%7C4000&type=1&type=3&min=100000&sort=price-asc&page=2';
    const query = new URLSearchParams(translateQuery(search, 'fr', 'nl', CITIES));
    expect(query.getAll('city')).toEqual(['Brussel|1000', 'Luik|4000']);
    expect(query.getAll('type')).toEqual(['1', '3']);
    expect(query.get('min')).toBe('100000');
    expect(query.get('sort')).toBe('price-asc');
    expect(query.get('page')).toBe('2');
  });

  it('keeps a city it does not know as written, and a form’s own parameters', () => {
    expect(
      translateQuery('?city=Waterloo%7C1410&property=4101&request=visit', 'en', 'de', CITIES),
    ).toBe('?city=Waterloo%7C1410&property=4101&request=visit');
  });

  it('drops lng, which the path now states, and is empty without a query', () => {
    expect(translateQuery('?lng=fr&q=jardin', 'fr', 'en', CITIES)).toBe('?q=jardin');
    expect(translateQuery('', 'fr', 'en', CITIES)).toBe('');
    expect(translateQuery('?lng=de', 'fr', 'en', CITIES)).toBe('');
  });
});

describe('pairing the data set’s city names', () => {
  it('pairs one place per postcode and country across languages, leaving out names that do not change', () => {
    const pairs = pairCityNames({
      en: [
        { name: 'Brussels', zip: '1000', countryId: 10 },
        { name: 'Waterloo', zip: '1410', countryId: 10 },
      ],
      fr: [
        { name: 'Bruxelles', zip: '1000', countryId: 10 },
        { name: 'Waterloo', zip: '1410', countryId: 10 },
      ],
    });
    expect(pairs).toEqual([{ en: 'Brussels|1000', fr: 'Bruxelles|1000' }]);
  });

  it('does not guess between two places that share a postcode', () => {
    const pairs = pairCityNames({
      en: [
        { name: 'Ixelles', zip: '1050', countryId: 10 },
        { name: 'Elsene East', zip: '1050', countryId: 10 },
      ],
      nl: [
        { name: 'Elsene', zip: '1050', countryId: 10 },
        { name: 'Elsene Oost', zip: '1050', countryId: 10 },
      ],
    });
    expect(pairs).toEqual([]);
  });

  it('keeps a Belgian and a Luxembourg postcode apart', () => {
    const pairs = pairCityNames({
      en: [
        { name: 'Luxembourg', zip: '1110', countryId: 50 },
        { name: 'Evere', zip: '1140', countryId: 10 },
      ],
      de: [
        { name: 'Luxemburg', zip: '1110', countryId: 50 },
        { name: 'Evere', zip: '1140', countryId: 10 },
      ],
    });
    expect(pairs).toEqual([{ en: 'Luxembourg|1110', de: 'Luxemburg|1110' }]);
  });

  it('finds the cities of the shipped data set whose names differ', () => {
    const pairs = pairCityNames({
      en: listCities('en'),
      nl: listCities('nl'),
      fr: listCities('fr'),
      de: listCities('de'),
    });
    expect(pairs.length).toBeGreaterThan(0);
    for (const pair of pairs) {
      expect(new Set(Object.values(pair)).size).toBeGreaterThan(1);
      expect(new Set(Object.values(pair).map((value) => value?.split('|')[1])).size).toBe(1);
    }
  });
});

describe('where the language switch leads', () => {
  const translations = childSegmentTranslations(siteConfig);

  it('is the same route in the other language, with translated segments', () => {
    const match = { route: '/services/[slug]' as const, params: { slug: 'vente' } };
    expect(localizedHref('de', routeIn(match, 'fr', 'de', translations) as never)).toBe(
      '/de/leistungen/verkaufen/',
    );
    expect(localizedHref('nl', routeIn(null, 'fr', 'nl', translations) as never)).toBe('/nl/');
  });

  it('reads the cached results route of a search as its list', () => {
    expect(listOfResults('/for-sale/results/Y2l0eT1h')).toBe('/for-sale');
    expect(listOfResults('/for-rent/results/Y2l0eT1h/')).toBe('/for-rent');
    expect(listOfResults('/for-sale/brussels/house/42')).toBeNull();
  });
});
