import { labelFromValue, displayLabel } from '@/lib/energy/labels';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type {
  RawCity,
  RawListing,
  RawPayload,
  RawPicture,
  RawProject,
  RawType,
} from '@/lib/data/schema';
import { PLACES, type Place } from './places';
import { createRandom, type Random } from './random';
import { description, headline, projectDescription } from './texts';
import { TYPE_KEYS, type Condition, type Region, type TypeKey } from './types';
import { streetIn } from '@/lib/data/municipalities';
import {
  COUNTRY_NAMES,
  MARQUEE_NAMES,
  PRICE_UNIT_TEXTS,
  PROJECT_NAMES,
  SCENES,
  TYPES,
} from './vocabulary';

export type GenerateOptions = {
  seed: number;
  /** Number of listings (each written once per language). */
  count: number;
  locales?: readonly Locale[];
  /** Number of new-build projects; their units are listings. */
  projects?: number;
};

/** A fixed "today" so that the data set does not change with the day it is generated. */
const REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
const FIRST_LISTING_ID = 4101;
const PHOTO = { width: 1600, height: 1067 };
const THUMBNAIL = { width: 250, height: 167 };

type Fact = {
  id: number;
  type: TypeKey;
  goal: 'sale' | 'rent';
  place: Place;
  region: Region;
  streetIndex: number;
  houseNumber: string;
  box: string;
  latitude: number;
  longitude: number;
  condition: Condition;
  bedrooms: number | null;
  bathrooms: number | null;
  showerRooms: number | null;
  toilets: number | null;
  garages: number | null;
  parkings: number | null;
  living: number | null;
  plot: number | null;
  garden: number | null;
  terrace: number | null;
  store: number | null;
  floor: number | null;
  floors: number | null;
  facades: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  features: { lift: boolean; cellar: boolean; attic: boolean; furnished: boolean };
  price: number;
  /** Exceptional properties often keep their price for serious enquiries ("price on request"). */
  publishPrice: boolean;
  priceUnit: number;
  marquee: number;
  energyValue: number | null;
  energyLabel: string | null;
  createdAt: number;
  projectId: number | null;
  lifeAnnuity: { bouquet: number; monthly: number; occupied: boolean; ages: number[] } | null;
  video: string | null;
  tour: string | null;
};

function regionOf(place: Place): Region {
  if (place.countryId === 50) return 'luxembourg';
  const zip = Number(place.zip);
  if (zip < 1300) return 'brussels';
  if (zip < 1500 || (zip >= 4000 && zip < 8000)) return 'wallonia';
  return 'flanders';
}

const TYPE_MIX: readonly (readonly [TypeKey, number])[] = [
  ['apartment', 28],
  ['house', 26],
  ['exceptional', 5],
  ['land', 8],
  ['offices-shops', 10],
  ['semi-industrial', 5],
  ['investment', 9],
  ['relocation', 9],
];

const RENT_SHARE: Record<TypeKey, number> = {
  apartment: 0.45,
  house: 0.3,
  exceptional: 0.15,
  land: 0.05,
  'offices-shops': 0.55,
  'semi-industrial': 0.5,
  investment: 0.05,
  relocation: 0.9,
};

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function conditionFor(random: Random, type: TypeKey): Condition {
  if (type === 'land') return 'good';
  return random.weighted<Condition>([
    ['new', 0.12],
    ['excellent', 0.28],
    ['good', 0.33],
    ['to-refresh', 0.17],
    ['to-renovate', 0.1],
  ]);
}

function energyValueFor(random: Random, condition: Condition, region: Region): number {
  const base = {
    new: [15, 90],
    excellent: [60, 170],
    good: [140, 290],
    'to-refresh': [250, 420],
    'to-renovate': [380, 640],
  }[condition];
  const value = random.between(base[0]!, base[1]!);
  // Brussels' scale runs lower (its labels are finer), and a few new builds produce energy.
  const scaled = region === 'brussels' ? value * 0.62 : value;
  return Math.round(condition === 'new' && random.chance(0.15) ? -random.between(1, 12) : scaled);
}

function writtenLabel(region: Region, value: number | null, random: Random): string | null {
  if (region === 'luxembourg') return random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']);
  if (value === null) return null;
  return displayLabel(labelFromValue(region, value));
}

const LUXEMBOURG_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** A Luxembourg passport's insulation class: near its energy class (one letter either way), without a draw of its own. */
function insulationClass(
  energyClass: string | null,
  id: number,
): (typeof LUXEMBOURG_CLASSES)[number] | null {
  const index = LUXEMBOURG_CLASSES.indexOf(
    (energyClass ?? '') as (typeof LUXEMBOURG_CLASSES)[number],
  );
  if (index < 0) return null;
  return LUXEMBOURG_CLASSES[
    Math.min(LUXEMBOURG_CLASSES.length - 1, Math.max(0, index + (id % 3) - 1))
  ]!;
}

function youtubeId(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  return Array.from({ length: 11 }, () => random.pick([...alphabet])).join('');
}

function makeFact(
  random: Random,
  id: number,
  type: TypeKey,
  goal: 'sale' | 'rent',
  place: Place,
  projectId: number | null,
  forceLifeAnnuity = false,
): Fact {
  const region = regionOf(place);
  const condition = projectId ? 'new' : conditionFor(random, type);
  const residential = ['apartment', 'house', 'exceptional', 'investment', 'relocation'].includes(
    type,
  );
  const flat =
    type === 'apartment' || type === 'relocation' || (type === 'investment' && random.chance(0.6));
  const bedrooms = residential
    ? type === 'exceptional'
      ? random.int(4, 7)
      : type === 'investment'
        ? random.int(3, 8)
        : flat
          ? random.int(type === 'relocation' ? 1 : 1, 3)
          : random.int(2, 5)
    : null;
  const living = residential
    ? Math.round(
        (bedrooms ?? 1) * random.between(flat ? 28 : 34, flat ? 40 : 52) + random.between(20, 45),
      ) * (type === 'exceptional' ? 1.5 : 1)
    : type === 'land'
      ? null
      : Math.round(
          random.between(
            type === 'semi-industrial' ? 350 : 60,
            type === 'semi-industrial' ? 2400 : 650,
          ),
        );
  // a flat's floor lies within its building (ground floor 0); only a ground-floor flat can have a garden
  const floors = type === 'land' ? null : flat ? random.int(3, 9) : random.int(1, 3);
  const floor = flat && floors !== null ? random.int(0, floors - 1) : null;
  const hasGarden =
    type === 'house' ||
    type === 'exceptional' ||
    (type === 'apartment' && floor === 0 && random.chance(0.5));
  const plot =
    type === 'land'
      ? Math.round(random.between(380, 2200))
      : type === 'house' || type === 'exceptional' || type === 'semi-industrial'
        ? Math.round((living ?? 100) * random.between(1.4, type === 'exceptional' ? 12 : 4))
        : null;
  const terrace =
    flat || type === 'house' ? (random.chance(flat ? 0.65 : 0.5) ? random.int(6, 28) : null) : null;
  const constructionYear =
    type === 'land' ? null : condition === 'new' ? random.int(2024, 2027) : random.int(1890, 2019);
  const renovationYear =
    constructionYear &&
    constructionYear < 2005 &&
    (condition === 'excellent' || condition === 'good') &&
    random.chance(0.6)
      ? random.int(Math.max(constructionYear + 20, 2008), 2025)
      : null;
  const garages = residential
    ? flat
      ? random.chance(0.4)
        ? 1
        : 0
      : random.int(0, 2)
    : type === 'land'
      ? null
      : random.int(0, 6);
  const parkings =
    type === 'offices-shops' || type === 'semi-industrial'
      ? random.int(0, 12)
      : flat && random.chance(0.3)
        ? 1
        : 0;
  const energyValue =
    type === 'land' || region === 'luxembourg' ? null : energyValueFor(random, condition, region);

  const perMetre = goal === 'sale' ? place.pricePerSquareMetre : place.rentPerSquareMetre;
  const conditionFactor = {
    new: 1.18,
    excellent: 1.08,
    good: 1,
    'to-refresh': 0.88,
    'to-renovate': 0.72,
  }[condition];
  const typeFactor = {
    apartment: 1,
    house: 0.92,
    exceptional: 1.35,
    land: 0.16,
    'offices-shops': 0.85,
    'semi-industrial': 0.38,
    investment: 0.82,
    relocation: 1.25,
  }[type];
  const surface = type === 'land' ? (plot ?? 500) : (living ?? 80);
  const rawPrice = surface * perMetre * conditionFactor * typeFactor * random.between(0.88, 1.12);
  const price = goal === 'sale' ? round(rawPrice, 5000) : round(rawPrice, 25);

  const marquee =
    goal === 'sale'
      ? random.weighted([
          [0, 0.7],
          [1, 0.16],
          [3, 0.1],
          [2, type === 'offices-shops' ? 0.2 : 0.04],
        ])
      : random.weighted([
          [0, 0.7],
          [1, 0.14],
          [4, 0.12],
          [2, type === 'offices-shops' ? 0.2 : 0.02],
        ]);

  const lifeAnnuity =
    goal === 'sale' &&
    (type === 'house' || type === 'apartment') &&
    !projectId &&
    region !== 'luxembourg' &&
    (forceLifeAnnuity || random.chance(0.03))
      ? {
          bouquet: round(price * random.between(0.2, 0.35), 1000),
          monthly: round(price * random.between(0.0035, 0.005), 10),
          occupied: random.chance(0.7),
          ages: random.chance(0.5)
            ? [random.int(72, 88)]
            : [random.int(74, 86), random.int(72, 84)],
        }
      : null;

  return {
    id,
    type,
    goal,
    place,
    region,
    streetIndex: random.int(0, place.streets.length - 1),
    houseNumber: String(random.int(1, 240)),
    box: flat ? String(random.int(1, 4) * 10 + random.int(1, 3)) : '',
    latitude: Number((place.latitude + random.between(-0.008, 0.008)).toFixed(6)),
    longitude: Number((place.longitude + random.between(-0.012, 0.012)).toFixed(6)),
    condition,
    bedrooms,
    bathrooms: residential
      ? Math.max(1, Math.round((bedrooms ?? 1) / 2.2))
      : type === 'land'
        ? null
        : random.int(0, 2),
    showerRooms: residential ? (random.chance(0.4) ? 1 : 0) : null,
    toilets: type === 'land' ? null : random.int(1, 3),
    garages,
    parkings: type === 'land' ? null : parkings,
    living,
    plot,
    garden: hasGarden ? Math.round((plot ?? 300) * random.between(0.25, 0.6)) : null,
    terrace,
    store: type === 'offices-shops' ? Math.round((living ?? 100) * random.between(0.1, 0.3)) : null,
    floor,
    floors,
    facades: type === 'land' || flat ? null : random.int(2, 4),
    constructionYear,
    renovationYear,
    features: {
      lift: flat ? random.chance(0.65) : false,
      cellar: type !== 'land' && random.chance(0.55),
      attic: type === 'house' || type === 'exceptional' ? random.chance(0.45) : false,
      furnished: type === 'relocation' || (goal === 'rent' && flat && random.chance(0.1)),
    },
    price: lifeAnnuity ? lifeAnnuity.bouquet : price,
    publishPrice: !(type === 'exceptional' && random.chance(0.35)),
    priceUnit: projectId ? 7 : goal === 'rent' ? 2 : type === 'land' && random.chance(0.2) ? 7 : 1,
    marquee: projectId ? 1 : marquee,
    energyValue: energyValue !== null && random.chance(0.05) ? null : energyValue,
    energyLabel: null,
    createdAt: REFERENCE_DATE - random.int(1, 420) * DAY - random.int(0, DAY / 1000) * 1000,
    projectId,
    lifeAnnuity,
    video:
      random.chance(0.05) && type !== 'land'
        ? `https://www.youtube.com/watch?v=${youtubeId(random)}`
        : null,
    tour:
      random.chance(0.04) && type !== 'land'
        ? `https://my.matterport.com/show/?m=${youtubeId(random)}`
        : null,
  };
}

function pictureList(fact: Fact, random: Random): RawPicture[] {
  const scenes = [...SCENES[fact.type]];
  if (fact.garden && !scenes.includes('garden')) scenes.splice(2, 0, 'garden');
  if (fact.terrace && !scenes.includes('terrace')) scenes.splice(2, 0, 'terrace');
  if (fact.projectId || random.chance(0.2)) scenes.push('plan');
  return scenes.map((scene, index) => ({
    Url: `/media/listings/${fact.id}/${index + 1}.jpg`,
    Width: PHOTO.width,
    Height: PHOTO.height,
    ID: fact.id * 100 + index + 1,
    Name: scene,
  }));
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function costsOf(fact: Fact) {
  const sale = fact.goal === 'sale';
  const registrationRate = { flanders: 0.12, brussels: 0.125, wallonia: 0.125, luxembourg: 0.07 }[
    fact.region
  ];
  const newBuild = fact.projectId !== null;
  const taxable = newBuild ? fact.price * 0.3 : fact.price;
  return {
    ChargesRenter: !sale && fact.type !== 'land' ? round(fact.price * 0.08, 5) : null,
    ChargesOwner: sale && fact.floor !== null ? round(fact.price * 0.0004, 5) : null,
    NotaryFee: sale ? round(fact.price * 0.011 + 1400, 10) : null,
    RegistrationRights: sale ? round(taxable * registrationRate, 10) : null,
    VAT: sale && newBuild ? round(fact.price * 0.7 * 0.21, 10) : null,
    DepositMonths: sale
      ? null
      : fact.type === 'offices-shops' || fact.type === 'semi-industrial'
        ? 6
        : 3,
    AgencyCosts:
      !sale && (fact.type === 'offices-shops' || fact.type === 'semi-industrial')
        ? round(fact.price, 10)
        : null,
    InventoryCosts: sale ? null : 200 + (fact.bedrooms ?? 1) * 25,
    RentalMinimumIncome: !sale && fact.bedrooms !== null ? round(fact.price * 3, 50) : null,
    RentalMaxPersons: !sale && fact.bedrooms !== null ? fact.bedrooms * 2 : null,
  };
}

function planningOf(fact: Fact, random: Random) {
  const flanders = fact.region === 'flanders';
  const belgium = fact.region !== 'luxembourg';
  return {
    PermitBuilding: belgium ? random.chance(0.9) : null,
    PermitSummons: belgium ? false : null,
    PermitAllotment: fact.type === 'land' ? random.chance(0.7) : belgium ? false : null,
    PreemptionRight: flanders ? random.chance(0.08) : null,
    ZoningDestination: belgium
      ? fact.type === 'semi-industrial'
        ? ('industrial' as const)
        : fact.type === 'offices-shops'
          ? ('commercial' as const)
          : random.chance(0.85)
            ? ('residential' as const)
            : ('residential-rural' as const)
      : null,
    JudicialDecision: belgium
      ? random.weighted([
          ['none', 0.94],
          ['requested', 0.04],
          ['yes', 0.02],
        ] as const)
      : null,
    FloodRiskP: flanders
      ? random.weighted([
          ['A', 0.8],
          ['B', 0.12],
          ['C', 0.06],
          ['D', 0.02],
        ] as const)
      : null,
    FloodRiskG:
      flanders && fact.type !== 'land'
        ? random.weighted([
            ['A', 0.82],
            ['B', 0.1],
            ['C', 0.06],
            ['D', 0.02],
          ] as const)
        : null,
    FloodArea: flanders
      ? random.weighted([
          ['none', 0.88],
          ['possible', 0.09],
          ['effective', 0.03],
        ] as const)
      : null,
    AsbestosCertificate:
      flanders && fact.type !== 'land'
        ? fact.constructionYear && fact.constructionYear < 2001
          ? ('available' as const)
          : ('not-required' as const)
        : null,
    ElectricalInspection:
      belgium && fact.type !== 'land'
        ? random.chance(0.8)
          ? ('compliant' as const)
          : ('not-compliant' as const)
        : null,
  };
}

function mobiscoreOf(fact: Fact, random: Random) {
  const scored = fact.region === 'flanders' || fact.region === 'brussels';
  const base = fact.region === 'brussels' ? 8.4 : 6.6;
  const score = () =>
    scored ? Number(Math.min(10, Math.max(0, base + random.between(-2.2, 1.6))).toFixed(1)) : null;
  return {
    MobiscoreTotal: score(),
    MobiscorePublicTransport: score(),
    MobiscoreShops: score(),
    MobiscoreEducation: score(),
    MobiscoreHealth: score(),
    MobiscoreLeisure: score(),
  };
}

/**
 * Three in ten listings still on offer had their asking price lowered once or twice, by 3–10 %
 * each time, at least a week after they were published and before the reference date. Drawn from
 * a stream of its own per listing, so that adding the history left every other fact as it was.
 */
function priceChangesOf(fact: Fact, seed: number): RawListing['PriceChanges'] {
  const random = createRandom(seed * 31 + fact.id);
  const eligible =
    fact.marquee !== 3 &&
    fact.marquee !== 4 &&
    fact.publishPrice &&
    !fact.projectId &&
    !fact.lifeAnnuity &&
    REFERENCE_DATE - fact.createdAt > 21 * DAY;
  if (!eligible || !random.chance(0.3)) return undefined;
  const step = fact.goal === 'sale' ? 5000 : 25;
  const earliest = fact.createdAt + 7 * DAY;
  const last = Math.max(earliest, REFERENCE_DATE - random.int(0, 90) * DAY);
  const dates =
    random.chance(0.3) && last - earliest > 30 * DAY
      ? [earliest + random.int(0, Math.floor((last - earliest) / DAY) - 21) * DAY, last]
      : [last];
  let price = fact.price;
  const previous = dates.map(() => {
    price = round(price * random.between(1.03, 1.1), step);
    return price;
  });
  previous.reverse();
  return dates.map((date, index) => ({ Date: isoDay(date), PreviousPrice: previous[index]! }));
}

function listingRecords(
  fact: Fact,
  locales: readonly Locale[],
  random: Random,
  seed: number,
): RawListing[] {
  const priceChanges = priceChangesOf(fact, seed);
  const pictures = pictureList(fact, random);
  const first = pictures[0]!;
  const region = fact.region;
  const written = writtenLabel(region, fact.energyValue, random);
  const hasEpc = fact.type !== 'land';
  const epcDate = fact.createdAt - random.int(10, 900) * DAY;
  const costs = costsOf(fact);
  const planning = planningOf(fact, random);
  const mobiscore = mobiscoreOf(fact, random);
  const textSeed = random.int(1, 2 ** 31);
  const reference = `HI-${new Date(fact.createdAt).getUTCFullYear()}-${String(fact.id - FIRST_LISTING_ID + 101).padStart(4, '0')}`;
  const street = fact.place.streets[fact.streetIndex]!;
  const webIds =
    fact.type === 'investment'
      ? `${TYPES.investment.webId},${TYPES.apartment.webId}`
      : String(TYPES[fact.type].webId);

  // every fact is drawn once per listing; only the words below are written per language
  const building = fact.type === 'land' ? null : fact.type;
  const availableFrom =
    fact.goal === 'rent' ? isoDay(fact.createdAt + random.int(10, 90) * DAY) : null;
  const epcReference = hasEpc
    ? `${isoDay(epcDate).replaceAll('-', '')}-000${fact.id}-${random.int(10, 99)}`
    : null;
  const frontWidth = fact.type === 'land' || fact.type === 'house' ? random.int(6, 24) : null;
  const heating = building
    ? random.pick(['gas', 'gas', 'heat-pump', 'fuel-oil', 'electric', 'district'] as const)
    : null;
  const kitchen =
    building && building !== 'semi-industrial'
      ? random.pick(['fully-equipped', 'equipped', 'semi-equipped', 'not-equipped'] as const)
      : null;
  const windowFrames = building ? random.pick(['pvc', 'wood', 'aluminium'] as const) : null;
  const glazing = building
    ? fact.condition === 'new'
      ? 'triple'
      : random.pick(['double', 'double', 'single'] as const)
    : null;
  const roof = building ? random.pick(['tiles', 'slate', 'flat', 'zinc'] as const) : null;
  const gasConnection = heating === 'gas' || random.chance(0.85);
  const drainConnection = random.chance(0.95);

  return locales.map((locale) => {
    const textRandom = createRandom(textSeed + LOCALES.indexOf(locale));
    const input = {
      locale,
      type: fact.type,
      goal: fact.goal,
      city: fact.place.names[locale],
      region,
      bedrooms: fact.bedrooms,
      bathrooms: fact.bathrooms,
      livingArea: fact.living,
      plotArea: fact.plot,
      gardenArea: fact.garden,
      terraceArea: fact.terrace,
      floor: fact.floor,
      floors: fact.floors,
      constructionYear: fact.constructionYear,
      renovationYear: fact.renovationYear,
      condition: fact.condition,
      features: {
        garden: fact.garden !== null,
        terrace: fact.terrace !== null,
        lift: fact.features.lift,
        cellar: fact.features.cellar,
        attic: fact.features.attic,
        garage: (fact.garages ?? 0) > 0,
        parking: (fact.parkings ?? 0) > 0,
        furnished: fact.features.furnished,
      },
      energyLabel: hasEpc ? written : null,
      lifeAnnuity: fact.lifeAnnuity !== null,
      projectName: fact.projectId
        ? PROJECT_NAMES[(fact.projectId - 1) % PROJECT_NAMES.length]!
        : null,
      random: textRandom.next,
    };
    return {
      ID: fact.id,
      WebID: TYPES[fact.type].webId,
      WebIDs: webIds,
      Goal: fact.goal === 'sale' ? 0 : 1,
      City: fact.place.names[locale],
      Zip: fact.place.zip,
      CountryID: fact.place.countryId,
      CountryName: COUNTRY_NAMES[fact.place.countryId][locale],
      TypeDescription: headline(input),
      MainTypeName: TYPES[fact.type].names[locale],
      language: locale,
      RecordFile: reference,
      Marquee: fact.marquee,
      MarqueeName: MARQUEE_NAMES[fact.marquee]![locale],
      SmallPictureItem: {
        Url: `/media/listings/${fact.id}/thumb.jpg`,
        Width: THUMBNAIL.width,
        Height: THUMBNAIL.height,
        ID: fact.id * 100,
        Name: first.Name,
      },
      Pictures: pictures,
      PublishPrice: fact.publishPrice,
      Price: fact.price,
      PriceUnit: fact.priceUnit,
      PriceUnitText: PRICE_UNIT_TEXTS[fact.priceUnit]![locale],
      PublishAddress: fact.type !== 'exceptional',
      Street: streetIn(street, locale),
      HouseNumber: fact.houseNumber,
      BoxNr: fact.box,
      Latitude: fact.latitude,
      Longitude: fact.longitude,
      Description: description(input),
      CreatedAt: new Date(fact.createdAt).toISOString(),
      ProjectID: fact.projectId,
      VideoUrl: fact.video,
      VirtualTourUrl: fact.tour,
      AvailableFrom: availableFrom,
      EnergyPerformance: hasEpc ? fact.energyValue : null,
      EPCLabelText: hasEpc ? written : null,
      EPCInsulationClass:
        hasEpc && region === 'luxembourg' ? insulationClass(written, fact.id) : null,
      CO2Emission:
        hasEpc && fact.energyValue !== null
          ? Math.max(0, Math.round(fact.energyValue * 0.21))
          : null,
      EPCValidUntil: hasEpc ? isoDay(epcDate + 3652 * DAY) : null,
      EPCReference: epcReference,
      Bedrooms: fact.bedrooms,
      Bathrooms: fact.bathrooms,
      ShowerRooms: fact.showerRooms,
      Toilets: fact.toilets,
      Garages: fact.garages,
      Parkings: fact.parkings,
      SurfaceTotal: fact.living !== null ? Math.round(fact.living * 1.12) : fact.plot,
      SurfaceLiving: fact.living,
      SurfaceGround: fact.plot,
      SurfaceGarden: fact.garden,
      SurfaceTerrace: fact.terrace,
      SurfaceStore: fact.store,
      SurfaceConstructed:
        fact.living !== null && fact.floors
          ? Math.round(fact.living / Math.max(1, fact.floors) + 15)
          : null,
      PlotDepth: fact.type === 'land' && fact.plot ? Math.round(fact.plot / 18) : null,
      FrontWidth: frontWidth,
      ConstructionYear: fact.constructionYear,
      RenovationYear: fact.renovationYear,
      Floors: fact.floors,
      Floor: fact.floor,
      Facades: fact.facades,
      Condition: fact.type === 'land' ? null : fact.condition,
      Heating: heating,
      Kitchen: kitchen,
      WindowFrames: windowFrames,
      Glazing: glazing,
      Roof: roof,
      ConnectionGas: gasConnection,
      ConnectionWater: true,
      ConnectionElectricity: true,
      ConnectionDrain: drainConnection,
      Lift: fact.type === 'land' ? null : fact.features.lift,
      Cellar: fact.type === 'land' ? null : fact.features.cellar,
      Terrace: fact.terrace !== null,
      Garden: fact.garden !== null,
      Attic: fact.type === 'land' ? null : fact.features.attic,
      Furnished: fact.type === 'land' ? null : fact.features.furnished,
      ...planning,
      ...mobiscore,
      ...costs,
      AnnuityBouquet: fact.lifeAnnuity?.bouquet ?? null,
      AnnuityMonthly: fact.lifeAnnuity?.monthly ?? null,
      AnnuityOccupied: fact.lifeAnnuity?.occupied ?? null,
      AnnuityAges: fact.lifeAnnuity?.ages ?? null,
      ...(priceChanges ? { PriceChanges: priceChanges } : {}),
    };
  });
}

function projectRecords(
  id: number,
  place: Place,
  units: Fact[],
  locales: readonly Locale[],
  random: Random,
): RawProject[] {
  const name = PROJECT_NAMES[(id - 1) % PROJECT_NAMES.length]!;
  const type = units[0]?.type === 'house' ? 'house' : 'apartment';
  const status = random.pick([
    'pre-sale',
    'under-construction',
    'under-construction',
    'ready',
  ] as const);
  const delivery = `Q${random.int(1, 4)} ${status === 'ready' ? 2026 : random.int(2027, 2028)}`;
  const prices = units.map((unit) => unit.price);
  // drawn and left unused, so that the rest of the data set stays the same: the units' street counts
  random.int(0, place.streets.length - 1);
  random.int(1, 120);
  const street = units[0] ? place.streets[units[0].streetIndex]! : place.streets[0]!;
  const houseNumber = units[0]?.houseNumber ?? '1';
  const latitude = Number((place.latitude + random.between(-0.006, 0.006)).toFixed(6));
  const longitude = Number((place.longitude + random.between(-0.009, 0.009)).toFixed(6));
  const scenes =
    type === 'house'
      ? (['facade-house', 'garden', 'living', 'kitchen'] as const)
      : (['facade-apartment', 'terrace', 'living', 'kitchen'] as const);
  const pictures = scenes.map((scene, index) => ({
    Url: `/media/projects/${id}/${index + 1}.jpg`,
    Width: PHOTO.width,
    Height: PHOTO.height,
    ID: 900000 + id * 100 + index + 1,
    Name: scene,
  }));
  const plans = [1, 2].map((index) => ({
    Url: `/media/projects/${id}/plan-${index}.png`,
    Width: PHOTO.width,
    Height: PHOTO.height,
    ID: 900000 + id * 100 + 50 + index,
    Name: 'plan',
  }));
  const textSeed = random.int(1, 2 ** 31);
  return locales.map((locale) => ({
    ID: id,
    Goal: 0,
    Name: name,
    City: place.names[locale],
    Zip: place.zip,
    CountryID: place.countryId,
    CountryName: COUNTRY_NAMES[place.countryId][locale],
    WebID: TYPES[type].webId,
    WebIDName: `${TYPES[type].names[locale]} (${units.length})`,
    SmallPicture: `/media/projects/${id}/thumb.jpg`,
    Pictures: pictures,
    Plans: plans,
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    language: locale,
    PublicAddress: true,
    Street: streetIn(street, locale),
    HouseNumber: houseNumber,
    BoxNr: '',
    Latitude: latitude,
    Longitude: longitude,
    Status: status,
    Delivery: delivery,
    Description: projectDescription({
      locale,
      name,
      city: place.names[locale],
      units: units.length,
      type,
      status,
      delivery,
      random: createRandom(textSeed + LOCALES.indexOf(locale)).next,
    }),
    Units: units.length,
  }));
}

function cityLists(listings: RawListing[], locales: readonly Locale[]) {
  const cities: RawCity[] = [];
  for (const locale of locales) {
    const byZip = new Map<string, RawCity>();
    for (const listing of listings) {
      if (listing.language !== locale) continue;
      const city =
        byZip.get(listing.Zip) ??
        ({
          Name: listing.City,
          Zip: listing.Zip,
          CountryID: listing.CountryID,
          CountryName: listing.CountryName,
          PropertyCount: 0,
          language: locale,
          SaleCount: 0,
          RentCount: 0,
        } satisfies RawCity);
      city.PropertyCount += 1;
      if (listing.Goal === 0) city.SaleCount += 1;
      else city.RentCount += 1;
      byZip.set(listing.Zip, city);
    }
    cities.push(...[...byZip.values()].sort((a, b) => a.Name.localeCompare(b.Name, locale)));
  }
  return {
    citys: cities,
    citysSale: cities.filter((city) => city.SaleCount > 0),
    citysRent: cities.filter((city) => city.RentCount > 0),
  };
}

function typeList(listings: RawListing[], locales: readonly Locale[]): RawType[] {
  return locales.flatMap((locale) =>
    TYPE_KEYS.map((key, index) => {
      // a listing counts under each of its WebIDs, as the list filtered by that type shows it
      const ofType = listings.filter(
        (listing) =>
          listing.language === locale &&
          listing.WebIDs.split(',').map(Number).includes(TYPES[key].webId),
      );
      return {
        ID: index + 1,
        WebID: TYPES[key].webId,
        Name: TYPES[key].names[locale],
        ShowOrder: index + 1,
        Sale: true,
        Rent: true,
        language: locale,
        SaleCount: ofType.filter((listing) => listing.Goal === 0).length,
        RentCount: ofType.filter((listing) => listing.Goal !== 0).length,
      };
    }),
  );
}

/**
 * The whole static payload of the product's rules, deterministic for a seed: listings in every language (every type
 * present, all Marquee banners, some "starting from" prices, a few life-annuity sales), new-build
 * projects whose units are listings, the eight types and the three city lists with their counts.
 */
export function generatePayload(options: GenerateOptions): RawPayload {
  const locales = options.locales ?? LOCALES;
  const random = createRandom(options.seed);
  const projectCount =
    options.projects ?? Math.min(10, Math.max(0, Math.floor(options.count / 15)));
  const facts: Fact[] = [];
  let nextId = FIRST_LISTING_ID;

  const projectPlaces: Place[] = [];
  for (let project = 1; project <= projectCount; project++) {
    const place = random.pick(PLACES);
    projectPlaces.push(place);
    const type = random.chance(0.7) ? 'apartment' : 'house';
    const units = random.int(3, 5);
    for (let unit = 0; unit < units && facts.length < options.count; unit++) {
      facts.push(makeFact(random, nextId++, type, 'sale', place, project));
    }
  }

  // Every type is present at least once for sale and once for rent, however small the count.
  const required: [TypeKey, 'sale' | 'rent'][] = TYPE_KEYS.flatMap((type) => [
    [type, 'sale'] as [TypeKey, 'sale'],
    [type, 'rent'] as [TypeKey, 'rent'],
  ]);
  // A few life-annuity (viager) sales, a Belgian speciality, in Brussels and Wallonia.
  const annuityPlaces = PLACES.filter((place) =>
    ['brussels', 'wallonia'].includes(regionOf(place)),
  );
  for (const type of ['house', 'apartment', 'house'] as const) {
    if (facts.length >= options.count || options.count < 40) break;
    facts.push(makeFact(random, nextId++, type, 'sale', random.pick(annuityPlaces), null, true));
  }
  while (facts.length < options.count) {
    const [type, goal] =
      required.shift() ??
      (() => {
        const type = random.weighted(TYPE_MIX);
        return [type, random.chance(RENT_SHARE[type]) ? 'rent' : 'sale'] as const;
      })();
    facts.push(makeFact(random, nextId++, type, goal, random.pick(PLACES), null));
  }

  // Make the banners of the product's rules certain to appear in any data set of a reasonable size.
  if (facts.length >= 40) {
    facts.find((fact) => fact.goal === 'sale' && !fact.projectId && fact.marquee !== 3)!.marquee =
      3;
    facts.find((fact) => fact.goal === 'rent' && fact.marquee !== 4)!.marquee = 4;
    const exceptional = facts.find((fact) => fact.type === 'exceptional' && fact.goal === 'sale');
    if (exceptional) exceptional.publishPrice = false;
    // a Flemish home for sale labelled E, so that the Flemish renovation duty shows on a real page
    const unrenovated = facts.find(
      (fact) =>
        fact.region === 'flanders' &&
        (fact.type === 'house' || fact.type === 'apartment') &&
        fact.goal === 'sale' &&
        !fact.projectId &&
        !fact.lifeAnnuity &&
        fact.marquee !== 3 &&
        ['good', 'to-refresh', 'to-renovate'].includes(fact.condition),
    );
    if (unrenovated && (unrenovated.energyValue === null || unrenovated.energyValue < 400))
      unrenovated.energyValue = 455;
  }

  // A project's units stand on its street (issue 34.5): the first unit's street is the project's.
  for (const [index] of projectPlaces.entries()) {
    const units = facts.filter((fact) => fact.projectId === index + 1);
    for (const unit of units) unit.streetIndex = units[0]!.streetIndex;
  }
  const listings = facts.flatMap((fact) => listingRecords(fact, locales, random, options.seed));
  const projects = projectPlaces.flatMap((place, index) =>
    projectRecords(
      index + 1,
      place,
      facts.filter((fact) => fact.projectId === index + 1),
      locales,
      random,
    ),
  );
  return {
    listings,
    projects: projects.filter((project) => project.Units > 0),
    webIDs: typeList(listings, locales),
    ...cityLists(listings, locales),
    neighbourhoods: [],
  };
}
