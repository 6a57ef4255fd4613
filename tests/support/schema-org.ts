/**
 * A check of JSON-LD against schema.org's definitions of the types this site uses (transcribed
 * from https://schema.org/<Type>, version 29): each node's properties must be defined for its
 * type or a parent type, and the properties below must hold a node of an expected type (an
 * Offer's `itemOffered` is a Product, Service, … never a Place; a listing's `mainEntity` may be).
 */

const PARENTS: Record<string, string[]> = {
  Thing: [],
  CreativeWork: ['Thing'],
  WebPage: ['CreativeWork'],
  RealEstateListing: ['WebPage'],
  Place: ['Thing'],
  Accommodation: ['Place'],
  Apartment: ['Accommodation'],
  House: ['Accommodation'],
  Residence: ['Place'],
  ApartmentComplex: ['Residence'],
  Landform: ['Place'],
  Organization: ['Thing'],
  LocalBusiness: ['Organization', 'Place'],
  RealEstateAgent: ['LocalBusiness'],
  Intangible: ['Thing'],
  Offer: ['Intangible'],
  AggregateOffer: ['Offer'],
  StructuredValue: ['Intangible'],
  PriceSpecification: ['StructuredValue'],
  UnitPriceSpecification: ['PriceSpecification'],
  ContactPoint: ['StructuredValue'],
  PostalAddress: ['ContactPoint'],
  GeoCoordinates: ['StructuredValue'],
  QuantitativeValue: ['StructuredValue'],
  PropertyValue: ['StructuredValue'],
  ItemList: ['Intangible'],
  BreadcrumbList: ['ItemList'],
  ListItem: ['Intangible'],
};

/** The properties each type defines itself (the ones a page may use; parents add theirs). */
const PROPERTIES: Record<string, string[]> = {
  Thing: ['name', 'description', 'url', 'image', 'identifier', 'sameAs', 'alternateName'],
  CreativeWork: ['inLanguage', 'mainEntity', 'offers', 'datePublished', 'dateModified', 'author'],
  WebPage: ['breadcrumb', 'primaryImageOfPage', 'lastReviewed'],
  RealEstateListing: ['datePosted', 'leaseLength'],
  Place: ['address', 'geo', 'additionalProperty', 'telephone', 'containedInPlace', 'photo'],
  Accommodation: [
    'floorSize',
    'numberOfBedrooms',
    'numberOfBathroomsTotal',
    'numberOfFullBathrooms',
    'numberOfRooms',
    'yearBuilt',
    'floorLevel',
    'amenityFeature',
    'petsAllowed',
  ],
  Apartment: ['occupancy'],
  House: [],
  Residence: ['accommodationFloorPlan'],
  ApartmentComplex: [
    'numberOfAccommodationUnits',
    'numberOfAvailableAccommodationUnits',
    'numberOfBedrooms',
    'petsAllowed',
    'tourBookingPage',
  ],
  Landform: [],
  Organization: ['legalName', 'email', 'telephone', 'vatID', 'logo', 'address'],
  LocalBusiness: ['priceRange', 'openingHours', 'currenciesAccepted'],
  RealEstateAgent: [],
  Intangible: [],
  Offer: [
    'businessFunction',
    'availability',
    'price',
    'priceCurrency',
    'priceSpecification',
    'seller',
    'offeredBy',
    'itemOffered',
    'validFrom',
  ],
  AggregateOffer: ['lowPrice', 'highPrice', 'offerCount', 'offers'],
  StructuredValue: [],
  PriceSpecification: ['price', 'priceCurrency', 'minPrice', 'maxPrice'],
  UnitPriceSpecification: ['unitCode', 'unitText', 'referenceQuantity', 'billingDuration'],
  ContactPoint: ['email', 'telephone'],
  PostalAddress: [
    'streetAddress',
    'postalCode',
    'addressLocality',
    'addressRegion',
    'addressCountry',
  ],
  GeoCoordinates: ['latitude', 'longitude', 'elevation'],
  QuantitativeValue: ['value', 'unitCode', 'unitText', 'minValue', 'maxValue'],
  PropertyValue: ['value', 'unitCode', 'unitText', 'propertyID'],
  ItemList: ['itemListElement', 'numberOfItems'],
  BreadcrumbList: [],
  ListItem: ['position', 'item'],
};

/** Properties whose value, when it is a typed node, must be one of these types (or a subtype). */
const RANGES: Record<string, string[]> = {
  itemOffered: [
    'Product',
    'Service',
    'Trip',
    'Event',
    'CreativeWork',
    'AggregateOffer',
    'MenuItem',
  ],
  mainEntity: ['Thing'],
  offers: ['Offer', 'Demand'],
  address: ['PostalAddress'],
  geo: ['GeoCoordinates', 'GeoShape'],
  floorSize: ['QuantitativeValue'],
  numberOfAccommodationUnits: ['QuantitativeValue'],
  additionalProperty: ['PropertyValue'],
  priceSpecification: ['PriceSpecification'],
  seller: ['Organization', 'Person'],
  itemListElement: ['ListItem'],
};

function ancestors(type: string): string[] {
  return [type, ...(PARENTS[type] ?? []).flatMap(ancestors)];
}

const isNode = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every breach of schema.org's definitions in a JSON-LD document, as readable lines. */
export function schemaOrgViolations(document: unknown, path = '$'): string[] {
  if (Array.isArray(document))
    return document.flatMap((item, index) => schemaOrgViolations(item, `${path}[${index}]`));
  if (!isNode(document)) return [];
  const problems: string[] = [];
  const type = document['@type'];
  if (typeof type === 'string') {
    if (!PARENTS[type]) problems.push(`${path}: unknown type ${type}`);
    const allowed = new Set(ancestors(type).flatMap((name) => PROPERTIES[name] ?? []));
    for (const [key, value] of Object.entries(document)) {
      if (key.startsWith('@')) continue;
      if (!allowed.has(key)) problems.push(`${path}: ${type} has no property ${key}`);
      const range = RANGES[key];
      for (const item of Array.isArray(value) ? value : [value]) {
        if (!range || !isNode(item) || typeof item['@type'] !== 'string') continue;
        const itemTypes = ancestors(item['@type']);
        if (!range.some((expected) => itemTypes.includes(expected)))
          problems.push(`${path}.${key}: a ${item['@type']} is not a ${range.join(' or ')}`);
      }
    }
  }
  for (const [key, value] of Object.entries(document))
    if (!key.startsWith('@')) problems.push(...schemaOrgViolations(value, `${path}.${key}`));
  return problems;
}
