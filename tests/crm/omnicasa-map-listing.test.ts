import { describe, expect, it } from 'vitest';
import { mapOmnicasaListing } from '@/lib/crm/omnicasa/map-listing';
import { dateTimeOf } from '@/lib/crm/omnicasa/map-record';
import { rawListingSchema } from '@/lib/data/schema';
import bundled from '@/data/listings.json';
import { asOmnicasaProperty } from '../support/omnicasa-rows';

describe('an Omnicasa property as a feed record', () => {
  const listing = (bundled as { listings: Record<string, unknown>[] }).listings.find(
    (entry) => entry.language === 'fr' && entry.Lift === true,
  )!;

  it('maps every field back: the result is the bundled record, valid against the feed schema', () => {
    const { record, missing } = mapOmnicasaListing(asOmnicasaProperty(listing), 'fr');
    expect(missing).toEqual([]);
    const parsed = rawListingSchema.safeParse(record);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    const expected = Object.fromEntries(
      Object.entries(listing).filter(([name]) => name !== 'PriceChanges'),
    );
    expect(record).toMatchObject(expected);
  });

  it('turns coordinates given the other way round, and leaves out coordinates outside BE/LU', () => {
    const turned = mapOmnicasaListing({ ID: 1, GoogleX: 50.85, GoogleY: 4.35 }, 'nl').record;
    expect([turned.Latitude, turned.Longitude]).toEqual([50.85, 4.35]);
    const outside = mapOmnicasaListing({ ID: 1, GoogleX: 0, GoogleY: 0 }, 'nl');
    expect(outside.missing).toEqual(expect.arrayContaining(['Latitude', 'Longitude']));
  });

  it('names the required fields it found nowhere, and sets the optional ones to null', () => {
    const { record, missing } = mapOmnicasaListing({ ID: 7, Price: 250000 }, 'en');
    expect(missing).toEqual(expect.arrayContaining(['City', 'Zip', 'Pictures', 'Description']));
    expect(record.Bedrooms).toBeNull();
    expect(record.language).toBe('en');
    expect(record.Price).toBe(250000);
  });

  it('takes photos from the first list present, or a single LargePicture', () => {
    const fromList = mapOmnicasaListing(
      { LargePictures: ['https://crm.example/1.jpg', 'https://crm.example/2.jpg'] },
      'fr',
    ).record;
    expect((fromList.Pictures as { Url: string }[]).map((picture) => picture.Url)).toEqual([
      'https://crm.example/1.jpg',
      'https://crm.example/2.jpg',
    ]);
    const single = mapOmnicasaListing({ LargePicture: 'https://crm.example/3.jpg' }, 'fr').record;
    expect(single.SmallPictureItem).toMatchObject({ Url: 'https://crm.example/3.jpg', ID: 1 });
  });
});

describe('dateTimeOf', () => {
  it.each([
    ['/Date(1700000000000+0100)/', '2023-11-14T22:13:20.000Z'],
    ['/Date(1700000000000)/', '2023-11-14T22:13:20.000Z'],
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:00.000Z'],
    ['soon', undefined],
    [17, undefined],
  ])('%j → %j', (value, expected) => {
    expect(dateTimeOf(value)).toBe(expected);
  });
});
