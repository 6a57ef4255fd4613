import type { Locale } from '@/lib/i18n/locales';

/**
 * The municipalities the agency works in: postcode, official name in each language, centre and
 * extent, and streets that are distinctive of the place. The data generator places listings here;
 * lib/data checks any data set against it (a listing's name, coordinates and street must fit its
 * postcode's municipality).
 *
 * Names: the municipality's own official name(s) and the name each language uses for it (Gand,
 * Lüttich, Namen…). German uses "Namur" for Namur: there is no German exonym ("Namür" is wrong).
 * Streets: a Brussels street has its two official names (French, Dutch). Only streets that
 * identify a place are listed; a street of one municipality on a listing of another is refused.
 */
export type BilingualStreet = readonly [fr: string, nl: string];
export type Street = string | BilingualStreet;

export type Municipality = {
  zip: string;
  countryId: 10 | 50;
  names: Readonly<Record<Locale, string>>;
  latitude: number;
  longitude: number;
  /** Distance from the centre within which every address of the municipality lies (km). */
  radiusKm: number;
  streets: readonly Street[];
};

function same(name: string): Record<Locale, string> {
  return { en: name, nl: name, fr: name, de: name };
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // Brussels-Capital Region (1000–1299): bilingual street names
  {
    zip: '1000',
    countryId: 10,
    names: { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' },
    latitude: 50.8467,
    longitude: 4.3525,
    radiusKm: 3,
    streets: [
      ['Rue de la Loi', 'Wetstraat'],
      ['Rue Haute', 'Hoogstraat'],
      ['Boulevard Anspach', 'Anspachlaan'],
      ['Rue Royale', 'Koningsstraat'],
      ['Rue Blaes', 'Blaesstraat'],
    ],
  },
  {
    zip: '1050',
    countryId: 10,
    names: { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' },
    latitude: 50.8275,
    longitude: 4.3697,
    radiusKm: 2.5,
    streets: [
      ['Avenue Louise', 'Louizalaan'],
      ['Rue du Bailli', 'Baljuwstraat'],
      ['Rue Washington', 'Washingtonstraat'],
      ['Chaussée de Waterloo', 'Waterloosesteenweg'],
      ['Avenue de la Couronne', 'Kroonlaan'],
    ],
  },
  {
    zip: '1040',
    countryId: 10,
    names: same('Etterbeek'),
    latitude: 50.8361,
    longitude: 4.3861,
    radiusKm: 1.8,
    streets: [
      ['Avenue de Tervueren', 'Tervurenlaan'],
      ['Chaussée de Wavre', 'Waversesteenweg'],
      ['Avenue d’Auderghem', 'Oudergemselaan'],
      ['Rue Général Leman', 'Generaal Lemanstraat'],
    ],
  },
  {
    zip: '1180',
    countryId: 10,
    names: { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' },
    latitude: 50.8023,
    longitude: 4.3376,
    radiusKm: 3.5,
    streets: [
      ['Avenue Brugmann', 'Brugmannlaan'],
      ['Rue Vanderkindere', 'Vanderkinderestraat'],
      ['Chaussée d’Alsemberg', 'Alsembergsesteenweg'],
      ['Avenue De Fré', 'De Frélaan'],
      ['Rue Xavier De Bue', 'Xavier De Buestraat'],
    ],
  },
  {
    zip: '1200',
    countryId: 10,
    names: {
      en: 'Woluwe-Saint-Lambert',
      nl: 'Sint-Lambrechts-Woluwe',
      fr: 'Woluwe-Saint-Lambert',
      de: 'Woluwe-Saint-Lambert',
    },
    latitude: 50.847,
    longitude: 4.429,
    radiusKm: 2.2,
    streets: [
      ['Boulevard Brand Whitlock', 'Brand Whitlocklaan'],
      ['Avenue Georges Henri', 'Georges Henrilaan'],
      ['Rue Voot', 'Vootstraat'],
      ['Chaussée de Roodebeek', 'Roodebeeksteenweg'],
    ],
  },
  {
    zip: '1030',
    countryId: 10,
    names: { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' },
    latitude: 50.8676,
    longitude: 4.3737,
    radiusKm: 2.5,
    streets: [
      ['Avenue Louis Bertrand', 'Louis Bertrandlaan'],
      ['Chaussée de Haecht', 'Haachtsesteenweg'],
      ['Boulevard Lambermont', 'Lambermontlaan'],
      ['Avenue Rogier', 'Rogierlaan'],
    ],
  },
  {
    zip: '1060',
    countryId: 10,
    names: { en: 'Saint-Gilles', nl: 'Sint-Gillis', fr: 'Saint-Gilles', de: 'Saint-Gilles' },
    latitude: 50.8263,
    longitude: 4.3457,
    radiusKm: 1.5,
    streets: [
      ['Rue de la Victoire', 'Overwinningsstraat'],
      ['Chaussée de Charleroi', 'Charleroisesteenweg'],
      ['Avenue Jean Volders', 'Jean Volderslaan'],
      ['Rue de Moscou', 'Moskoustraat'],
    ],
  },
  {
    zip: '1160',
    countryId: 10,
    names: { en: 'Auderghem', nl: 'Oudergem', fr: 'Auderghem', de: 'Auderghem' },
    latitude: 50.8155,
    longitude: 4.433,
    radiusKm: 2.8,
    streets: [
      ['Boulevard du Souverain', 'Vorstlaan'],
      ['Chaussée de Wavre', 'Waversesteenweg'],
      ['Avenue des Paradisiers', 'Paradijsvogelslaan'],
      ['Rue Jacques Bassem', 'Jacques Bassemstraat'],
    ],
  },
  // Flanders (1500–3999, 8000–9999)
  {
    zip: '9000',
    countryId: 10,
    names: { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' },
    latitude: 51.0543,
    longitude: 3.7174,
    radiusKm: 4,
    streets: [
      'Veldstraat',
      'Kouter',
      'Sint-Pietersnieuwstraat',
      'Coupure Links',
      'Kortrijksesteenweg',
    ],
  },
  {
    zip: '2000',
    countryId: 10,
    names: { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' },
    latitude: 51.2194,
    longitude: 4.4025,
    radiusKm: 3,
    streets: ['Meir', 'Nationalestraat', 'Kammenstraat', 'Lange Gasthuisstraat', 'Leopoldstraat'],
  },
  {
    zip: '3000',
    countryId: 10,
    names: { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' },
    latitude: 50.8798,
    longitude: 4.7005,
    radiusKm: 3,
    streets: [
      'Tiensestraat',
      'Bondgenotenlaan',
      'Naamsestraat',
      'Diestsestraat',
      'Brusselsestraat',
    ],
  },
  {
    zip: '8000',
    countryId: 10,
    names: { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' },
    latitude: 51.2093,
    longitude: 3.2247,
    radiusKm: 3,
    streets: ['Steenstraat', 'Langestraat', 'Smedenstraat', 'Vlamingstraat', 'Ezelstraat'],
  },
  {
    zip: '2800',
    countryId: 10,
    names: { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' },
    latitude: 51.0259,
    longitude: 4.4776,
    radiusKm: 3,
    streets: ['Bruul', 'IJzerenleen', 'Adegemstraat', 'Onze-Lieve-Vrouwestraat'],
  },
  {
    zip: '3500',
    countryId: 10,
    names: same('Hasselt'),
    latitude: 50.9307,
    longitude: 5.3325,
    radiusKm: 4,
    streets: ['Demerstraat', 'Kuringersteenweg', 'Maastrichtersteenweg', 'Koning Albertstraat'],
  },
  {
    zip: '8500',
    countryId: 10,
    names: { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' },
    latitude: 50.828,
    longitude: 3.2649,
    radiusKm: 3,
    streets: ['Doorniksestraat', 'Lange Steenstraat', 'Minister Tacklaan', 'Meensesteenweg'],
  },
  {
    zip: '8400',
    countryId: 10,
    names: { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' },
    latitude: 51.2154,
    longitude: 2.9275,
    radiusKm: 3,
    streets: [
      'Kapellestraat',
      'Christinastraat',
      'Leopold II-laan',
      'Torhoutsesteenweg',
      'Nieuwpoortsesteenweg',
    ],
  },
  {
    zip: '3080',
    countryId: 10,
    names: same('Tervuren'),
    latitude: 50.8237,
    longitude: 4.5142,
    radiusKm: 3,
    streets: ['Brusselsesteenweg', 'Kastanjedreef', 'Hoornzeelstraat'],
  },
  {
    zip: '1640',
    countryId: 10,
    names: {
      en: 'Sint-Genesius-Rode',
      nl: 'Sint-Genesius-Rode',
      fr: 'Rhode-Saint-Genèse',
      de: 'Sint-Genesius-Rode',
    },
    latitude: 50.7497,
    longitude: 4.3573,
    radiusKm: 3,
    streets: ['Waterloosesteenweg', 'Kerkstraat', 'Stationsstraat'],
  },
  // Wallonia (1300–1499, 4000–7999); Eupen's streets are German (German-speaking Community)
  {
    zip: '4000',
    countryId: 10,
    names: { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' },
    latitude: 50.6326,
    longitude: 5.5797,
    radiusKm: 3,
    streets: [
      'Boulevard de la Sauvenière',
      'Rue Saint-Gilles',
      'Rue Féronstrée',
      'Boulevard d’Avroy',
      'Rue Hors-Château',
    ],
  },
  {
    zip: '5000',
    countryId: 10,
    names: { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namur' },
    latitude: 50.4674,
    longitude: 4.872,
    radiusKm: 3,
    streets: ['Rue de Fer', 'Rue de l’Ange', 'Rue de Bruxelles', 'Rue Godefroid'],
  },
  {
    zip: '6000',
    countryId: 10,
    names: same('Charleroi'),
    latitude: 50.4108,
    longitude: 4.4446,
    radiusKm: 2.5,
    streets: ['Boulevard Tirou', 'Rue de la Montagne', 'Boulevard Audent', 'Rue de Marcinelle'],
  },
  {
    zip: '7000',
    countryId: 10,
    names: { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Mons' },
    latitude: 50.4542,
    longitude: 3.9523,
    radiusKm: 3,
    streets: ['Grand-Rue', 'Rue de Nimy', 'Rue d’Havré', 'Boulevard Dolez'],
  },
  {
    zip: '1410',
    countryId: 10,
    names: same('Waterloo'),
    latitude: 50.7146,
    longitude: 4.3991,
    radiusKm: 3,
    streets: ['Chaussée de Bruxelles', 'Boulevard Henri Rolin', 'Drève Richelle'],
  },
  {
    zip: '1300',
    countryId: 10,
    names: { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' },
    latitude: 50.7172,
    longitude: 4.6014,
    radiusKm: 3,
    streets: ['Rue du Pont du Christ', 'Place Cardinal Mercier', 'Chaussée de Bruxelles'],
  },
  {
    zip: '1348',
    countryId: 10,
    names: same('Louvain-la-Neuve'),
    latitude: 50.6681,
    longitude: 4.6118,
    radiusKm: 2,
    streets: ['Rue des Wallons', 'Grand-Rue', 'Place de l’Université', 'Voie des Hennuyers'],
  },
  {
    zip: '4900',
    countryId: 10,
    names: same('Spa'),
    latitude: 50.492,
    longitude: 5.8644,
    radiusKm: 3,
    streets: ['Avenue Reine Astrid', 'Rue Royale', 'Avenue du Marteau', 'Rue Brixhe'],
  },
  {
    zip: '7500',
    countryId: 10,
    names: { en: 'Tournai', nl: 'Doornik', fr: 'Tournai', de: 'Tournai' },
    latitude: 50.6056,
    longitude: 3.3878,
    radiusKm: 3,
    streets: ['Rue Royale', 'Rue de Courtrai', 'Rue Saint-Martin', 'Quai Notre-Dame'],
  },
  {
    zip: '4700',
    countryId: 10,
    names: same('Eupen'),
    latitude: 50.6304,
    longitude: 6.0311,
    radiusKm: 3,
    streets: ['Klötzerbahn', 'Haasstraße', 'Herbesthaler Straße', 'Aachener Straße'],
  },
  // Luxembourg (country 50)
  {
    zip: '2449',
    countryId: 50,
    names: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' },
    latitude: 49.6116,
    longitude: 6.1319,
    radiusKm: 3.5,
    streets: [
      'Boulevard Royal',
      'Avenue de la Liberté',
      'Boulevard de la Pétrusse',
      'Avenue de la Gare',
    ],
  },
  {
    zip: '4001',
    countryId: 50,
    names: {
      en: 'Esch-sur-Alzette',
      nl: 'Esch-sur-Alzette',
      fr: 'Esch-sur-Alzette',
      de: 'Esch an der Alzette',
    },
    latitude: 49.4958,
    longitude: 5.9806,
    radiusKm: 3,
    streets: ['Rue de l’Alzette', 'Boulevard J.F. Kennedy', 'Rue du Brill'],
  },
  {
    zip: '8010',
    countryId: 50,
    names: same('Strassen'),
    latitude: 49.6206,
    longitude: 6.0733,
    radiusKm: 2,
    streets: ['Route d’Arlon', 'Rue des Romains', 'Rue du Kiem'],
  },
  {
    zip: '8050',
    countryId: 50,
    names: { en: 'Bertrange', nl: 'Bertrange', fr: 'Bertrange', de: 'Bartringen' },
    latitude: 49.6111,
    longitude: 6.05,
    radiusKm: 2.5,
    streets: ['Rue de Luxembourg', 'Rue de Strassen', 'Rue des Champs'],
  },
];

export function municipalityKey(countryId: number, zip: string): string {
  return `${countryId}-${zip}`;
}

const BY_KEY = new Map(
  MUNICIPALITIES.map((municipality) => [
    municipalityKey(municipality.countryId, municipality.zip),
    municipality,
  ]),
);

/** The known municipality of a postcode, or null for one outside the reference. */
export function municipalityOf(countryId: number, zip: string): Municipality | null {
  return BY_KEY.get(municipalityKey(countryId, zip)) ?? null;
}

/** Every spelling of a street: a Brussels street's French and Dutch names, else its one name. */
export function streetNames(street: Street): readonly string[] {
  return typeof street === 'string' ? [street] : street;
}

/** A street's name as a page in `locale` writes it: Dutch pages use the Dutch name of a Brussels street. */
export function streetIn(street: Street, locale: Locale): string {
  return typeof street === 'string' ? street : locale === 'nl' ? street[1] : street[0];
}

/** The municipalities whose distinctive streets include this name (several for a long road). */
export function municipalitiesWithStreet(name: string): readonly Municipality[] {
  return BY_STREET.get(name.trim().toLowerCase()) ?? [];
}

const BY_STREET = new Map<string, Municipality[]>();
for (const municipality of MUNICIPALITIES) {
  for (const spelling of municipality.streets.flatMap(streetNames)) {
    const key = spelling.toLowerCase();
    BY_STREET.set(key, [...(BY_STREET.get(key) ?? []), municipality]);
  }
}
