import { describe, expect, it } from 'vitest';
import { deriveCities, deriveTypes, missingProjects } from '@/lib/data/feed-lists';
import { shipped } from './support';

/*
 * Issue 35 item 8: a feed of listings alone. What the import derives must be what a CRM's own
 * lists say: the shipped data set's city lists and type list are derived again from its listings.
 */
const sorted = <T>(list: readonly T[]) => list.map((item) => JSON.stringify(item)).sort();

describe('lists derived from the listings', () => {
  it('derives the city lists the shipped data set carries, counts included', () => {
    const { payload } = shipped();
    const cities = deriveCities(payload.listings);
    expect(sorted(cities.citys)).toEqual(sorted(payload.citys));
    expect(sorted(cities.citysSale)).toEqual(sorted(payload.citysSale));
    expect(sorted(cities.citysRent)).toEqual(sorted(payload.citysRent));
  });

  it('keeps the served types (names, show order) with counts under each WebID, and names a new type after its listings', () => {
    const { payload } = shipped();
    expect(sorted(deriveTypes(payload.listings, payload.webIDs))).toEqual(sorted(payload.webIDs));
    const fromNothing = deriveTypes(payload.listings, []);
    const flat = payload.listings.find(
      (listing) => listing.WebID === 1 && listing.language === 'nl',
    )!;
    expect(fromNothing.find((type) => type.WebID === 1 && type.language === 'nl')).toMatchObject({
      Name: flat.MainTypeName,
      ShowOrder: 1,
    });
  });

  it('asks for the projects list only when listings are units of projects, naming them', () => {
    const { payload } = shipped();
    expect(
      missingProjects(payload.listings.filter((listing) => listing.ProjectID === null)),
    ).toBeNull();
    const unit = payload.listings.find((listing) => listing.ProjectID !== null)!;
    expect(missingProjects(payload.listings)).toContain(
      `units of project ${payload.listings.find((listing) => listing.ProjectID !== null)!.ProjectID} (listings ${unit.ID}`,
    );
  });
});
