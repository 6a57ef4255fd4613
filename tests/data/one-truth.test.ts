import { describe, expect, it } from 'vitest';
import { findDisagreements, WORDED_FIELDS } from '@/lib/data/one-truth';
import type { RawListing, RawPayload } from '@/lib/data/schema';
import { LOCALES } from '@/lib/i18n/locales';
import { generatePayload } from '@/demo/listings/payload';
import { refusal, shipped } from './support';

const small = generatePayload({ seed: 7, count: 60, projects: 2 });

function version(payload: RawPayload, id: number, language: string): RawListing {
  return payload.listings.find((listing) => listing.ID === id && listing.language === language)!;
}

describe('one truth per listing', () => {
  it(
    'finds no disagreement in the shipped data set nor in generated ones of other seeds and sizes',
    { timeout: 30_000 },
    () => {
      expect(findDisagreements(shipped().payload)).toEqual([]);
      for (const seed of [1, 2, 3])
        expect(findDisagreements(generatePayload({ seed, count: 200 }))).toEqual([]);
    },
  );

  it('refuses a data set whose language versions disagree on a fact, naming id, field and languages', () => {
    const broken = structuredClone(small);
    const id = broken.listings[0]!.ID;
    version(broken, id, 'de').Heating =
      version(broken, id, 'en').Heating === 'gas' ? 'electric' : 'gas';
    const message = refusal(broken);
    expect(message).toMatch(
      new RegExp(
        `listing ${id}: Heating differs between languages \\(en, nl, fr: "[a-z-]+"; de: "(gas|electric)"\\)`,
      ),
    );
  });

  it('refuses a listing given twice in one language with its own message, not as a disagreement between languages', () => {
    const broken = structuredClone(small);
    const id = broken.listings[0]!.ID;
    const twin = structuredClone(version(broken, id, 'fr'));
    twin.Price += 10_000;
    broken.listings.push(twin);
    const message = refusal(broken);
    const position = broken.listings.indexOf(version(broken, id, 'fr'));
    expect(message).toContain('records given twice in one language');
    expect(message).toContain(
      `listing ${id}: twice in fr (listings[${position}] and listings[${broken.listings.length - 1}]); one record per listing and language`,
    );
    expect(message).not.toContain('differs between languages');
    // the same record copied as it is is a duplicate too
    const copied = structuredClone(small);
    copied.webIDs.push(structuredClone(copied.webIDs[0]!));
    expect(refusal(copied)).toMatch(
      /type \d+: twice in [a-z]{2} \(webIDs\[0\] and webIDs\[\d+\]\)/,
    );
  });

  it('checks every language-neutral field: numbers, dates, coordinates, media, references, house numbers of projects', () => {
    const cases: [keyof RawListing, unknown][] = [
      ['EPCReference', '20250101-0009999-11'],
      ['AvailableFrom', '2030-01-01'],
      ['Latitude', 50.1],
      ['Price', 1],
      ['FrontWidth', 99],
      ['Pictures', small.listings[0]!.Pictures.slice(0, 1)],
      ['RecordFile', 'HI-2020-9999'],
    ];
    for (const [field, value] of cases) {
      const broken = structuredClone(small);
      const record = broken.listings.find((listing) => listing.language === 'nl')! as Record<
        string,
        unknown
      >;
      record[field] = value;
      expect(refusal(broken), field).toContain(`: ${field} differs between languages`);
    }
    const broken = structuredClone(small);
    broken.projects.find((project) => project.language === 'fr')!.HouseNumber = '999';
    expect(refusal(broken)).toMatch(/project \d+: HouseNumber differs between languages/);
  });

  it('lets words differ: descriptions, headlines, city and type names, a Brussels street in French and Dutch', () => {
    const words = structuredClone(small);
    const id = words.listings[0]!.ID;
    version(words, id, 'fr').Description = 'Un tout autre texte.';
    version(words, id, 'nl').TypeDescription = 'Een andere titel';
    expect(findDisagreements(words)).toEqual([]);
    expect(WORDED_FIELDS.listing).toEqual(
      expect.arrayContaining(['Description', 'TypeDescription', 'City', 'Street']),
    );
    const brussels = shipped().payload.listings.filter((listing) => listing.Zip === '1050');
    const fr = brussels.find((listing) => listing.language === 'fr')!;
    const nl = brussels.find((listing) => listing.ID === fr.ID && listing.language === 'nl')!;
    expect(fr.Street).not.toBe(nl.Street);
  });

  it('refuses a street that names another street of the municipality in another language', () => {
    const broken = structuredClone(shipped().payload);
    const fr = broken.listings.find(
      (listing) => listing.Zip === '1050' && listing.language === 'fr',
    )!;
    const nl = version(broken, fr.ID, 'nl');
    nl.Street = nl.Street === 'Louizalaan' ? 'Baljuwstraat' : 'Louizalaan';
    expect(refusal(broken)).toContain(`listing ${fr.ID}: Street differs between languages`);
  });

  it('writes every listing in the four languages with equal facts, as the detail pages show them', () => {
    const { store } = shipped();
    const neutral = (locale: (typeof LOCALES)[number]) =>
      store.byLocale
        .get(locale)!
        .listings.map(
          ({
            id,
            reference,
            price,
            rooms,
            parking,
            surfaces,
            building,
            comfort,
            connections,
            features,
            planning,
            costs,
            energy,
            pictures,
            createdAt,
            rental,
          }) => ({
            id,
            reference,
            price,
            rooms,
            parking,
            surfaces,
            building,
            comfort,
            connections,
            features,
            planning,
            costs,
            energy,
            pictures,
            createdAt,
            rental,
          }),
        );
    const english = neutral('en');
    for (const locale of LOCALES) expect(neutral(locale)).toEqual(english);
  });
});
