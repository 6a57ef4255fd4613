import type { EnergyLabel } from '@/lib/energy/labels';
import type { EnergyRegion } from '@/lib/energy/region';
import type { Locale } from '@/lib/i18n/locales';

export type Goal = 'sale' | 'rent';
export type Banner = 'new' | 'take-over' | 'sold' | 'rented';

export type Picture = { url: string; width: number; height: number; id: number; scene: string };

export type Place = {
  street: string;
  houseNumber: string;
  box: string;
  zip: string;
  city: string;
  /** The city's slug in this language, for paths. */
  citySlug: string;
  countryId: 10 | 50;
  countryName: string;
  /** False when the owner asked not to publish the street address. */
  published: boolean;
  latitude: number;
  longitude: number;
};

/** A property as the pages use it, in one language. Every optional fact is null when unknown. */
export type Listing = {
  id: number;
  locale: Locale;
  reference: string;
  slug: string;
  goal: Goal;
  typeId: number;
  typeIds: number[];
  typeName: string;
  headline: string;
  description: string;
  banner: Banner | null;
  bannerName: string;
  /** Sold or rented: shown with its status, takes no visit or offer, never suggested as similar. */
  unavailable: boolean;
  /** Null when the price is not published. */
  price: number | null;
  priceUnit: number;
  priceUnitText: string;
  place: Place;
  region: EnergyRegion | null;
  energy: {
    value: number | null;
    written: string | null;
    co2: number | null;
    validUntil: string | null;
    reference: string | null;
    /** Luxembourg's thermal insulation class (A–I); null elsewhere. */
    insulationClass: string | null;
    label: EnergyLabel | null;
  };
  rooms: {
    bedrooms: number | null;
    bathrooms: number | null;
    showerRooms: number | null;
    toilets: number | null;
  };
  parking: { garages: number | null; parkings: number | null };
  surfaces: {
    total: number | null;
    living: number | null;
    ground: number | null;
    garden: number | null;
    terrace: number | null;
    store: number | null;
    constructed: number | null;
    plotDepth: number | null;
    frontWidth: number | null;
  };
  building: {
    constructionYear: number | null;
    renovationYear: number | null;
    floors: number | null;
    floor: number | null;
    facades: number | null;
    condition: string | null;
  };
  comfort: {
    heating: string | null;
    kitchen: string | null;
    windowFrames: string | null;
    glazing: string | null;
    roof: string | null;
  };
  connections: {
    gas: boolean | null;
    water: boolean | null;
    electricity: boolean | null;
    drain: boolean | null;
  };
  features: {
    lift: boolean | null;
    cellar: boolean | null;
    terrace: boolean | null;
    garden: boolean | null;
    attic: boolean | null;
    furnished: boolean | null;
  };
  planning: {
    buildingPermit: boolean | null;
    summons: boolean | null;
    allotmentPermit: boolean | null;
    preemptionRight: boolean | null;
    zoning: string | null;
    judicialDecision: string | null;
    floodRiskP: string | null;
    floodRiskG: string | null;
    floodArea: string | null;
    asbestos: string | null;
    electricalInspection: string | null;
  };
  mobiscore: {
    total: number;
    publicTransport: number | null;
    shops: number | null;
    education: number | null;
    health: number | null;
    leisure: number | null;
  } | null;
  costs: {
    chargesRenter: number | null;
    chargesOwner: number | null;
    notaryFee: number | null;
    registrationRights: number | null;
    vat: number | null;
    depositMonths: number | null;
    agencyCosts: number | null;
    inventoryCosts: number | null;
  };
  rental: {
    minimumIncome: number | null;
    maxPersons: number | null;
    availableFrom: string | null;
  } | null;
  lifeAnnuity: {
    bouquet: number | null;
    monthly: number | null;
    occupied: boolean | null;
    ages: number[];
  } | null;
  thumbnail: Picture;
  pictures: Picture[];
  video: string | null;
  virtualTour: string | null;
  projectId: number | null;
  createdAt: string;
  /** When an import last added or changed it (docs/importing-listings.md); its creation time before any import. */
  updatedAt: string;
  /** Its price changes recorded by imports, oldest first; empty for the bundled data set. */
  priceHistory: PriceHistoryEntry[];
};

/** A price change an import recorded: when (ISO time), from what, to what. */
export type PriceHistoryEntry = { date: string; previous: number; price: number };

export type Project = {
  id: number;
  locale: Locale;
  name: string;
  slug: string;
  typeId: number;
  typeLabel: string;
  units: number;
  priceMin: number;
  priceMax: number;
  status: 'pre-sale' | 'under-construction' | 'ready';
  delivery: string;
  description: string;
  place: Place;
  thumbnail: string;
  pictures: Picture[];
  plans: Picture[];
};

export type PropertyType = {
  webId: number;
  name: string;
  showOrder: number;
  sale: boolean;
  rent: boolean;
  saleCount: number;
  rentCount: number;
};

export type City = {
  name: string;
  zip: string;
  slug: string;
  countryId: 10 | 50;
  countryName: string;
  count: number;
  saleCount: number;
  rentCount: number;
};
