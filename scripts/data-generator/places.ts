/**
 * Real municipalities with their real postcodes, names per language and a centre point. The
 * generator places listings a short random distance from the centre, inside the municipality.
 */
export type Place = {
  zip: string;
  countryId: 10 | 50;
  names: { en: string; nl: string; fr: string; de: string };
  latitude: number;
  longitude: number;
  /** Typical asking price per m² of living space, for realistic prices. */
  pricePerSquareMetre: number;
  /** Typical monthly rent per m². */
  rentPerSquareMetre: number;
};

function same(name: string) {
  return { en: name, nl: name, fr: name, de: name };
}

export const PLACES: Place[] = [
  // Brussels-Capital Region (1000–1299)
  { zip: '1000', countryId: 10, names: { en: 'Brussels', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel' }, latitude: 50.8467, longitude: 4.3525, pricePerSquareMetre: 3600, rentPerSquareMetre: 16 },
  { zip: '1050', countryId: 10, names: { en: 'Ixelles', nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles' }, latitude: 50.8275, longitude: 4.3697, pricePerSquareMetre: 4100, rentPerSquareMetre: 17 },
  { zip: '1040', countryId: 10, names: same('Etterbeek'), latitude: 50.8361, longitude: 4.3861, pricePerSquareMetre: 3800, rentPerSquareMetre: 16 },
  { zip: '1180', countryId: 10, names: { en: 'Uccle', nl: 'Ukkel', fr: 'Uccle', de: 'Uccle' }, latitude: 50.8023, longitude: 4.3376, pricePerSquareMetre: 4300, rentPerSquareMetre: 16 },
  { zip: '1200', countryId: 10, names: { en: 'Woluwe-Saint-Lambert', nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert', de: 'Woluwe-Saint-Lambert' }, latitude: 50.847, longitude: 4.429, pricePerSquareMetre: 3900, rentPerSquareMetre: 15 },
  { zip: '1030', countryId: 10, names: { en: 'Schaerbeek', nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek' }, latitude: 50.8676, longitude: 4.3737, pricePerSquareMetre: 3000, rentPerSquareMetre: 14 },
  { zip: '1060', countryId: 10, names: { en: 'Saint-Gilles', nl: 'Sint-Gillis', fr: 'Saint-Gilles', de: 'Saint-Gilles' }, latitude: 50.8263, longitude: 4.3457, pricePerSquareMetre: 3500, rentPerSquareMetre: 15 },
  { zip: '1160', countryId: 10, names: { en: 'Auderghem', nl: 'Oudergem', fr: 'Auderghem', de: 'Auderghem' }, latitude: 50.8155, longitude: 4.433, pricePerSquareMetre: 3900, rentPerSquareMetre: 15 },
  // Flanders (1500–3999, 8000–9999)
  { zip: '9000', countryId: 10, names: { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' }, latitude: 51.0543, longitude: 3.7174, pricePerSquareMetre: 3500, rentPerSquareMetre: 14 },
  { zip: '2000', countryId: 10, names: { en: 'Antwerp', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen' }, latitude: 51.2194, longitude: 4.4025, pricePerSquareMetre: 3300, rentPerSquareMetre: 14 },
  { zip: '3000', countryId: 10, names: { en: 'Leuven', nl: 'Leuven', fr: 'Louvain', de: 'Löwen' }, latitude: 50.8798, longitude: 4.7005, pricePerSquareMetre: 3800, rentPerSquareMetre: 15 },
  { zip: '8000', countryId: 10, names: { en: 'Bruges', nl: 'Brugge', fr: 'Bruges', de: 'Brügge' }, latitude: 51.2093, longitude: 3.2247, pricePerSquareMetre: 3100, rentPerSquareMetre: 13 },
  { zip: '2800', countryId: 10, names: { en: 'Mechelen', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln' }, latitude: 51.0259, longitude: 4.4776, pricePerSquareMetre: 3100, rentPerSquareMetre: 13 },
  { zip: '3500', countryId: 10, names: same('Hasselt'), latitude: 50.9307, longitude: 5.3325, pricePerSquareMetre: 2700, rentPerSquareMetre: 12 },
  { zip: '8500', countryId: 10, names: { en: 'Kortrijk', nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk' }, latitude: 50.828, longitude: 3.2649, pricePerSquareMetre: 2500, rentPerSquareMetre: 11 },
  { zip: '8400', countryId: 10, names: { en: 'Ostend', nl: 'Oostende', fr: 'Ostende', de: 'Ostende' }, latitude: 51.2154, longitude: 2.9275, pricePerSquareMetre: 3400, rentPerSquareMetre: 13 },
  { zip: '3080', countryId: 10, names: same('Tervuren'), latitude: 50.8237, longitude: 4.5142, pricePerSquareMetre: 3900, rentPerSquareMetre: 15 },
  { zip: '1640', countryId: 10, names: { en: 'Sint-Genesius-Rode', nl: 'Sint-Genesius-Rode', fr: 'Rhode-Saint-Genèse', de: 'Sint-Genesius-Rode' }, latitude: 50.7497, longitude: 4.3573, pricePerSquareMetre: 3700, rentPerSquareMetre: 14 },
  // Wallonia (1300–1499, 4000–7999)
  { zip: '4000', countryId: 10, names: { en: 'Liège', nl: 'Luik', fr: 'Liège', de: 'Lüttich' }, latitude: 50.6326, longitude: 5.5797, pricePerSquareMetre: 2200, rentPerSquareMetre: 11 },
  { zip: '5000', countryId: 10, names: { en: 'Namur', nl: 'Namen', fr: 'Namur', de: 'Namür' }, latitude: 50.4674, longitude: 4.872, pricePerSquareMetre: 2500, rentPerSquareMetre: 11 },
  { zip: '6000', countryId: 10, names: same('Charleroi'), latitude: 50.4108, longitude: 4.4446, pricePerSquareMetre: 1600, rentPerSquareMetre: 9 },
  { zip: '7000', countryId: 10, names: { en: 'Mons', nl: 'Bergen', fr: 'Mons', de: 'Mons' }, latitude: 50.4542, longitude: 3.9523, pricePerSquareMetre: 1900, rentPerSquareMetre: 10 },
  { zip: '1410', countryId: 10, names: same('Waterloo'), latitude: 50.7146, longitude: 4.3991, pricePerSquareMetre: 3400, rentPerSquareMetre: 13 },
  { zip: '1300', countryId: 10, names: { en: 'Wavre', nl: 'Waver', fr: 'Wavre', de: 'Wavre' }, latitude: 50.7172, longitude: 4.6014, pricePerSquareMetre: 2900, rentPerSquareMetre: 12 },
  { zip: '1348', countryId: 10, names: same('Louvain-la-Neuve'), latitude: 50.6681, longitude: 4.6118, pricePerSquareMetre: 3100, rentPerSquareMetre: 13 },
  { zip: '4900', countryId: 10, names: same('Spa'), latitude: 50.492, longitude: 5.8644, pricePerSquareMetre: 2100, rentPerSquareMetre: 10 },
  { zip: '7500', countryId: 10, names: { en: 'Tournai', nl: 'Doornik', fr: 'Tournai', de: 'Tournai' }, latitude: 50.6056, longitude: 3.3878, pricePerSquareMetre: 1900, rentPerSquareMetre: 10 },
  { zip: '4700', countryId: 10, names: same('Eupen'), latitude: 50.6304, longitude: 6.0311, pricePerSquareMetre: 2300, rentPerSquareMetre: 10 },
  // Luxembourg (country 50)
  { zip: '2449', countryId: 50, names: { en: 'Luxembourg', nl: 'Luxemburg', fr: 'Luxembourg', de: 'Luxemburg' }, latitude: 49.6116, longitude: 6.1319, pricePerSquareMetre: 10500, rentPerSquareMetre: 33 },
  { zip: '4001', countryId: 50, names: { en: 'Esch-sur-Alzette', nl: 'Esch-sur-Alzette', fr: 'Esch-sur-Alzette', de: 'Esch an der Alzette' }, latitude: 49.4958, longitude: 5.9806, pricePerSquareMetre: 7600, rentPerSquareMetre: 26 },
  { zip: '8010', countryId: 50, names: same('Strassen'), latitude: 49.6206, longitude: 6.0733, pricePerSquareMetre: 10000, rentPerSquareMetre: 31 },
  { zip: '8050', countryId: 50, names: { en: 'Bertrange', nl: 'Bertrange', fr: 'Bertrange', de: 'Bartringen' }, latitude: 49.6111, longitude: 6.05, pricePerSquareMetre: 9800, rentPerSquareMetre: 30 },
];
