import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getListing, getListingInAnyLanguage, search } from '@/lib/data';
import { listingHref, resolveDetail } from '@/lib/data/canonical';
import { getProject } from '@/lib/data';
import { installVersion } from '@/lib/data/load';
import type { RawPayload } from '@/lib/data/schema';
import { buildStore } from '@/lib/data/store';
import { alternatesFor, localizedPath } from '@/lib/seo/metadata';
import { siteSitemapEntries } from '@/lib/seo/site-sitemap';
import { shipped } from './support';

/*
 * Issue 35 item 3: a listing the feed carries in French, Dutch and English but not in German is
 * published in those three languages only — absent from the German lists, with no German page,
 * no German sitemap entry and no hreflang="de" alternate. Before, its German page showed the
 * French text and the sitemap listed it under hreflang="de".
 */

let payload: RawPayload;
let id: number;

beforeAll(() => {
  payload = structuredClone(shipped().payload);
  const record = payload.listings.find(
    (listing) => listing.language === 'de' && listing.Goal === 0 && listing.Marquee === 0,
  )!;
  id = record.ID;
  payload.listings = payload.listings.filter((listing) => listing !== record);
  installVersion({ version: -35, store: buildStore(payload) });
});
afterAll(() => installVersion(null));

const ORIGIN = new URL('https://www.example.be');

describe('a listing published only in the languages it has', () => {
  it('is in the lists of its languages and not in the German ones', () => {
    const ids = (locale: 'fr' | 'de') =>
      search(locale, { goal: 'sale', perPage: 100, page: 1, sort: 'newest' }).total;
    expect(ids('de')).toBe(ids('fr') - 1);
  });

  it('has a page in French and none in German: the German address is the translated 404', () => {
    const french = getListing(id, 'fr')!;
    expect(french.locale).toBe('fr');
    expect(getListing(id, 'de')).toBeNull();
    const href = listingHref(french);
    const lookup = { listing: getListing, project: getProject };
    expect(resolveDetail({ route: href.pathname, params: href.params }, 'fr', lookup)).toEqual({
      status: 'ok',
    });
    expect(resolveDetail({ route: href.pathname, params: href.params }, 'de', lookup)).toEqual({
      status: 'missing',
      kind: 'for-sale',
    });
    expect(
      resolveDetail({ route: '/property/[id]', params: { id: String(id) } }, 'de', lookup),
    ).toMatchObject({ status: 'missing' });
    // what is not a published page (the visit counter) still finds it
    expect(getListingInAnyLanguage(id, 'de')?.id).toBe(id);
  });

  it('has no German sitemap entry, and its other entries name no German alternate', () => {
    const french = localizedPath('fr', listingHref(getListing(id, 'fr')!));
    const entries = siteSitemapEntries(ORIGIN).filter((entry) =>
      Object.values(entry.alternates.languages).includes(new URL(french, ORIGIN).toString()),
    );
    expect(entries.map((entry) => new URL(entry.url).pathname.slice(0, 4)).sort()).toEqual([
      '/en/',
      '/fr/',
      '/nl/',
    ]);
    for (const entry of entries)
      expect(Object.keys(entry.alternates.languages).sort()).toEqual([
        'en',
        'fr',
        'nl',
        'x-default',
      ]);
  });

  it('has hreflang alternates for its languages only, as its page writes them', () => {
    const listing = getListing(id, 'fr')!;
    const { canonical, languages } = alternatesFor('fr', (alternate) => {
      const translated = alternate === 'fr' ? listing : getListing(id, alternate);
      return translated && listingHref(translated);
    });
    expect(canonical).toBe(localizedPath('fr', listingHref(listing)));
    expect(Object.keys(languages).sort()).toEqual(['en', 'fr', 'nl', 'x-default']);
    expect(languages['x-default']).toBe(languages.fr);
  });

  it('still falls back whole to the default language for a language the data set has no record of at all', () => {
    const french = structuredClone(shipped().payload);
    french.listings = french.listings.filter((listing) => listing.language !== 'de');
    french.webIDs = french.webIDs.filter((type) => type.language !== 'de');
    installVersion({ version: -36, store: buildStore(french) });
    try {
      const any = french.listings[0]!.ID;
      expect(getListing(any, 'de')?.id).toBe(any);
      expect(search('de', { goal: 'sale', perPage: 12, page: 1, sort: 'newest' }).total).toBe(
        search('fr', { goal: 'sale', perPage: 12, page: 1, sort: 'newest' }).total,
      );
    } finally {
      installVersion({ version: -35, store: buildStore(payload) });
    }
  });
});
