import { describe, expect, it } from 'vitest';
import { distanceKm, similarListings } from '@/lib/data/similar';
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

  it('put sold and rented properties after those still available', () => {
    for (const reference of index.listings) {
      const flags = similarListings(index, reference, 10).map((listing) => listing.unavailable);
      expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
    }
  });

  it('prefer a nearby property at the same price over a distant one', () => {
    const reference = index.listings.find((listing) => listing.goal === 'sale' && listing.typeId === 2 && listing.price)!;
    const [first] = similarListings(index, reference, 1);
    const others = index.listings.filter(
      (listing) => listing.id !== reference.id && listing.goal === 'sale' && listing.typeId === 2 && !listing.unavailable,
    );
    const farthest = Math.max(...others.map((listing) => distanceKm(reference.place, listing.place)));
    expect(distanceKm(reference.place, first!.place)).toBeLessThan(farthest);
  });

  it('measures distances in kilometres', () => {
    expect(distanceKm({ latitude: 50.8467, longitude: 4.3525 }, { latitude: 51.0543, longitude: 3.7174 })).toBeCloseTo(50, -1);
  });
});
