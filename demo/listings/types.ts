/** Shared vocabulary of the data generator, its description texts and its image renderer. */
import type { Locale } from '@/lib/i18n/locales';

/** The eight property types of the product's rules (WebID 1–8, in this order). */
export const TYPE_KEYS = [
  'apartment',
  'house',
  'exceptional',
  'land',
  'offices-shops',
  'semi-industrial',
  'investment',
  'relocation',
] as const;
export type TypeKey = (typeof TYPE_KEYS)[number];

/** What a generated picture shows; the image renderer draws one scene per key. */
export const SCENE_KEYS = [
  'facade-house',
  'facade-apartment',
  'facade-villa',
  'facade-shop',
  'facade-warehouse',
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'garden',
  'terrace',
  'land',
  'aerial',
  'office',
  'warehouse',
  'plan',
] as const;
export type SceneKey = (typeof SCENE_KEYS)[number];

export type Condition = 'new' | 'excellent' | 'good' | 'to-refresh' | 'to-renovate';
export type Region = 'brussels' | 'flanders' | 'wallonia' | 'luxembourg';

/** Everything a description may mention about one listing, in the language it is written in. */
export type DescriptionInput = {
  locale: Locale;
  type: TypeKey;
  goal: 'sale' | 'rent';
  /** The municipality's name in `locale`. */
  city: string;
  region: Region;
  bedrooms: number | null;
  bathrooms: number | null;
  /** m² */
  livingArea: number | null;
  plotArea: number | null;
  gardenArea: number | null;
  terraceArea: number | null;
  /** Floor of an apartment (0 = ground floor). */
  floor: number | null;
  floors: number | null;
  constructionYear: number | null;
  renovationYear: number | null;
  condition: Condition;
  features: {
    garden: boolean;
    terrace: boolean;
    lift: boolean;
    cellar: boolean;
    attic: boolean;
    garage: boolean;
    parking: boolean;
    furnished: boolean;
  };
  /** The written energy label ("B", "C+", "A++"), when there is one. */
  energyLabel: string | null;
  lifeAnnuity: boolean;
  /** The new-build project the listing is a unit of. */
  projectName: string | null;
  /** Seeded random number generator in [0, 1): the only source of variation. */
  random: () => number;
};

export type ProjectDescriptionInput = {
  locale: Locale;
  name: string;
  city: string;
  units: number;
  type: 'apartment' | 'house';
  status: 'pre-sale' | 'under-construction' | 'ready';
  /** e.g. "Q3 2027" */
  delivery: string;
  random: () => number;
};
