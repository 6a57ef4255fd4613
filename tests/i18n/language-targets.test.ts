import { describe, expect, it } from 'vitest';
import { allListings, listProjects } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import { searchKey } from '@/lib/data/search-params';
import { childSegmentTranslations } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { languageTargets, type LanguageTargetSources } from '@/lib/i18n/language-targets';
import { withPageQuery } from '@/lib/i18n/page-query';
import { LOCALES } from '@/lib/i18n/locales';
import { pageLanguageTargets } from '@/lib/seo/page-language-targets';
import { routing } from '@/lib/i18n/routing';
import { alternatesFor } from '@/lib/seo/metadata';
import { getListing, getProject } from '@/lib/data';

const SOURCES: LanguageTargetSources = {
  from: 'fr',
  locales: LOCALES,
  paramTranslations: childSegmentTranslations(siteConfig),
  cities: [{ en: 'Liège|4000', nl: 'Luik|4000', fr: 'Liège|4000', de: 'Lüttich|4000' }],
  detailPathIn: (match, to) =>
    match.params.id === '4106'
      ? {
          en: '/en/for-sale/wavre/recent-house/4106/',
          nl: '/nl/te-koop/waver/recente-woning/4106/',
          fr: '/fr/a-vendre/wavre/maison-recente/4106/',
          de: '/de/zu-verkaufen/wavre/neueres-haus/4106/',
        }[to]
      : null,
  queryOfKey: (key) => Buffer.from(key, 'base64url').toString('utf8'),
};

const key = (query: string) => Buffer.from(query, 'utf8').toString('base64url');

describe('the language targets of a page, computed on the server', () => {
  it('on a detail page, are each language’s own address (its city and slug there), not this language’s slug', () => {
    const targets = languageTargets('/for-sale/wavre/maison-recente/4106', SOURCES);
    expect(targets.nl).toBe('/nl/te-koop/waver/recente-woning/4106/');
    expect(targets.de).toBe('/de/zu-verkaufen/wavre/neueres-haus/4106/');
    expect(targets.fr).toBe('/fr/a-vendre/wavre/maison-recente/4106/');
  });

  it('on a detail page the data set does not know, fall back to the route with its segments as written', () => {
    expect(languageTargets('/for-sale/wavre/maison/999', SOURCES).nl).toBe(
      '/nl/te-koop/wavre/maison/999/',
    );
  });

  it('on a list’s search, are the list in each language with its filters, city names translated', () => {
    const targets = languageTargets(
      `/for-sale/results/${key('city=Li%C3%A8ge%7C4000&type=1&sort=price-asc')}`,
      SOURCES,
    );
    expect(targets.nl).toBe('/nl/te-koop/?city=Luik%7C4000&type=1&sort=price-asc');
    expect(targets.de).toBe('/de/zu-verkaufen/?city=L%C3%BCttich%7C4000&type=1&sort=price-asc');
    expect(targets.fr).toBe('/fr/a-vendre/?city=Li%C3%A8ge%7C4000&type=1&sort=price-asc');
  });

  it('on a search whose key stands for nothing, are the plain list', () => {
    expect(languageTargets('/for-rent/results/x', { ...SOURCES, queryOfKey: () => '' }).en).toBe(
      '/en/for-rent/',
    );
  });

  it('on any other page, are its route with translated segments; an unknown path leads home', () => {
    expect(languageTargets('/services/vente', SOURCES).de).toBe('/de/leistungen/verkaufen/');
    expect(languageTargets('/', SOURCES).nl).toBe('/nl/');
    expect(languageTargets('/no/such/route/here/at/all', SOURCES).en).toBe('/en/');
  });
});

describe('the page’s own query, added in the browser', () => {
  it('is added to a target without a query, lng dropped', () => {
    expect(withPageQuery('/nl/contact/', '?request=visit&property=4101&lng=fr', 'fr', 'nl')).toBe(
      '/nl/contact/?request=visit&property=4101',
    );
  });

  it('never doubles a search the server already put in the target', () => {
    expect(
      withPageQuery('/nl/te-koop/?city=Luik%7C4000', '?city=Li%C3%A8ge%7C4000', 'fr', 'nl'),
    ).toBe('/nl/te-koop/?city=Luik%7C4000');
  });
});

describe('the shipped data set', () => {
  it('links a sample of listings and projects in every language to the address its hreflang alternate gives', () => {
    for (const from of routing.locales) {
      // every 40th listing and every 8th project: cheap, and still sale, rent and projects
      const checked = [
        ...allListings(from)
          .filter((_, index) => index % 40 === 0)
          .map((listing) => ({
            href: listingHref(listing),
            inLanguage: (to: (typeof routing.locales)[number]) =>
              listingHref(getListing(listing.id, to) ?? listing),
          })),
        ...listProjects(from)
          .filter((_, index) => index % 8 === 0)
          .map((project) => ({
            href: projectHref(project),
            inLanguage: (to: (typeof routing.locales)[number]) =>
              projectHref(getProject(project.id, to) ?? project),
          })),
      ];
      expect(checked.length).toBeGreaterThan(5);
      for (const { href, inLanguage } of checked) {
        const { city, slug, id } = href.params;
        const segment = href.pathname.split('/')[1]!;
        const targets = pageLanguageTargets(from, [segment, city, slug, id]);
        const { languages } = alternatesFor(from, inLanguage);
        for (const to of routing.locales)
          expect(targets[to], `${from} ${id} → ${to}`).toBe(languages[to]);
      }
    }
  });

  it('keeps a list’s search through its results key, the city named in each language', () => {
    const liege = allListings('fr').find((listing) => listing.place.zip === '4000');
    const city = liege ? `${liege.place.city}|4000` : 'Liège|4000';
    const searchKeyOf = searchKey('sale', new URLSearchParams({ city, bedrooms: '2' }));
    const targets = pageLanguageTargets('fr', ['for-sale', 'results', searchKeyOf]);
    for (const to of routing.locales) {
      const url = new URL(targets[to]!, 'http://site');
      expect(url.searchParams.get('bedrooms')).toBe('2');
      expect(url.searchParams.get('city')).toMatch(/\|4000$/);
    }
  });
});
