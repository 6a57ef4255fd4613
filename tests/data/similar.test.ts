import { describe, expect, it } from 'vitest';
import { similarListings } from '@/lib/data/similar';
import { distanceKm } from '@/lib/map/distance';
import { shipped } from './support';

const index = shipped().store.byLocale.get('en')!;

describe('similar properties', () => {
  it('are of the same goal and type, never the listing itself', () => {
    for (const reference of index.listings.slice(0, 40)) {
      for (const similar of similarListings(index, reference)) {
        expect(similar.id).not.toBe(reference.id);
        expect(similar.goal).toBe(reference.goal);
        expect(similar.typeId).toBe(reference.typeId);
      }
    }
  });

  it('are only properties still available, also for a sold or rented one', () => {
    const unavailable = index.listings.filter((listing) => listing.unavailable);
    expect(unavailable.length, 'the data set has sold and rented listings').toBeGreaterThan(0);
    for (const reference of index.listings) {
      expect(
        similarListings(index, reference, 10).filter((listing) => listing.unavailable),
      ).toEqual([]);
    }
    // a sold or rented listing still gets suggestions wherever its type has available ones
    for (const reference of unavailable) {
      const candidates = index.listings.filter(
        (listing) =>
          !listing.unavailable &&
          listing.goal === reference.goal &&
          listing.typeId === reference.typeId,
      );
      expect(similarListings(index, reference).length).toBe(Math.min(candidates.length, 4));
    }
  });

  it('prefer a nearby property at the same price over a distant one', () => {
    const reference = index.listings.find(
      (listing) => listing.goal === 'sale' && listing.typeId === 2 && listing.price,
    )!;
    const [first] = similarListings(index, reference, 1);
    const others = index.listings.filter(
      (listing) =>
        listing.id !== reference.id &&
        listing.goal === 'sale' &&
        listing.typeId === 2 &&
        !listing.unavailable,
    );
    const farthest = Math.max(
      ...others.map((listing) => distanceKm(reference.place, listing.place)),
    );
    expect(distanceKm(reference.place, first!.place)).toBeLessThan(farthest);
  });

  it('measures distances in kilometres', () => {
    expect(
      distanceKm(
        { latitude: 50.8467, longitude: 4.3525 },
        { latitude: 51.0543, longitude: 3.7174 },
      ),
    ).toBeCloseTo(50, -1);
  });
});
