import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/content/validate';
import { parsePayload } from '@/lib/data/load';
import { buildStore, lookup, lookupAnyLanguage } from '@/lib/data/store';
import { generatePayload } from '@/demo/listings/payload';

const small = generatePayload({ seed: 11, count: 24, locales: ['fr', 'en'], projects: 1 });

describe('loading the data set', () => {
  it('generates the same payload for the same seed, and another for another seed', () => {
    expect(generatePayload({ seed: 11, count: 24, locales: ['fr', 'en'], projects: 1 })).toEqual(
      small,
    );
    expect(
      generatePayload({ seed: 12, count: 24, locales: ['fr', 'en'], projects: 1 }),
    ).not.toEqual(small);
  });

  it('accepts a generated payload of any size', () => {
    expect(() => parsePayload(small, 'small')).not.toThrow();
  });

  it('fails loudly on a malformed record, naming the record and the field', () => {
    const broken = structuredClone(small) as unknown as { listings: Record<string, unknown>[] };
    broken.listings[3]!.Price = 'cheap';
    broken.listings[5]!.Zip = '10000';
    let message = '';
    try {
      parsePayload(broken, 'data/listings.json');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    const third = small.listings[3]!;
    const fifth = small.listings[5]!;
    expect(message).toContain(`listings[3] (ID ${third.ID}, ${third.language}) › Price`);
    expect(message).toContain(`listings[5] (ID ${fifth.ID}, ${fifth.language}) › Zip`);
  });

  it('publishes a listing only in the languages it has; only a language with no record at all falls back whole (issue 35)', () => {
    const payload = structuredClone(small);
    const missing = payload.listings.find((listing) => listing.language === 'en')!;
    payload.listings = payload.listings.filter(
      (listing) => !(listing.ID === missing.ID && listing.language === 'en'),
    );
    const store = buildStore(payload);
    expect(lookup(store, 'en', 'fr', (index) => index.byId.get(missing.ID))).toBeNull();
    expect(
      lookupAnyLanguage(store, 'en', 'fr', (index) => index.byId.get(missing.ID))?.locale,
    ).toBe('fr');
    const other = payload.listings.find((listing) => listing.language === 'en')!;
    expect(lookup(store, 'en', 'fr', (index) => index.byId.get(other.ID))?.locale).toBe('en');
    expect(lookup(store, 'de', 'fr', (index) => index.byId.get(other.ID))?.locale).toBe('fr');
    expect(lookup(store, 'en', 'fr', (index) => index.byId.get(1))).toBeNull();
  });

  it('reshapes feed records into readable app types', () => {
    const store = buildStore(small);
    const raw = small.listings.find((listing) => listing.language === 'fr' && listing.Goal !== 0)!;
    const listing = store.byLocale.get('fr')!.byId.get(raw.ID)!;
    expect(listing).toMatchObject({
      id: raw.ID,
      goal: 'rent',
      reference: raw.RecordFile,
      headline: raw.TypeDescription,
      place: { zip: raw.Zip, city: raw.City, street: raw.Street },
      thumbnail: { url: raw.SmallPictureItem.Url, width: 250 },
    });
    expect(listing.rental).not.toBeNull();
    expect(listing.slug).toMatch(/^[a-z0-9-]+$/);
  });
});
