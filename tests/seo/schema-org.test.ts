import { describe, expect, it } from 'vitest';
import { allListings, listProjects } from '@/lib/data';
import { LOCALES } from '@/lib/i18n/locales';
import { breadcrumbList, serializeJsonLd } from '@/lib/seo/json-ld';
import { agencyJsonLd, listingJsonLd, projectJsonLd } from '@/lib/seo/structured-data';
import { schemaOrgViolations } from '../support/schema-org';

const parsed = (document: Parameters<typeof serializeJsonLd>[0]): unknown =>
  JSON.parse(serializeJsonLd(document));

describe("the JSON-LD of every page type, against schema.org's definitions", () => {
  it('flags an Offer whose itemOffered is a place, and a floor size on a Place (the old shape)', () => {
    expect(
      schemaOrgViolations({
        '@type': 'RealEstateListing',
        offers: {
          '@type': 'Offer',
          itemOffered: { '@type': 'Landform', floorSize: { '@type': 'QuantitativeValue' } },
        },
      }),
    ).toEqual([
      '$.offers.itemOffered: a Landform is not a Product or Service or Trip or Event or CreativeWork or AggregateOffer or MenuItem',
      '$.offers.itemOffered: Landform has no property floorSize',
    ]);
  });

  it.each(LOCALES)('home and about-us page: the agency (%s)', (locale) => {
    expect(schemaOrgViolations(parsed(agencyJsonLd(locale)))).toEqual([]);
  });

  it.each(LOCALES)('every listing page, of every type, for sale and for rent (%s)', (locale) => {
    const listings = allListings(locale);
    expect(new Set(listings.map((listing) => listing.typeId)).size).toBe(8);
    const problems = listings.flatMap((listing) =>
      schemaOrgViolations(parsed(listingJsonLd(listing))).map(
        (problem) => `${listing.id} (type ${listing.typeId}): ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('every project page, its street included (%s)', (locale) => {
    const projects = listProjects(locale);
    const problems = projects.flatMap((project) =>
      schemaOrgViolations(parsed(projectJsonLd(project))).map(
        (problem) => `project ${project.id}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
    for (const project of projects) {
      const document = parsed(projectJsonLd(project)) as {
        mainEntity: { '@type': string; address: { streetAddress?: string } };
      };
      expect(document.mainEntity.address.streetAddress, `project ${project.id}`).toContain(
        project.place.street,
      );
      expect(document.mainEntity['@type'], `project ${project.id}`).toBe(
        project.typeId === 1 ? 'ApartmentComplex' : 'Residence',
      );
    }
  });

  it('the breadcrumb trail of deep pages', () => {
    expect(
      schemaOrgViolations(
        parsed(
          breadcrumbList([
            { name: 'Home', url: 'https://s.example/en/' },
            { name: 'For sale', url: 'https://s.example/en/for-sale/' },
          ]),
        ),
      ),
    ).toEqual([]);
  });
});
