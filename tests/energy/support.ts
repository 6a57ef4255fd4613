import type { Listing } from '@/lib/model/types';
import { reshapeListing } from '@/lib/data/reshape';
import type { RawListing } from '@/lib/data/schema';
import { shipped } from '../data/support';

/** Where a fixture lies: a postcode of each Belgian region, or Luxembourg. */
export const PLACES = {
  flanders: { CountryID: 10, Zip: '9000' },
  brussels: { CountryID: 10, Zip: '1000' },
  wallonia: { CountryID: 10, Zip: '5000' },
  luxembourg: { CountryID: 50, Zip: '2449' },
} as const;

/** A shipped listing (in `locale`) reshaped with some feed fields replaced: the facts a test is about. */
export function listingWith(overrides: Partial<RawListing>, locale = 'en'): Listing {
  const base = shipped().payload.listings.find((raw) => raw.language === locale);
  if (!base) throw new Error(`no ${locale} listing in the shipped data`);
  return reshapeListing({ ...base, ...overrides } as RawListing);
}
