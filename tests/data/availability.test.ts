import { describe, expect, it } from 'vitest';
import { availabilityOf } from '@/lib/data/availability';

describe('availabilityOf', () => {
  it('says available, sold or rented', () => {
    expect(availabilityOf({ unavailable: false, goal: 'sale' })).toBe('available');
    expect(availabilityOf({ unavailable: false, goal: 'rent' })).toBe('available');
    expect(availabilityOf({ unavailable: true, goal: 'sale' })).toBe('sold');
    expect(availabilityOf({ unavailable: true, goal: 'rent' })).toBe('rented');
  });
});
