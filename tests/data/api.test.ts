import { describe, expect, it } from 'vitest';
import {
  getListing,
  getProject,
  latestListings,
  listCities,
  listProjects,
  listTypes,
  projectUnits,
  search,
  searchBoxMatches,
  similarTo,
  totals,
} from '@/lib/data';
import { shipped } from './support';

const { payload } = shipped();
const sample = payload.listings.find((listing) => listing.language === 'de' && listing.Goal !== 0)!;

describe('lib/data, as the pages use it', () => {
  it('finds a listing by id in the language asked for', () => {
    const listing = getListing(sample.ID, 'de')!;
    expect(listing.locale).toBe('de');
    expect(listing.headline).toBe(sample.TypeDescription);
    expect(getListing(sample.ID, 'fr')!.place.city).toBe(
      payload.listings.find((raw) => raw.ID === sample.ID && raw.language === 'fr')!.City,
    );
    expect(getListing(999_999, 'en')).toBeNull();
  });

  it('finds projects and their units', () => {
    const [project] = listProjects('nl');
    expect(project).toBeDefined();
    expect(getProject(project!.id, 'nl')!.name).toBe(project!.name);
    const units = projectUnits(project!.id, 'nl');
    expect(units).toHaveLength(project!.units);
    expect(units.every((unit) => unit.projectId === project!.id && unit.priceUnit === 7)).toBe(
      true,
    );
  });

  it('gives the totals for the hero placeholders, equal to the searches with no filter', () => {
    const { sale, rent } = totals('fr');
    expect(sale).toBe(search('fr', { goal: 'sale' }).total);
    expect(rent).toBe(search('fr', { goal: 'rent' }).total);
    expect(sale + rent).toBe(
      payload.listings.filter((listing) => listing.language === 'fr').length,
    );
  });

  it('lists the eight types with counts that match the searches by type', () => {
    const types = listTypes('en');
    expect(types.map((type) => type.webId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const type of types) {
      expect(
        search('en', { goal: 'sale', types: [type.webId] }).items.every((listing) =>
          listing.typeIds.includes(type.webId),
        ),
      ).toBe(true);
      expect(type.saleCount).toBeLessThanOrEqual(
        search('en', { goal: 'sale', types: [type.webId] }).total,
      );
    }
  });

  it('lists cities for sale and for rent with counts that match the searches by city', () => {
    for (const city of listCities('nl', 'rent')) {
      expect(search('nl', { goal: 'rent', cities: [`${city.name}|${city.zip}`] }).total).toBe(
        city.rentCount,
      );
    }
    expect(listCities('nl').length).toBeGreaterThanOrEqual(listCities('nl', 'sale').length);
  });

  it('offers the newest listings and similar ones', () => {
    const latest = latestListings('fr', 'rent', 3);
    expect(latest).toHaveLength(3);
    expect(latest[0]!.createdAt >= latest[1]!.createdAt).toBe(true);
    expect(similarTo(latest[0]!).every((listing) => listing.goal === 'rent')).toBe(true);
  });

  it('answers the home search box', () => {
    expect(searchBoxMatches('fr', '').types).toHaveLength(8);
    expect(searchBoxMatches('en', 'brussels').cities.map((city) => city.zip)).toEqual(['1000']);
  });
});
