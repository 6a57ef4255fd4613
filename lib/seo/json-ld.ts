import type { Listing, Project } from '@/lib/data/types';
import { listingTitle } from '@/lib/format/listing-title';

/*
 * schema.org structured data (JSON-LD) for crawlers: the agency, a listing with its offer and
 * place, and the breadcrumb trail of deep pages. Pure builders; pages render them with <JsonLd>.
 */

type Thing = Record<string, unknown> & { '@type': string };
export type JsonLdDocument = Thing & { '@context': 'https://schema.org' };

/** The schema.org type of the place a listing offers, by property type (webID). */
const PLACE_TYPES: Record<number, string> = {
  1: 'Apartment',
  2: 'House',
  3: 'House',
  4: 'Landform',
  5: 'Accommodation',
  6: 'Accommodation',
  7: 'Accommodation',
  8: 'Accommodation',
};

export function placeType(typeId: number): string {
  return PLACE_TYPES[typeId] ?? 'Accommodation';
}

const COUNTRY_CODES: Record<number, string> = { 10: 'BE', 50: 'LU' };

export type AgencyFacts = {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  vatNumber: string;
  /** The agency's identifier, the same in every language (listings name it as their seller). */
  id: string;
  url: string;
  logo?: string;
  offices: { street: string; postcode: string; city: string; country: 'BE' | 'LU' }[];
};

export function realEstateAgent(agency: AgencyFacts): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': agency.id,
    name: agency.name,
    legalName: agency.legalName,
    url: agency.url,
    email: agency.email,
    telephone: agency.phone,
    vatID: agency.vatNumber,
    ...(agency.logo ? { logo: agency.logo } : {}),
    address: agency.offices.map((office) => ({
      '@type': 'PostalAddress',
      streetAddress: office.street,
      postalCode: office.postcode,
      addressLocality: office.city,
      addressCountry: office.country,
    })),
  };
}

function quantity(value: number | null, unitCode = 'MTK'): Thing | undefined {
  return value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode };
}

/** Leaves out the keys whose value is undefined, so the document says only what is known. */
function known<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/**
 * A listing as a RealEstateListing whose Offer (sell or lease out, in euros, per month for a
 * rent) is for an Apartment, House, … with its address (street only when the owner publishes
 * it), coordinates, floor size and rooms.
 */
export function realEstateListing(
  listing: Listing,
  facts: { url: string; imageUrls: string[]; agencyId: string },
): JsonLdDocument {
  const { place } = listing;
  const address = known({
    '@type': 'PostalAddress',
    streetAddress:
      place.published && place.street
        ? [place.street, place.houseNumber, place.box && `bus ${place.box}`]
            .filter(Boolean)
            .join(' ')
        : undefined,
    postalCode: place.zip,
    addressLocality: place.city,
    addressCountry: COUNTRY_CODES[place.countryId] ?? 'BE',
  });
  const accommodation = known({
    '@type': placeType(listing.typeId),
    name: listingTitle(listing),
    address,
    geo:
      Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
        ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
        : undefined,
    floorSize: quantity(listing.surfaces.living ?? listing.surfaces.total),
    numberOfBedrooms: listing.rooms.bedrooms ?? undefined,
    numberOfBathroomsTotal: listing.rooms.bathrooms ?? undefined,
    yearBuilt: listing.building.constructionYear ?? undefined,
  });
  const price = listing.price;
  const offer = known({
    '@type': 'Offer',
    businessFunction:
      listing.goal === 'sale'
        ? 'http://purl.org/goodrelations/v1#Sell'
        : 'http://purl.org/goodrelations/v1#LeaseOut',
    availability: listing.unavailable ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    priceCurrency: price === null ? undefined : 'EUR',
    price: price ?? undefined,
    priceSpecification:
      price !== null && listing.goal === 'rent'
        ? { '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' }
        : undefined,
    seller: { '@id': facts.agencyId },
    itemOffered: accommodation,
  });
  return known({
    '@context': 'https://schema.org' as const,
    '@type': 'RealEstateListing',
    '@id': facts.url,
    url: facts.url,
    name: listingTitle(listing),
    description: listing.description || undefined,
    identifier: listing.reference,
    datePosted: listing.createdAt ? listing.createdAt.slice(0, 10) : undefined,
    image: facts.imageUrls.length > 0 ? facts.imageUrls : undefined,
    inLanguage: listing.locale,
    offers: offer,
  });
}

/** A new-build project: the residence it builds, where, with its pictures. */
export function projectResidence(
  project: Project,
  facts: { url: string; imageUrls: string[]; agencyId: string },
): JsonLdDocument {
  const { place } = project;
  return known({
    '@context': 'https://schema.org' as const,
    '@type': 'ApartmentComplex',
    '@id': facts.url,
    url: facts.url,
    name: project.name,
    description: project.description || undefined,
    image: facts.imageUrls.length > 0 ? facts.imageUrls : undefined,
    numberOfAccommodationUnits:
      project.units > 0 ? { '@type': 'QuantitativeValue', value: project.units } : undefined,
    address: {
      '@type': 'PostalAddress',
      postalCode: place.zip,
      addressLocality: place.city,
      addressCountry: COUNTRY_CODES[place.countryId] ?? 'BE',
    },
    geo:
      Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
        ? { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude }
        : undefined,
  });
}

/** The trail from the home page to this page, each step with its absolute URL. */
export function breadcrumbList(steps: { name: string; url: string }[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** JSON for a <script> element: `<` escaped so that no text in the data can close the element. */
export function serializeJsonLd(document: JsonLdDocument | JsonLdDocument[]): string {
  return JSON.stringify(document)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
