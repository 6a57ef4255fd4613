import { describe, expect, it } from 'vitest';
import { allListings } from '@/lib/data';
import { cleanDescription, META_DESCRIPTION_LIMIT } from '@/lib/format/text';
import {
  breadcrumbList,
  placeType,
  realEstateAgent,
  realEstateListing,
  serializeJsonLd,
} from '@/lib/seo/json-ld';

const listings = allListings('en');
const forSale = listings.find(
  (listing) =>
    listing.goal === 'sale' &&
    listing.price !== null &&
    listing.place.published &&
    listing.surfaces.living !== null,
)!;
const forRent = listings.find((listing) => listing.goal === 'rent' && listing.price !== null)!;
const hidden = listings.find((listing) => !listing.place.published);
const facts = {
  url: 'https://site.example/en/for-sale/x/y/1/',
  imageUrls: ['https://site.example/a.jpg'],
  agencyId: 'https://site.example/#agency',
};

describe('JSON-LD', () => {
  it('gives a listing its page address once (no @id repeating it) and the meta description’s summary', () => {
    const long = listings.find((listing) => listing.description.length > 300)!;
    const document = realEstateListing(long, facts) as unknown as Record<string, unknown> & {
      mainEntity: Record<string, unknown>;
    };
    expect(document['@id']).toBeUndefined();
    expect(document.mainEntity['@id']).toBeUndefined();
    expect(document.description).toBe(cleanDescription(long.description, META_DESCRIPTION_LIMIT));
    expect(String(document.description).length).toBeLessThanOrEqual(META_DESCRIPTION_LIMIT + 3);
  });

  it('describes a listing for sale as a RealEstateListing about a place with address, coordinates and floor size, the Offer on the listing', () => {
    const document: unknown = JSON.parse(serializeJsonLd(realEstateListing(forSale, facts)));
    expect(document).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: facts.url,
      identifier: forSale.reference,
      image: facts.imageUrls,
      offers: {
        '@type': 'Offer',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
        price: forSale.price,
        priceCurrency: 'EUR',
        seller: { '@id': facts.agencyId },
      },
      mainEntity: {
        '@type': placeType(forSale.typeId),
        address: {
          '@type': 'PostalAddress',
          streetAddress: expect.stringContaining(forSale.place.street),
          postalCode: forSale.place.zip,
          addressLocality: forSale.place.city,
          addressCountry: forSale.place.countryId === 50 ? 'LU' : 'BE',
        },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: forSale.place.latitude,
          longitude: forSale.place.longitude,
        },
        floorSize: {
          '@type': 'QuantitativeValue',
          value: forSale.surfaces.living,
          unitCode: 'MTK',
        },
      },
    });
  });

  it('leases out a rental per month, and leaves out a street the owner keeps private', () => {
    expect(realEstateListing(forRent, facts)).toMatchObject({
      offers: {
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: forRent.price,
          priceCurrency: 'EUR',
          unitCode: 'MON',
        },
      },
    });
    expect(hidden).toBeDefined();
    expect(JSON.stringify(realEstateListing(hidden!, facts))).not.toContain('streetAddress');
  });

  it('says a sold or rented listing is sold out, and any other (new, to take over) in stock', () => {
    const banners = new Set(listings.map((listing) => listing.banner));
    for (const banner of ['sold', 'rented', 'take-over', null] as const)
      expect(banners, `the data set has ${banner} listings`).toContain(banner);
    for (const listing of listings) {
      const { offers } = realEstateListing(listing, facts) as unknown as {
        offers: { availability: string };
      };
      const soldOut = listing.banner === 'sold' || listing.banner === 'rented';
      expect(offers.availability, `${listing.id} (${listing.banner})`).toBe(
        soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      );
    }
  });

  it('makes homes Accommodation and plots, offices, shops and warehouses a Place', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(placeType)).toEqual([
      'Apartment',
      'House',
      'House',
      'Place',
      'Place',
      'Place',
      'Accommodation',
      'Accommodation',
    ]);
  });

  it('numbers the breadcrumb trail from 1, and describes the agency with its offices', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://s.example/' },
        { name: 'For sale', url: 'https://s.example/en/for-sale/' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      // the last step is the page itself: its address is the page's
      { '@type': 'ListItem', position: 2, name: 'For sale' },
    ]);
    const agency = realEstateAgent({
      name: 'H',
      legalName: 'H SRL',
      email: 'a@b.be',
      phone: '+32 2',
      vatNumber: 'BE 0712.345.678',
      id: 'https://s.example/#agency',
      url: 'https://s.example/en/',
      offices: [{ street: 'Rue 1', postcode: '1000', city: 'Bruxelles', country: 'BE' }],
    });
    expect(agency).toMatchObject({
      '@type': 'RealEstateAgent',
      '@id': 'https://s.example/#agency',
      address: [{ '@type': 'PostalAddress', addressCountry: 'BE' }],
    });
  });

  it("links the agency to the home page in the page's language, not to the origin that redirects", async () => {
    const { agencyJsonLd } = await import('@/lib/seo/structured-data');
    for (const [locale, home] of [
      ['fr', '/fr/'],
      ['nl', '/nl/'],
    ] as const) {
      const agency = agencyJsonLd(locale) as unknown as Record<string, unknown>;
      expect(new URL(String(agency.url)).pathname).toBe(home);
      expect(new URL(String(agency['@id'])).pathname).toBe('/');
    }
  });

  it('cannot be broken out of its script element by the text it carries', () => {
    const text = serializeJsonLd(
      breadcrumbList([{ name: '</script><script>alert(1)</script>', url: 'https://s.example/' }]),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
