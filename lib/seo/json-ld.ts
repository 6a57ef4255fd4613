import type {
  Accommodation,
  BreadcrumbList,
  Offer,
  AggregateOffer,
  Place,
  PostalAddress,
  QuantitativeValue,
  RealEstateAgent,
  RealEstateListing,
  Thing,
  WithContext,
} from 'schema-dts';
import type { Listing, Project } from '@/lib/model/types';
import { listingTitle } from '@/lib/format/listing-title';
import { cleanDescription, META_DESCRIPTION_LIMIT } from '@/lib/format/text';

/*
 * schema.org structured data (JSON-LD) for crawlers: the agency, a listing with its offer and
 * place, and the breadcrumb trail of deep pages. Pure builders; pages render them with <JsonLd>.
 * Only a node another one refers to has an `@id` (the agency, the seller of offers): a listing's
 * or its place's would repeat the page's long address twice more, in the HTML and its payload.
 * A listing's description is the page's meta description (its first 155 characters): the whole
 * text is on the page, and here it would travel twice more (issue 32 › 2).
 */

/** A JSON-LD document: schema.org's types (schema-dts) check the builders against the vocabulary. */
export type JsonLdDocument = WithContext<Thing>;

/**
 * The schema.org type of the place a listing is about, by property type (webID): homes are
 * Accommodation (Apartment, House), which may carry a floor size and rooms; a building plot,
 * offices and shops and a semi-industrial building are a Place, their area a named property.
 */
const PLACE_TYPES: Record<number, 'Apartment' | 'House' | 'Accommodation' | 'Place'> = {
  1: 'Apartment',
  2: 'House',
  3: 'House',
  4: 'Place',
  5: 'Place',
  6: 'Place',
  7: 'Accommodation',
  8: 'Accommodation',
};

export function placeType(typeId: number): 'Apartment' | 'House' | 'Accommodation' | 'Place' {
  return PLACE_TYPES[typeId] ?? 'Accommodation';
}

/** The GoodRelations business functions schema.org uses for an Offer. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** WebID of a building plot. */
const LAND = 4;

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

export function realEstateAgent(agency: AgencyFacts): WithContext<RealEstateAgent> {
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

function quantity(value: number | null, unitCode = 'MTK'): QuantitativeValue | undefined {
  return value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode };
}

/** Leaves out the keys whose value is undefined, so the document says only what is known. */
function known<T extends Record<string, unknown>>(object: T): T {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
}

/**
 * A listing as schema.org models one: a RealEstateListing page whose main entity is the place
 * (an Apartment, House or other Accommodation with its floor size and rooms, or a Place with its
 * area as a named property), with its address (street only when the owner publishes it) and
 * coordinates; the Offer (sell or lease out, in euros, per month for a rent) is on the listing.
 */
export function realEstateListing(
  listing: Listing,
  facts: { url: string; imageUrls: string[]; agencyId: string },
): WithContext<RealEstateListing> {
  const { place } = listing;
  const address: PostalAddress = known({
    '@type': 'PostalAddress' as const,
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
  const type = placeType(listing.typeId);
  const where = {
    name: listingTitle(listing),
    address,
    geo:
      Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
        ? {
            '@type': 'GeoCoordinates' as const,
            latitude: place.latitude,
            longitude: place.longitude,
          }
        : undefined,
  };
  const area = listing.surfaces.living ?? listing.surfaces.total;
  const mainEntity: Place | Accommodation =
    type === 'Place'
      ? known({
          ...where,
          '@type': 'Place' as const,
          additionalProperty:
            (area ?? listing.surfaces.ground) === null
              ? undefined
              : {
                  '@type': 'PropertyValue' as const,
                  name: listing.typeId === LAND ? 'plot area' : 'floor area',
                  value:
                    listing.typeId === LAND
                      ? listing.surfaces.ground!
                      : (area ?? listing.surfaces.ground)!,
                  unitCode: 'MTK',
                },
        })
      : known({
          ...where,
          '@type': type,
          floorSize: quantity(area),
          numberOfBedrooms: listing.rooms.bedrooms ?? undefined,
          numberOfBathroomsTotal: listing.rooms.bathrooms ?? undefined,
          yearBuilt: listing.building.constructionYear ?? undefined,
        });
  const price = listing.price;
  const offer: Offer = known({
    '@type': 'Offer' as const,
    businessFunction: { '@id': listing.goal === 'sale' ? SELL : LEASE_OUT },
    availability: listing.unavailable
      ? ('https://schema.org/SoldOut' as const)
      : ('https://schema.org/InStock' as const),
    priceCurrency: price === null ? undefined : 'EUR',
    price: price ?? undefined,
    priceSpecification:
      price !== null && listing.goal === 'rent'
        ? {
            '@type': 'UnitPriceSpecification' as const,
            price,
            priceCurrency: 'EUR',
            unitCode: 'MON',
          }
        : undefined,
    seller: { '@id': facts.agencyId },
  });
  return known({
    '@context': 'https://schema.org' as const,
    '@type': 'RealEstateListing' as const,
    url: facts.url,
    name: listingTitle(listing),
    description: cleanDescription(listing.description, META_DESCRIPTION_LIMIT) || undefined,
    identifier: listing.reference,
    datePosted: listing.createdAt ? listing.createdAt.slice(0, 10) : undefined,
    image: facts.imageUrls.length > 0 ? facts.imageUrls : undefined,
    inLanguage: listing.locale,
    mainEntity,
    offers: offer,
  });
}

/**
 * A new-build project as a RealEstateListing too: its main entity the residence it builds (an
 * ApartmentComplex of flats, else a Residence) with its street, the offer its price range.
 */
export function projectResidence(
  project: Project,
  facts: { url: string; imageUrls: string[]; agencyId: string },
): WithContext<RealEstateListing> {
  const { place } = project;
  const flats = project.typeId === 1;
  const address: PostalAddress = known({
    '@type': 'PostalAddress' as const,
    streetAddress:
      place.published && place.street
        ? [place.street, place.houseNumber].filter(Boolean).join(' ')
        : undefined,
    postalCode: place.zip,
    addressLocality: place.city,
    addressCountry: COUNTRY_CODES[place.countryId] ?? 'BE',
  });
  const where = {
    name: project.name,
    address,
    geo:
      Number.isFinite(place.latitude) && Number.isFinite(place.longitude)
        ? {
            '@type': 'GeoCoordinates' as const,
            latitude: place.latitude,
            longitude: place.longitude,
          }
        : undefined,
  };
  const mainEntity: Place = flats
    ? known({
        ...where,
        '@type': 'ApartmentComplex' as const,
        numberOfAccommodationUnits:
          project.units > 0
            ? { '@type': 'QuantitativeValue' as const, value: project.units }
            : undefined,
      })
    : known({ ...where, '@type': 'Residence' as const });
  const offers: AggregateOffer | undefined =
    project.priceMin > 0
      ? {
          '@type': 'AggregateOffer',
          businessFunction: { '@id': SELL },
          priceCurrency: 'EUR',
          lowPrice: project.priceMin,
          highPrice: project.priceMax,
          offerCount: project.units,
          seller: { '@id': facts.agencyId },
        }
      : undefined;
  return known({
    '@context': 'https://schema.org' as const,
    '@type': 'RealEstateListing' as const,
    url: facts.url,
    name: project.name,
    description: cleanDescription(project.description, META_DESCRIPTION_LIMIT) || undefined,
    image: facts.imageUrls.length > 0 ? facts.imageUrls : undefined,
    inLanguage: project.locale,
    mainEntity,
    offers,
  });
}

/**
 * The trail from the home page to this page, each step with its absolute URL but the last: that
 * is the page itself, whose address search engines take from the page (Google's breadcrumb
 * documentation: `item` is not required on the last step), not a third copy of it.
 */
export function breadcrumbList(
  steps: { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(index < steps.length - 1 ? { item: step.url } : {}),
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
