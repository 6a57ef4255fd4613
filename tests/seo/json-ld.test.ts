import { describe, expect, it } from 'vitest';
import { allListings } from '@/lib/data';
import { breadcrumbList, placeType, realEstateAgent, realEstateListing, serializeJsonLd } from '@/lib/seo/json-ld';

const listings = allListings('en');
const forSale = listings.find((listing) => listing.goal === 'sale' && listing.price !== null && listing.place.published && listing.surfaces.living !== null)!;
const forRent = listings.find((listing) => listing.goal === 'rent' && listing.price !== null)!;
const hidden = listings.find((listing) => !listing.place.published);
const facts = { url: 'https://site.example/en/for-sale/x/y/1/', imageUrls: ['https://site.example/a.jpg'], agencyId: 'https://site.example/#agency' };

describe('JSON-LD', () => {
  it('describes a listing for sale as a RealEstateListing whose Offer sells a place with address, coordinates and floor size', () => {
    const document = JSON.parse(serializeJsonLd(realEstateListing(forSale, facts))) as Record<string, any>;
    expect(document['@context']).toBe('https://schema.org');
    expect(document['@type']).toBe('RealEstateListing');
    expect(document.url).toBe(facts.url);
    expect(document.identifier).toBe(forSale.reference);
    expect(document.image).toEqual(facts.imageUrls);
    expect(document.offers).toMatchObject({
      '@type': 'Offer',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      price: forSale.price,
      priceCurrency: 'EUR',
      seller: { '@id': facts.agencyId },
    });
    const place = document.offers.itemOffered;
    expect(place['@type']).toBe(placeType(forSale.typeId));
    expect(place.address).toMatchObject({ '@type': 'PostalAddress', postalCode: forSale.place.zip, addressLocality: forSale.place.city, addressCountry: forSale.place.countryId === 50 ? 'LU' : 'BE' });
    expect(place.address.streetAddress).toContain(forSale.place.street);
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: forSale.place.latitude, longitude: forSale.place.longitude });
    expect(place.floorSize).toEqual({ '@type': 'QuantitativeValue', value: forSale.surfaces.living, unitCode: 'MTK' });
  });

  it('leases out a rental per month, and leaves out a street the owner keeps private', () => {
    const rental = realEstateListing(forRent, facts) as Record<string, any>;
    expect(rental.offers.businessFunction).toBe('http://purl.org/goodrelations/v1#LeaseOut');
    expect(rental.offers.priceSpecification).toEqual({ '@type': 'UnitPriceSpecification', price: forRent.price, priceCurrency: 'EUR', unitCode: 'MON' });
    if (hidden) expect((realEstateListing(hidden, facts) as Record<string, any>).offers.itemOffered.address.streetAddress).toBeUndefined();
  });

  it('uses the right accommodation type per property type', () => {
    expect([1, 2, 3, 4, 5].map(placeType)).toEqual(['Apartment', 'House', 'House', 'Landform', 'Accommodation']);
  });

  it('numbers the breadcrumb trail from 1, and describes the agency with its offices', () => {
    expect(breadcrumbList([{ name: 'Home', url: 'https://s.example/' }, { name: 'For sale', url: 'https://s.example/en/for-sale/' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' },
      { '@type': 'ListItem', position: 2, name: 'For sale', item: 'https://s.example/en/for-sale/' },
    ]);
    const agency = realEstateAgent({ name: 'H', legalName: 'H SRL', email: 'a@b.be', phone: '+32 2', vatNumber: 'BE 0712.345.678', url: 'https://s.example/', offices: [{ street: 'Rue 1', postcode: '1000', city: 'Bruxelles', country: 'BE' }] });
    expect(agency).toMatchObject({ '@type': 'RealEstateAgent', '@id': 'https://s.example/#agency', address: [{ '@type': 'PostalAddress', addressCountry: 'BE' }] });
  });

  it('cannot be broken out of its script element by the text it carries', () => {
    const text = serializeJsonLd(breadcrumbList([{ name: '</script><script>alert(1)</script>', url: 'https://s.example/' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).itemListElement[0].name).toBe('</script><script>alert(1)</script>');
  });
});
