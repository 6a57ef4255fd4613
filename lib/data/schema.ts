import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * The bundled data set in the feed's own shape (static payload): one record per listing and
 * language, with the feed's field names. lib/data reshapes these into the app types of types.ts.
 */
const language = z.enum(LOCALES);
const count = z.int().min(0);
const area = z.number().min(0).max(1_000_000).nullable();
const year = z.int().min(1500).max(2100).nullable();
const flag = z.boolean().nullable();
const isoDate = z.iso.date().nullable();

export const rawPictureSchema = z.strictObject({
  Url: z.string().regex(/^\/media\/[a-z0-9/_-]+\.(jpg|png)$/),
  Width: z.int().positive(),
  Height: z.int().positive(),
  ID: z.int().positive(),
  Name: z.string().min(1),
});

export const MARQUEE_NONE = 0;
export const MARQUEE_NEW = 1;
export const MARQUEE_TAKE_OVER = 2;
export const MARQUEE_SOLD = 3;
export const MARQUEE_RENTED = 4;

export const rawListingSchema = z.strictObject({
  ID: z.int().positive(),
  WebID: z.int().min(1).max(8),
  WebIDs: z.string().regex(/^[0-9]+(,[0-9]+)*$/),
  Goal: z.int().min(0),
  City: z.string().min(1),
  Zip: z.string().regex(/^[0-9]{4}$/),
  CountryID: z.union([z.literal(10), z.literal(50)]),
  CountryName: z.string().min(1),
  TypeDescription: z.string(),
  MainTypeName: z.string().min(1),
  language,
  RecordFile: z.string().regex(/^[A-Z]{2}-[0-9]{4}-[0-9]{4,6}$/),
  Marquee: z.int().min(0).max(4),
  MarqueeName: z.string(),
  SmallPictureItem: rawPictureSchema,
  Pictures: z.array(rawPictureSchema).min(1),
  PublishPrice: z.boolean(),
  Price: z.number().min(0),
  PriceUnit: z.int().min(1),
  PriceUnitText: z.string(),
  PublishAddress: z.boolean(),
  Street: z.string().min(1),
  HouseNumber: z.string().min(1),
  BoxNr: z.string(),
  Latitude: z.number().min(49).max(52),
  Longitude: z.number().min(2).max(7),
  Description: z.string().min(1),
  CreatedAt: z.iso.datetime(),
  ProjectID: z.int().positive().nullable(),
  VideoUrl: z.string().nullable(),
  VirtualTourUrl: z.string().nullable(),
  AvailableFrom: isoDate,
  // Energy certificate
  EnergyPerformance: z.number().nullable(),
  EPCLabelText: z.string().nullable(),
  CO2Emission: z.number().min(0).nullable(),
  EPCValidUntil: isoDate,
  EPCReference: z.string().nullable(),
  /** Luxembourg's energy passport also rates the thermal insulation, A–I (null elsewhere). */
  EPCInsulationClass: z.enum(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']).nullable(),
  // Rooms and parking
  Bedrooms: count.nullable(),
  Bathrooms: count.nullable(),
  ShowerRooms: count.nullable(),
  Toilets: count.nullable(),
  Garages: count.nullable(),
  Parkings: count.nullable(),
  // Surfaces (m²) and widths (m)
  SurfaceTotal: area,
  SurfaceLiving: area,
  SurfaceGround: area,
  SurfaceGarden: area,
  SurfaceTerrace: area,
  SurfaceStore: area,
  SurfaceConstructed: area,
  PlotDepth: area,
  FrontWidth: area,
  // Building
  ConstructionYear: year,
  RenovationYear: year,
  Floors: count.nullable(),
  Floor: z.int().min(-2).max(60).nullable(),
  Facades: z.int().min(1).max(4).nullable(),
  Condition: z.enum(['new', 'excellent', 'good', 'to-refresh', 'to-renovate']).nullable(),
  Heating: z
    .enum(['gas', 'fuel-oil', 'electric', 'heat-pump', 'district', 'wood-pellets'])
    .nullable(),
  Kitchen: z.enum(['fully-equipped', 'equipped', 'semi-equipped', 'not-equipped']).nullable(),
  WindowFrames: z.enum(['pvc', 'wood', 'aluminium']).nullable(),
  Glazing: z.enum(['single', 'double', 'triple']).nullable(),
  Roof: z.enum(['tiles', 'slate', 'flat', 'zinc']).nullable(),
  // Connections
  ConnectionGas: flag,
  ConnectionWater: flag,
  ConnectionElectricity: flag,
  ConnectionDrain: flag,
  // Features
  Lift: flag,
  Cellar: flag,
  Terrace: flag,
  Garden: flag,
  Attic: flag,
  Furnished: flag,
  // Urban planning (Flemish answers where present)
  PermitBuilding: flag,
  PermitSummons: flag,
  PermitAllotment: flag,
  PreemptionRight: flag,
  ZoningDestination: z
    .enum(['residential', 'residential-rural', 'mixed', 'industrial', 'agricultural', 'commercial'])
    .nullable(),
  JudicialDecision: z.enum(['none', 'yes', 'requested']).nullable(),
  FloodRiskP: z.enum(['A', 'B', 'C', 'D']).nullable(),
  FloodRiskG: z.enum(['A', 'B', 'C', 'D']).nullable(),
  FloodArea: z.enum(['none', 'possible', 'effective']).nullable(),
  AsbestosCertificate: z.enum(['available', 'not-required', 'pending']).nullable(),
  ElectricalInspection: z.enum(['compliant', 'not-compliant']).nullable(),
  // Mobiscore (Flanders and Brussels), 0–10
  MobiscoreTotal: z.number().min(0).max(10).nullable(),
  MobiscorePublicTransport: z.number().min(0).max(10).nullable(),
  MobiscoreShops: z.number().min(0).max(10).nullable(),
  MobiscoreEducation: z.number().min(0).max(10).nullable(),
  MobiscoreHealth: z.number().min(0).max(10).nullable(),
  MobiscoreLeisure: z.number().min(0).max(10).nullable(),
  // Costs (euros; deposit in months of rent)
  ChargesRenter: z.number().min(0).nullable(),
  ChargesOwner: z.number().min(0).nullable(),
  NotaryFee: z.number().min(0).nullable(),
  RegistrationRights: z.number().min(0).nullable(),
  VAT: z.number().min(0).nullable(),
  DepositMonths: z.int().min(0).max(6).nullable(),
  AgencyCosts: z.number().min(0).nullable(),
  InventoryCosts: z.number().min(0).nullable(),
  RentalMinimumIncome: z.number().min(0).nullable(),
  RentalMaxPersons: z.int().min(1).nullable(),
  // Life annuity (viager)
  AnnuityBouquet: z.number().min(0).nullable(),
  AnnuityMonthly: z.number().min(0).nullable(),
  AnnuityOccupied: flag,
  AnnuityAges: z.array(z.int().min(50).max(110)).nullable(),
  /** Price changes, oldest first: the day and the price before it (absent: none). */
  PriceChanges: z
    .array(z.strictObject({ Date: z.iso.date(), PreviousPrice: z.number().positive() }))
    .max(20)
    .optional(),
});

export const rawProjectSchema = z.strictObject({
  ID: z.int().positive(),
  Goal: z.int().min(0),
  Name: z.string().min(1),
  City: z.string().min(1),
  Zip: z.string().regex(/^[0-9]{4}$/),
  CountryID: z.union([z.literal(10), z.literal(50)]),
  CountryName: z.string().min(1),
  WebID: z.int().min(1).max(8),
  WebIDName: z.string().regex(/\(\d+\)$/, 'carries the unit count in brackets'),
  SmallPicture: z.string().regex(/^\/media\/[a-z0-9/_-]+\.(jpg|png)$/),
  Pictures: z.array(rawPictureSchema).min(1),
  Plans: z.array(rawPictureSchema),
  PriceMin: z.number().min(0),
  PriceMax: z.number().min(0),
  language,
  PublicAddress: z.boolean(),
  Street: z.string().min(1),
  HouseNumber: z.string().min(1),
  BoxNr: z.string(),
  Latitude: z.number().min(49).max(52),
  Longitude: z.number().min(2).max(7),
  Status: z.enum(['pre-sale', 'under-construction', 'ready']),
  Delivery: z.string().regex(/^Q[1-4] [0-9]{4}$/),
  Description: z.string().min(1),
  Units: z.int().min(1),
});

export const rawTypeSchema = z.strictObject({
  ID: z.int().positive(),
  WebID: z.int().min(1).max(8),
  Name: z.string().min(1),
  ShowOrder: z.int().min(0),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language,
  SaleCount: count,
  RentCount: count,
});

export const rawCitySchema = z.strictObject({
  Name: z.string().min(1),
  Zip: z.string().regex(/^[0-9]{4}$/),
  CountryID: z.union([z.literal(10), z.literal(50)]),
  CountryName: z.string().min(1),
  PropertyCount: count,
  language,
  SaleCount: count,
  RentCount: count,
});

export const rawTreeItemSchema = z.strictObject({
  ID: z.int(),
  ParentID: z.int().nullable(),
  Name: z.string(),
  WebID: z.int().nullable(),
});

export const rawPayloadSchema = z.strictObject({
  listings: z.array(rawListingSchema),
  projects: z.array(rawProjectSchema),
  webIDs: z.array(rawTypeSchema),
  citys: z.array(rawCitySchema),
  citysSale: z.array(rawCitySchema),
  citysRent: z.array(rawCitySchema),
  neighbourhoods: z.array(rawTreeItemSchema),
});

export type RawPicture = z.infer<typeof rawPictureSchema>;
export type RawListing = z.infer<typeof rawListingSchema>;
export type RawProject = z.infer<typeof rawProjectSchema>;
export type RawType = z.infer<typeof rawTypeSchema>;
export type RawCity = z.infer<typeof rawCitySchema>;
export type RawPayload = z.infer<typeof rawPayloadSchema>;
