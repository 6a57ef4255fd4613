import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import { pullOmnicasaFeed } from '@/lib/crm/omnicasa/pull';
import { deriveCities } from '@/lib/data/feed-lists';
import { rawPayloadSchema, type RawListing } from '@/lib/data/schema';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import bundled from '@/data/listings.json';
import { asOmnicasaProject, asOmnicasaProperty, asOmnicasaType } from '../support/omnicasa-rows';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';

type Row = Record<string, unknown>;
const data = bundled as unknown as Record<'listings' | 'projects' | 'webIDs' | 'citys', Row[]>;
const LANGUAGE_IDS: Record<Locale, number> = { nl: 1, fr: 2, en: 3, de: 4 };
const inLanguage = (rows: Row[], locale: Locale) => rows.filter((row) => row.language === locale);

let standIn: OmnicasaStandIn;
beforeAll(async () => {
  standIn = await startOmnicasaStandIn();
  const byLanguage = (rows: Row[], as: (row: Row) => Row) =>
    new Map(LOCALES.map((locale) => [LANGUAGE_IDS[locale], inLanguage(rows, locale).map(as)]));
  standIn.lists.set('GetPropertyList', byLanguage(data.listings, asOmnicasaProperty));
  standIn.lists.set('GetProjectList', byLanguage(data.projects, asOmnicasaProject));
  standIn.lists.set('GetWebIDList', byLanguage(data.webIDs, asOmnicasaType));
});
afterAll(() => standIn.close());

const client = () =>
  omnicasaClient({ baseUrl: standIn.baseUrl, ...STAND_IN_CUSTOMER, pageSize: 200 });

describe('pulling the feed from Omnicasa', () => {
  it('gives the bundled data set back from its Omnicasa form, valid for the import, in every language', async () => {
    const { feed, problems } = await pullOmnicasaFeed(client(), LOCALES, LANGUAGE_IDS);
    expect(problems).toEqual([]);
    // the import derives the city lists from the listings it accepts (lib/data/feed-lists.ts)
    expect(Object.keys(feed)).not.toContain('citys');
    const parsed = rawPayloadSchema.safeParse({
      ...feed,
      ...deriveCities(feed.listings as RawListing[]),
    });
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const withoutHistory = (rows: Row[]) =>
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([name]) => name !== 'PriceChanges')),
      );
    expect(feed.listings).toEqual(
      withoutHistory(data.listings.filter((row) => LOCALES.includes(row.language as Locale))).sort(
        byIdAndLanguage(feed.listings),
      ),
    );
    expect(feed.projects).toHaveLength(data.projects.length);
    expect(feed.webIDs.map((type) => [type.ID, type.language])).toEqual(
      LOCALES.flatMap((locale) => inLanguage(data.webIDs, locale).map((type) => [type.ID, locale])),
    );
    // the types' counts are those of the pulled listings
    const fr = inLanguage(feed.listings, 'fr');
    for (const type of inLanguage(feed.webIDs, 'fr')) {
      expect(type.SaleCount).toBe(
        fr.filter((row) => row.WebID === type.WebID && row.Goal === 0).length,
      );
    }
  });

  it('leaves out a language without an Omnicasa id, and says so', async () => {
    const { feed, problems } = await pullOmnicasaFeed(client(), ['fr', 'de'], { fr: 2 });
    expect(problems).toEqual(['de: no Omnicasa language id (OMNICASA_LANGUAGE_IDS): left out']);
    expect(new Set(feed.listings.map((row) => row.language))).toEqual(new Set(['fr']));
  });

  it('names a property the CRM gave without a field the feed needs', async () => {
    const broken = new Map([[2, [{ ID: 9001, Goal: 0, Price: 1 }]]]);
    const previous = standIn.lists.get('GetPropertyList')!;
    standIn.lists.set('GetPropertyList', broken);
    try {
      const { problems } = await pullOmnicasaFeed(client(), ['fr'], { fr: 2 });
      expect(problems[0]).toMatch(/^GetPropertyList \(fr\) 9001: no WebID, WebIDs, City, Zip/);
    } finally {
      standIn.lists.set('GetPropertyList', previous);
    }
  });
});

/** The order the pull gives: language by language as asked, each in the CRM's order. */
function byIdAndLanguage(pulled: Row[]) {
  const position = new Map(pulled.map((row, index) => [`${row.ID}|${row.language}`, index]));
  return (a: Row, b: Row) =>
    (position.get(`${a.ID}|${a.language}`) ?? 0) - (position.get(`${b.ID}|${b.language}`) ?? 0);
}
