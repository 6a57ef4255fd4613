import { describe, expect, it } from 'vitest';
import { allListings } from '@/lib/data';
import { listingTitle } from '@/lib/format/listing-title';

const sample = allListings('en')[0]!;

describe('listingTitle', () => {
  it('is the headline when the feed gives one', () => {
    expect(listingTitle({ ...sample, headline: 'Sunny flat near the Korenmarkt' })).toBe(
      'Sunny flat near the Korenmarkt',
    );
  });

  it('names a listing without a headline by its type and city', () => {
    expect(
      listingTitle({
        ...sample,
        headline: '',
        typeName: 'Apartment',
        place: { ...sample.place, city: 'Gent' },
      }),
    ).toBe('Apartment – Gent');
    expect(
      listingTitle({
        ...sample,
        headline: '   ',
        typeName: 'House',
        place: { ...sample.place, city: 'Namur' },
      }),
    ).toBe('House – Namur');
  });

  it('drops the spaces around a headline', () => {
    expect(listingTitle({ ...sample, headline: ' Villa with pool ' })).toBe('Villa with pool');
  });
});
