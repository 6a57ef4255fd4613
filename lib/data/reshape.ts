import { energyLabel } from '@/lib/energy/labels';
import { energyRegion } from '@/lib/energy/region';
import { slugify } from '@/lib/format/text';
import type { Locale } from '@/lib/i18n/locales';
import { historyFromFeed } from './price-history';
import {
  MARQUEE_NEW,
  MARQUEE_RENTED,
  MARQUEE_SOLD,
  MARQUEE_TAKE_OVER,
  type RawCity,
  type RawListing,
  type RawPicture,
  type RawProject,
  type RawType,
} from './schema';
import type {
  Banner,
  City,
  Listing,
  Picture,
  Place,
  Project,
  PropertyType,
} from '@/lib/model/types';

const BANNERS: Record<number, Banner> = {
  [MARQUEE_NEW]: 'new',
  [MARQUEE_TAKE_OVER]: 'take-over',
  [MARQUEE_SOLD]: 'sold',
  [MARQUEE_RENTED]: 'rented',
};

function picture(raw: RawPicture): Picture {
  return { url: raw.Url, width: raw.Width, height: raw.Height, id: raw.ID, scene: raw.Name };
}

type RawPlace = Pick<
  RawListing,
  | 'Street'
  | 'HouseNumber'
  | 'BoxNr'
  | 'Zip'
  | 'City'
  | 'CountryID'
  | 'CountryName'
  | 'Latitude'
  | 'Longitude'
>;

function placeOf(raw: RawPlace, published: boolean): Place {
  return {
    street: raw.Street,
    houseNumber: raw.HouseNumber,
    box: raw.BoxNr,
    zip: raw.Zip,
    city: raw.City,
    citySlug: slugify(raw.City),
    countryId: raw.CountryID,
    countryName: raw.CountryName,
    published,
    latitude: raw.Latitude,
    longitude: raw.Longitude,
  };
}

/** Goal 0 is for sale; any other value is for rent. */
export function goalOf(goal: number): 'sale' | 'rent' {
  return goal === 0 ? 'sale' : 'rent';
}

export function reshapeListing(raw: RawListing): Listing {
  const banner = BANNERS[raw.Marquee] ?? null;
  const goal = goalOf(raw.Goal);
  const region = energyRegion(raw.CountryID, raw.Zip);
  return {
    id: raw.ID,
    locale: raw.language as Locale,
    reference: raw.RecordFile,
    slug: slugify(raw.TypeDescription) || slugify(raw.MainTypeName),
    goal,
    typeId: raw.WebID,
    typeIds: raw.WebIDs.split(',').map(Number),
    typeName: raw.MainTypeName,
    headline: raw.TypeDescription,
    description: raw.Description,
    banner,
    bannerName: raw.MarqueeName,
    unavailable: banner === 'sold' || banner === 'rented',
    price: raw.PublishPrice ? raw.Price : null,
    priceUnit: raw.PriceUnit,
    priceUnitText: raw.PriceUnitText,
    place: placeOf(raw, raw.PublishAddress),
    region,
    energy: {
      value: raw.EnergyPerformance,
      written: raw.EPCLabelText,
      co2: raw.CO2Emission,
      validUntil: raw.EPCValidUntil,
      reference: raw.EPCReference,
      insulationClass: raw.EPCInsulationClass,
      label: energyLabel({
        countryId: raw.CountryID,
        postcode: raw.Zip,
        value: raw.EnergyPerformance,
        written: raw.EPCLabelText,
      }),
    },
    rooms: {
      bedrooms: raw.Bedrooms,
      bathrooms: raw.Bathrooms,
      showerRooms: raw.ShowerRooms,
      toilets: raw.Toilets,
    },
    parking: { garages: raw.Garages, parkings: raw.Parkings },
    surfaces: {
      total: raw.SurfaceTotal,
      living: raw.SurfaceLiving,
      ground: raw.SurfaceGround,
      garden: raw.SurfaceGarden,
      terrace: raw.SurfaceTerrace,
      store: raw.SurfaceStore,
      constructed: raw.SurfaceConstructed,
      plotDepth: raw.PlotDepth,
      frontWidth: raw.FrontWidth,
    },
    building: {
      constructionYear: raw.ConstructionYear,
      renovationYear: raw.RenovationYear,
      floors: raw.Floors,
      floor: raw.Floor,
      facades: raw.Facades,
      condition: raw.Condition,
    },
    comfort: {
      heating: raw.Heating,
      kitchen: raw.Kitchen,
      windowFrames: raw.WindowFrames,
      glazing: raw.Glazing,
      roof: raw.Roof,
    },
    connections: {
      gas: raw.ConnectionGas,
      water: raw.ConnectionWater,
      electricity: raw.ConnectionElectricity,
      drain: raw.ConnectionDrain,
    },
    features: {
      lift: raw.Lift,
      cellar: raw.Cellar,
      terrace: raw.Terrace,
      garden: raw.Garden,
      attic: raw.Attic,
      furnished: raw.Furnished,
    },
    planning: {
      buildingPermit: raw.PermitBuilding,
      summons: raw.PermitSummons,
      allotmentPermit: raw.PermitAllotment,
      preemptionRight: raw.PreemptionRight,
      zoning: raw.ZoningDestination,
      judicialDecision: raw.JudicialDecision,
      floodRiskP: raw.FloodRiskP,
      floodRiskG: raw.FloodRiskG,
      floodArea: raw.FloodArea,
      asbestos: raw.AsbestosCertificate,
      electricalInspection: raw.ElectricalInspection,
    },
    mobiscore:
      raw.MobiscoreTotal === null
        ? null
        : {
            total: raw.MobiscoreTotal,
            publicTransport: raw.MobiscorePublicTransport,
            shops: raw.MobiscoreShops,
            education: raw.MobiscoreEducation,
            health: raw.MobiscoreHealth,
            leisure: raw.MobiscoreLeisure,
          },
    costs: {
      chargesRenter: raw.ChargesRenter,
      chargesOwner: raw.ChargesOwner,
      notaryFee: raw.NotaryFee,
      registrationRights: raw.RegistrationRights,
      vat: raw.VAT,
      depositMonths: raw.DepositMonths,
      agencyCosts: raw.AgencyCosts,
      inventoryCosts: raw.InventoryCosts,
    },
    rental:
      goal === 'rent'
        ? {
            minimumIncome: raw.RentalMinimumIncome,
            maxPersons: raw.RentalMaxPersons,
            availableFrom: raw.AvailableFrom,
          }
        : null,
    lifeAnnuity:
      raw.AnnuityBouquet === null && raw.AnnuityMonthly === null
        ? null
        : {
            bouquet: raw.AnnuityBouquet,
            monthly: raw.AnnuityMonthly,
            occupied: raw.AnnuityOccupied,
            ages: raw.AnnuityAges ?? [],
          },
    thumbnail: picture(raw.SmallPictureItem),
    pictures: raw.Pictures.map(picture),
    video: raw.VideoUrl,
    virtualTour: raw.VirtualTourUrl,
    projectId: raw.ProjectID,
    createdAt: raw.CreatedAt,
    updatedAt: raw.CreatedAt,
    priceHistory: historyFromFeed(raw.PriceChanges, raw.Price),
  };
}

export function reshapeProject(raw: RawProject): Project {
  return {
    id: raw.ID,
    locale: raw.language as Locale,
    name: raw.Name,
    slug: slugify(raw.Name),
    typeId: raw.WebID,
    typeLabel: raw.WebIDName,
    units: raw.Units,
    priceMin: raw.PriceMin,
    priceMax: raw.PriceMax,
    status: raw.Status,
    delivery: raw.Delivery,
    description: raw.Description,
    place: placeOf(raw, raw.PublicAddress),
    thumbnail: raw.SmallPicture,
    pictures: raw.Pictures.map(picture),
    plans: raw.Plans.map(picture),
  };
}

export function reshapeType(raw: RawType): PropertyType {
  return {
    webId: raw.WebID,
    name: raw.Name,
    showOrder: raw.ShowOrder,
    sale: raw.Sale,
    rent: raw.Rent,
    saleCount: raw.SaleCount,
    rentCount: raw.RentCount,
  };
}

export function reshapeCity(raw: RawCity): City {
  return {
    name: raw.Name,
    zip: raw.Zip,
    slug: slugify(raw.Name),
    countryId: raw.CountryID,
    countryName: raw.CountryName,
    count: raw.PropertyCount,
    saleCount: raw.SaleCount,
    rentCount: raw.RentCount,
  };
}
