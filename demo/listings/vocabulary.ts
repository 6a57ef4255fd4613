import type { Locale } from '@/lib/i18n/locales';
import type { SceneKey, TypeKey } from './types';

type Localized = Record<Locale, string>;

/** Property types: WebID, show order and names in the four languages. */
export const TYPES: Record<TypeKey, { webId: number; names: Localized }> = {
  apartment: {
    webId: 1,
    names: {
      en: 'Apartment / loft',
      nl: 'Appartement / loft',
      fr: 'Appartement / loft',
      de: 'Wohnung / Loft',
    },
  },
  house: { webId: 2, names: { en: 'House', nl: 'Woning', fr: 'Maison', de: 'Haus' } },
  exceptional: {
    webId: 3,
    names: {
      en: 'Exceptional property',
      nl: 'Uitzonderlijk vastgoed',
      fr: "Bien d'exception",
      de: 'Außergewöhnliche Immobilie',
    },
  },
  land: { webId: 4, names: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' } },
  'offices-shops': {
    webId: 5,
    names: {
      en: 'Offices and shops',
      nl: 'Kantoren en winkels',
      fr: 'Bureaux et commerces',
      de: 'Büros und Geschäfte',
    },
  },
  'semi-industrial': {
    webId: 6,
    names: {
      en: 'Semi-industrial',
      nl: 'Semi-industrieel',
      fr: 'Semi-industriel',
      de: 'Halbindustriell',
    },
  },
  investment: {
    webId: 7,
    names: {
      en: 'Investment property',
      nl: 'Opbrengsteigendom',
      fr: 'Immeuble de rapport',
      de: 'Renditeobjekt',
    },
  },
  relocation: {
    webId: 8,
    names: { en: 'Relocation', nl: 'Relocatie', fr: 'Relocation', de: 'Relocation' },
  },
};

export const COUNTRY_NAMES: Record<10 | 50, Localized> = {
  10: { en: 'Belgium', nl: 'België', fr: 'Belgique', de: 'Belgien' },
  50: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
};

/** Price units of the feed: 1 a total price, 2 a monthly rent, 7 "starting from". */
export const PRICE_UNIT_TEXTS: Record<number, Localized> = {
  1: { en: '', nl: '', fr: '', de: '' },
  2: { en: 'per month', nl: 'per maand', fr: 'par mois', de: 'pro Monat' },
  7: { en: 'starting from', nl: 'vanaf', fr: 'à partir de', de: 'ab' },
};

export const MARQUEE_NAMES: Record<number, Localized> = {
  0: { en: '', nl: '', fr: '', de: '' },
  1: { en: 'New', nl: 'Nieuw', fr: 'Nouveau', de: 'Neu' },
  2: { en: 'To take over', nl: 'Over te nemen', fr: 'À remettre', de: 'Zu übernehmen' },
  3: { en: 'Sold', nl: 'Verkocht', fr: 'Vendu', de: 'Verkauft' },
  4: { en: 'Rented', nl: 'Verhuurd', fr: 'Loué', de: 'Vermietet' },
};

/** Which photos a listing of each type gets, in order; optional scenes depend on the features. */
export const SCENES: Record<TypeKey, SceneKey[]> = {
  apartment: ['facade-apartment', 'living', 'kitchen', 'bedroom', 'bathroom'],
  house: ['facade-house', 'living', 'kitchen', 'bedroom', 'bathroom'],
  exceptional: ['facade-villa', 'living', 'kitchen', 'bedroom', 'bathroom', 'aerial'],
  land: ['land', 'aerial', 'garden', 'plan'],
  'offices-shops': ['facade-shop', 'office', 'office', 'kitchen'],
  'semi-industrial': ['facade-warehouse', 'warehouse', 'office', 'aerial'],
  investment: ['facade-apartment', 'living', 'kitchen', 'bedroom'],
  relocation: ['facade-apartment', 'living', 'bedroom', 'kitchen', 'bathroom'],
};

/** Names of the new-build projects: place-like names that read well in every language. */
export const PROJECT_NAMES = [
  'Les Jardins du Parc',
  'Residentie Lindenhof',
  'Résidence Les Tanneurs',
  'Parc Verdure',
  'Kouterhof',
  'Les Terrasses du Soleil',
  'Ginkgo Residences',
  'Villa Horizon',
  'Domaine des Sources',
  'Hof ter Linde',
];
