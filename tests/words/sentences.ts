import type { Locale } from '@/lib/i18n/locales';
import type { WordsFilters } from '@/lib/words/parse';

/**
 * What visitors type, in the four languages (natural phrasing, abbreviations, typos, mixed
 * languages, nonsense), and the filters each must give on that language's pages. Each row is a
 * test (tests/words/sentences.test.ts); `npm run bench:words` prints the share the parser gets
 * exactly right. A row the parser is known to get wrong says so in `miss` (its test checks that it
 * is still wrong, so a fix shows up); the bench counts it as a miss.
 */
export type Sentence = { locale: Locale; text: string; expected: WordsFilters; miss?: string };

const near = (city: string, km = 10) => ({ near: { cities: [city], km } });

const en: Row[] = [
  ['2bed apt nr Ghent station', { ...near('Ghent|9000'), types: [1], bedrooms: 2, q: 'station' }],
  [
    'house w/ garden < 300k brugge',
    { cities: ['Bruges|8000'], types: [2], max: 300000, features: ['garden'] },
  ],
  [
    'appartment for rent 1 bedroom Antwerpen €850 pm',
    { goal: 'rent', cities: ['Antwerp|2000'], types: [1], max: 850, bedrooms: 1 },
  ],
  [
    'house for sale in Ghent under 400k',
    { goal: 'sale', cities: ['Ghent|9000'], types: [2], max: 400000 },
  ],
  [
    'apartment for rent Brussels max 1200 per month',
    { goal: 'rent', cities: ['Brussels|1000'], types: [1], max: 1200 },
  ],
  [
    '3 bedroom house with garden near Leuven',
    { ...near('Leuven|3000'), types: [2], bedrooms: 3, features: ['garden'] },
  ],
  ['2 bed flat Antwerp', { cities: ['Antwerp|2000'], types: [1], bedrooms: 2 }],
  ['villa with pool in Waterloo', { cities: ['Waterloo|1410'], types: [2], q: 'pool' }],
  [
    'studio to rent in Ixelles up to €900',
    { goal: 'rent', cities: ['Ixelles|1050'], types: [1], max: 900 },
  ],
  ['land for sale 1410', { goal: 'sale', cities: ['Waterloo|1410'], types: [4] }],
  ['office space Luxembourg', { cities: ['Luxembourg|2449'], types: [5], q: 'space' }],
  [
    'house between 300 and 450 thousand in Mechelen',
    { cities: ['Mechelen|2800'], types: [2], min: 300000, max: 450000 },
  ],
  [
    'apartment with lift and terrace, EPC B or better',
    { types: [1], epc: 'B', features: ['terrace', 'lift'] },
  ],
  ['at least 120 m² living area house Namur', { cities: ['Namur|5000'], types: [2], living: 120 }],
  [
    'cheap flat in Bruges with parking',
    { cities: ['Bruges|8000'], types: [1], features: ['parking'], q: 'cheap' },
  ],
  [
    'house 4 bedrooms garage garden max 650,000 euros Tervuren',
    {
      cities: ['Tervuren|3080'],
      types: [2],
      max: 650000,
      bedrooms: 4,
      features: ['garden', 'parking'],
    },
  ],
  ['1.2m villa Uccle', { cities: ['Uccle|1180'], types: [2], max: 1200000 }],
  [
    'houses for sale under 1.5M near Brussels',
    { goal: 'sale', ...near('Brussels|1000'), types: [2], max: 1500000 },
  ],
  ['appartment 2 bedroms Leuven', { cities: ['Leuven|3000'], types: [1], bedrooms: 2 }],
  [
    'price reduced houses Liege',
    { cities: ['Liège|4000'], types: [2], features: ['price-lowered'] },
  ],
  ['investment property Charleroi', { cities: ['Charleroi|6000'], types: [7] }],
  ['warehouse to rent Wavre', { goal: 'rent', cities: ['Wavre|1300'], types: [6] }],
  ['new build apartment Ostend', { cities: ['Ostend|8400'], types: [1], q: 'new build' }],
  ['flat within 5 km of Ghent', { ...near('Ghent|9000', 5), types: [1] }],
  [
    '3-bed townhouse Etterbeek 2500 per month',
    { goal: 'rent', cities: ['Etterbeek|1040'], types: [2], max: 2500, bedrooms: 3 },
  ],
  [
    'house 150m2+ garden Hasselt',
    { cities: ['Hasselt|3500'], types: [2], living: 150, features: ['garden'] },
  ],
  ['apartment 1000 Brussels', { cities: ['Brussels|1000'], types: [1] }],
  ['energy label A house', { types: [2], epc: 'A' }],
  ['EPC C max, 2 bedrooms, Schaerbeek', { cities: ['Schaerbeek|1030'], bedrooms: 2, epc: 'C' }],
  [
    'penthouse with roof terrace Antwerp',
    { cities: ['Antwerp|2000'], types: [1], features: ['terrace'] },
  ],
  ['shop for rent Kortrijk', { goal: 'rent', cities: ['Kortrijk|8500'], types: [5] }],
  ['building plot 9000', { cities: ['Ghent|9000'], types: [4] }],
  ['home in Saint-Gilles under 500000', { cities: ['Saint-Gilles|1060'], types: [2], max: 500000 }],
  [
    'apt St Gilles 1100/month',
    { goal: 'rent', cities: ['Saint-Gilles|1060'], types: [1], max: 1100 },
  ],
  ['bungalow Spa', { cities: ['Spa|4900'], types: [2] }],
  [
    'flat to let Louvain-la-Neuve 750 euro',
    { goal: 'rent', cities: ['Louvain-la-Neuve|1348'], types: [1], max: 750 },
  ],
  ['asdfgh', { q: 'asdfgh' }],
  ['something nice and quiet', { q: 'something nice quiet' }],
  ['house from 250k', { types: [2], min: 250000 }],
  [
    'apartment over 300,000 in Woluwe',
    { cities: ['Woluwe-Saint-Lambert|1200'], types: [1], min: 300000 },
  ],
  ['2 or more bedrooms Uccle apartment', { cities: ['Uccle|1180'], types: [1], bedrooms: 2 }],
  ['house without garden Namur', { cities: ['Namur|5000'], types: [2] }],
  ['Brussels or Antwerp apartment', { cities: ['Brussels|1000', 'Antwerp|2000'], types: [1] }],
  ['flat in Gent for rent', { goal: 'rent', cities: ['Ghent|9000'], types: [1] }],
  ['maison à vendre Gand', { goal: 'sale', cities: ['Ghent|9000'], types: [2] }],
  ['3 bedrooms 2 bathrooms Leuven', { cities: ['Leuven|3000'], bedrooms: 3, q: '2 bathrooms' }],
  ['semi-detached house Mons', { cities: ['Mons|7000'], types: [2] }],
  ['exceptional property Tervuren', { cities: ['Tervuren|3080'], types: [3] }],
  [
    'house < 350.000 € Wavre 3 bedrooms',
    { cities: ['Wavre|1300'], types: [2], max: 350000, bedrooms: 3 },
  ],
  [
    'I want a house with a garden near Bruges',
    { ...near('Bruges|8000'), types: [2], features: ['garden'] },
  ],
  ['apartments 2-3 bedrooms Brussels', { cities: ['Brussels|1000'], types: [1], bedrooms: 2 }],
  ['lofts Liège 200k-300k', { cities: ['Liège|4000'], types: [1], min: 200000, max: 300000 }],
  ['house 500 000 Ghent', { cities: ['Ghent|9000'], types: [2], max: 500000 }],
  ['flats around Namur', { ...near('Namur|5000'), types: [1] }],
  [
    'rent apartment Bertrange 2 bedrooms',
    { goal: 'rent', cities: ['Bertrange|8050'], types: [1], bedrooms: 2 },
  ],
  [
    'parking space for rent Luxembourg',
    { goal: 'rent', cities: ['Luxembourg|2449'], features: ['parking'] },
  ],
  ['lift', { features: ['lift'] }],
  ['EPC ≤ D house Eupen', { cities: ['Eupen|4700'], types: [2], epc: 'D' }],
  ['the cat sat on the mat', { q: 'cat sat mat' }],
  ['villa 5 bedrooms 2.5 million', { types: [2], max: 2500000, bedrooms: 5 }],
  [
    'house 3 beds 120 sqm garage Hasselt max 400k',
    {
      cities: ['Hasselt|3500'],
      types: [2],
      max: 400000,
      bedrooms: 3,
      living: 120,
      features: ['parking'],
    },
  ],
];

const nl: Row[] = [
  [
    'huisje met tuintje omg. Gent max 250k',
    { ...near('Gent|9000'), types: [2], max: 250000, features: ['garden'] },
  ],
  [
    'app 2slpk + garage Antw.',
    { cities: ['Antwerpen|2000'], types: [1], bedrooms: 2, features: ['parking'] },
  ],
  [
    'te huur: studio Leuven centrum < 700 euro',
    { goal: 'rent', cities: ['Leuven|3000'], types: [1], max: 700, q: 'centrum' },
  ],
  [
    'huis te koop in Gent tot 400.000 euro',
    { goal: 'sale', cities: ['Gent|9000'], types: [2], max: 400000 },
  ],
  [
    'appartement te huur Antwerpen max 900/maand',
    { goal: 'rent', cities: ['Antwerpen|2000'], types: [1], max: 900 },
  ],
  [
    'rijwoning 3 slpk met tuin Mechelen',
    { cities: ['Mechelen|2800'], types: [2], bedrooms: 3, features: ['garden'] },
  ],
  [
    'app. 2 slaapkamers terras Leuven',
    { cities: ['Leuven|3000'], types: [1], bedrooms: 2, features: ['terrace'] },
  ],
  ['woning bij Brugge', { ...near('Brugge|8000'), types: [2] }],
  [
    'studio te huur Brussel tot 1.200/maand',
    { goal: 'rent', cities: ['Brussel|1000'], types: [1], max: 1200 },
  ],
  ['bouwgrond te koop 9000', { goal: 'sale', cities: ['Gent|9000'], types: [4] }],
  ['villa met zwembad Tervuren', { cities: ['Tervuren|3080'], types: [2], q: 'zwembad' }],
  [
    'huis tussen 300 en 400 duizend euro Hasselt',
    { cities: ['Hasselt|3500'], types: [2], min: 300000, max: 400000 },
  ],
  [
    'appartement met lift en garage EPC B of beter',
    { types: [1], epc: 'B', features: ['parking', 'lift'] },
  ],
  ['minstens 3 slaapkamers huis Kortrijk', { cities: ['Kortrijk|8500'], types: [2], bedrooms: 3 }],
  ['nieuwbouw appartement Oostende', { cities: ['Oostende|8400'], types: [1], q: 'nieuwbouw' }],
  [
    'huis 150 m² tuin garage Leuven max 500k',
    {
      cities: ['Leuven|3000'],
      types: [2],
      max: 500000,
      living: 150,
      features: ['garden', 'parking'],
    },
  ],
  ['woning Luik', { cities: ['Luik|4000'], types: [2] }],
  ['appartement in Elsene te huur', { goal: 'rent', cities: ['Elsene|1050'], types: [1] }],
  ['kantoor te huur Mechelen', { goal: 'rent', cities: ['Mechelen|2800'], types: [5] }],
  ['handelspand Antwerpen', { cities: ['Antwerpen|2000'], types: [5] }],
  ['opbrengsteigendom Gent', { cities: ['Gent|9000'], types: [7] }],
  ['loods te huur Waver', { goal: 'rent', cities: ['Waver|1300'], types: [6] }],
  ['herenhuis Brugge 4 slpk', { cities: ['Brugge|8000'], types: [2], bedrooms: 4 }],
  [
    'halfopen bebouwing met tuin in de buurt van Leuven',
    { ...near('Leuven|3000'), types: [2], features: ['garden'] },
  ],
  ['appartement binnen 5 km van Gent', { ...near('Gent|9000', 5), types: [1] }],
  [
    'huis prijs verlaagd Namen',
    { cities: ['Namen|5000'], types: [2], features: ['price-lowered'] },
  ],
  ['energielabel A woning', { types: [2], epc: 'A' }],
  ['EPC max C appartement Ukkel', { cities: ['Ukkel|1180'], types: [1], epc: 'C' }],
  ['appartament 2 slapkamers Brussel', { cities: ['Brussel|1000'], types: [1], bedrooms: 2 }],
  ['huis vanaf 250.000 euro', { types: [2], min: 250000 }],
  [
    'appartement 1.200 per maand Gent',
    { goal: 'rent', cities: ['Gent|9000'], types: [1], max: 1200 },
  ],
  [
    '2 slpk of meer Schaarbeek appartement',
    { cities: ['Schaarbeek|1030'], types: [1], bedrooms: 2 },
  ],
  ['huis zonder tuin Bergen', { cities: ['Bergen|7000'], types: [2] }],
  [
    'appartementen Brussel of Antwerpen',
    { cities: ['Brussel|1000', 'Antwerpen|2000'], types: [1] },
  ],
  ['huis 3000', { cities: ['Leuven|3000'], types: [2] }],
  ['bel-etage Sint-Gillis', { cities: ['Sint-Gillis|1060'], types: [2] }],
  ['fermette met paardenweide', { types: [2], q: 'paardenweide' }],
  ['kot Leuven', { cities: ['Leuven|3000'], types: [1] }],
  [
    'ik zoek een huis met een tuin in Gent',
    { cities: ['Gent|9000'], types: [2], features: ['garden'] },
  ],
  ['gezinswoning Waterloo max. 450.000 €', { cities: ['Waterloo|1410'], types: [2], max: 450000 }],
  ['appartement 85 m² Oudergem', { cities: ['Oudergem|1160'], types: [1], living: 85 }],
  [
    'woning te koop Doornik 3 kamers',
    { goal: 'sale', cities: ['Doornik|7500'], types: [2], bedrooms: 3 },
  ],
  [
    'appartement dakterras Antwerpen 2 slk',
    { cities: ['Antwerpen|2000'], types: [1], bedrooms: 2, features: ['terrace'] },
  ],
  ['grond Namen', { cities: ['Namen|5000'], types: [4] }],
  [
    'huis met carport en tuin Hasselt',
    { cities: ['Hasselt|3500'], types: [2], features: ['garden', 'parking'] },
  ],
  [
    'appartement te huur tot 850 euro per maand Leuven',
    { goal: 'rent', cities: ['Leuven|3000'], types: [1], max: 850 },
  ],
  ['lalala', { q: 'lalala' }],
  ['mooi lichtrijk appartement Gent', { cities: ['Gent|9000'], types: [1], q: 'mooi lichtrijk' }],
  ['woning omgeving Kortrijk max 300k', { ...near('Kortrijk|8500'), types: [2], max: 300000 }],
  ['huis 1,2 miljoen Ukkel', { cities: ['Ukkel|1180'], types: [2], max: 1200000 }],
  [
    'rijhuis 2 slaapkamers Oostende 225.000',
    { cities: ['Oostende|8400'], types: [2], max: 225000, bedrooms: 2 },
  ],
  ['maison Gent', { cities: ['Gent|9000'], types: [2] }],
  ['flat Brussel huren', { goal: 'rent', cities: ['Brussel|1000'], types: [1] }],
  ['appartement Sint-Lambrechts-Woluwe', { cities: ['Sint-Lambrechts-Woluwe|1200'], types: [1] }],
  ['huis 2449', { cities: ['Luxemburg|2449'], types: [2] }],
  ['parkeerplaats te huur Gent', { goal: 'rent', cities: ['Gent|9000'], features: ['parking'] }],
  [
    'appartement met lift Luxemburg',
    { cities: ['Luxemburg|2449'], types: [1], features: ['lift'] },
  ],
  [
    'woning EPC-label C of beter tussen 250 en 350k',
    { types: [2], min: 250000, max: 350000, epc: 'C' },
  ],
  ['huis te koop Lüttich', { goal: 'sale', cities: ['Luik|4000'], types: [2] }],
  [
    'rijwoning met garage en tuin tot 325k in Sint-Genesius-Rode',
    {
      cities: ['Sint-Genesius-Rode|1640'],
      types: [2],
      max: 325000,
      features: ['garden', 'parking'],
    },
  ],
];

const fr: Row[] = [
  [
    'appart 2 chbres bxl max 1000€/mois',
    { goal: 'rent', cities: ['Bruxelles|1000'], types: [1], max: 1000, bedrooms: 2 },
  ],
  [
    'maison 4 façades avec jardin Namur',
    { cities: ['Namur|5000'], types: [2], features: ['garden'], q: '4 façades' },
  ],
  [
    'appartement avec balcon et cave à Liège PEB D max',
    { cities: ['Liège|4000'], types: [1], epc: 'D', q: 'balcon cave' },
  ],
  [
    'maison 3 ch. jardin près de Gand < 400k',
    { ...near('Gand|9000'), types: [2], max: 400000, bedrooms: 3, features: ['garden'] },
  ],
  [
    'appartement à vendre Bruxelles max 400.000 €',
    { goal: 'sale', cities: ['Bruxelles|1000'], types: [1], max: 400000 },
  ],
  [
    'appt 2 chambres à louer Ixelles',
    { goal: 'rent', cities: ['Ixelles|1050'], types: [1], bedrooms: 2 },
  ],
  [
    'studio à louer Liège 650 €/mois',
    { goal: 'rent', cities: ['Liège|4000'], types: [1], max: 650 },
  ],
  ['terrain à bâtir Namur', { cities: ['Namur|5000'], types: [4] }],
  [
    'maison 4 chambres avec garage Waterloo',
    { cities: ['Waterloo|1410'], types: [2], bedrooms: 4, features: ['parking'] },
  ],
  ['villa avec piscine Uccle', { cities: ['Uccle|1180'], types: [2], q: 'piscine' }],
  ['bel-étage Anvers', { cities: ['Anvers|2000'], types: [2] }],
  [
    'maison entre 300 et 400k Wavre',
    { cities: ['Wavre|1300'], types: [2], min: 300000, max: 400000 },
  ],
  [
    'appartement avec ascenseur et terrasse PEB B ou mieux',
    { types: [1], epc: 'B', features: ['terrace', 'lift'] },
  ],
  ['au moins 120 m² maison Louvain', { cities: ['Louvain|3000'], types: [2], living: 120 }],
  ['maison de maître Liège', { cities: ['Liège|4000'], types: [2] }],
  ['bureaux à louer Luxembourg', { goal: 'rent', cities: ['Luxembourg|2449'], types: [5] }],
  ['immeuble de rapport Charleroi', { cities: ['Charleroi|6000'], types: [7] }],
  ['entrepôt à louer Mons', { goal: 'rent', cities: ['Mons|7000'], types: [6] }],
  ['appartement neuf Ostende', { cities: ['Ostende|8400'], types: [1], q: 'neuf' }],
  ['appartement dans un rayon de 10 km autour de Gand', { ...near('Gand|9000', 10), types: [1] }],
  [
    'maison prix en baisse Tournai',
    { cities: ['Tournai|7500'], types: [2], features: ['price-lowered'] },
  ],
  ['PEB A maison', { types: [2], epc: 'A' }],
  [
    'appartement classe énergétique C Schaerbeek',
    { cities: ['Schaerbeek|1030'], types: [1], epc: 'C' },
  ],
  ['apartement 2 chmbres Bruxelles', { cities: ['Bruxelles|1000'], types: [1], bedrooms: 2 }],
  ['maison à partir de 250 000 €', { types: [2], min: 250000 }],
  ['appartement 1 200 €/mois Gand', { goal: 'rent', cities: ['Gand|9000'], types: [1], max: 1200 }],
  [
    '2 chambres ou plus Etterbeek appartement',
    { cities: ['Etterbeek|1040'], types: [1], bedrooms: 2 },
  ],
  ['maison sans jardin Mons', { cities: ['Mons|7000'], types: [2] }],
  ['appartements Bruxelles ou Anvers', { cities: ['Bruxelles|1000', 'Anvers|2000'], types: [1] }],
  ['maison 1180', { cities: ['Uccle|1180'], types: [2] }],
  ['fermette à vendre près de Namur', { goal: 'sale', ...near('Namur|5000'), types: [2] }],
  [
    'kot étudiant Louvain-la-Neuve',
    { cities: ['Louvain-la-Neuve|1348'], types: [1], q: 'étudiant' },
  ],
  [
    'je cherche une maison avec jardin à Liège',
    { cities: ['Liège|4000'], types: [2], features: ['garden'] },
  ],
  [
    'maison mitoyenne Courtrai max. 300.000 €',
    { cities: ['Courtrai|8500'], types: [2], max: 300000 },
  ],
  ['appartement 85 m2 Auderghem', { cities: ['Auderghem|1160'], types: [1], living: 85 }],
  [
    'maison à vendre Tournai 3 chambres',
    { goal: 'sale', cities: ['Tournai|7500'], types: [2], bedrooms: 3 },
  ],
  [
    'duplex avec terrasse Malines 2 ch',
    { cities: ['Malines|2800'], types: [1], bedrooms: 2, features: ['terrace'] },
  ],
  ['terrain Spa', { cities: ['Spa|4900'], types: [4] }],
  [
    'maison avec carport et jardin Hasselt',
    { cities: ['Hasselt|3500'], types: [2], features: ['garden', 'parking'] },
  ],
  [
    "appartement à louer jusqu'à 900 euros par mois Louvain",
    { goal: 'rent', cities: ['Louvain|3000'], types: [1], max: 900 },
  ],
  ['blablabla', { q: 'blablabla' }],
  ['bel appartement lumineux Gand', { cities: ['Gand|9000'], types: [1], q: 'bel lumineux' }],
  [
    'maison aux alentours de Courtrai max 300k',
    { ...near('Courtrai|8500'), types: [2], max: 300000 },
  ],
  [
    'villa 1,2 M€ Rhode-Saint-Genèse',
    { cities: ['Rhode-Saint-Genèse|1640'], types: [2], max: 1200000 },
  ],
  [
    'maison 2 chambres Ostende 225.000',
    { cities: ['Ostende|8400'], types: [2], max: 225000, bedrooms: 2 },
  ],
  ['Haus Gand', { cities: ['Gand|9000'], types: [2] }],
  ['flat Bruxelles louer', { goal: 'rent', cities: ['Bruxelles|1000'], types: [1] }],
  ['appartement Woluwe-Saint-Lambert', { cities: ['Woluwe-Saint-Lambert|1200'], types: [1] }],
  ['maison L-2449', { cities: ['Luxembourg|2449'], types: [2] }],
  [
    'emplacement de parking à louer Gand',
    { goal: 'rent', cities: ['Gand|9000'], features: ['parking'] },
  ],
  [
    'appartement avec ascenseur Luxembourg',
    { cities: ['Luxembourg|2449'], types: [1], features: ['lift'] },
  ],
  ['maison PEB C ou mieux entre 250 et 350k', { types: [2], min: 250000, max: 350000, epc: 'C' }],
  ['maison à vendre Lüttich', { goal: 'sale', cities: ['Liège|4000'], types: [2] }],
  ['appartement 3 pièces', { types: [1], q: '3 pièces' }],
  [
    'maison avec grand jardin et garage double',
    { types: [2], features: ['garden', 'parking'], q: 'grand double' },
  ],
  [
    'rez-de-chaussée avec jardin Ixelles',
    { cities: ['Ixelles|1050'], features: ['garden'], q: 'rez-de-chaussée' },
  ],
  [
    'loft 2 ch. Bruxelles 1.250 €',
    { cities: ['Bruxelles|1000'], types: [1], max: 1250, bedrooms: 2 },
  ],
  ['maison Esch', { cities: ['Esch-sur-Alzette|4001'], types: [2] }],
  [
    'recherche appartement 2 chambres Namur budget 800 euros',
    { cities: ['Namur|5000'], types: [1], max: 800, bedrooms: 2 },
  ],
  [
    'maison 3 chambres, 150 m², garage, PEB B, max 450 000 €, Braine',
    {
      types: [2],
      max: 450000,
      bedrooms: 3,
      living: 150,
      epc: 'B',
      features: ['parking'],
      q: 'Braine',
    },
  ],
];

const de: Row[] = [
  [
    '3-Zimmer-Wohnung in Gent zur Miete',
    { goal: 'rent', cities: ['Gent|9000'], types: [1], bedrooms: 3 },
  ],
  [
    'Haus mit Garten, max. 400.000 EUR, Raum Löwen',
    { ...near('Löwen|3000'), types: [2], max: 400000, features: ['garden'] },
  ],
  ['EFH Lüttich bis 350k', { cities: ['Lüttich|4000'], types: [2], max: 350000 }],
  [
    'Haus zu verkaufen in Gent bis 400.000 €',
    { goal: 'sale', cities: ['Gent|9000'], types: [2], max: 400000 },
  ],
  [
    'Wohnung zu mieten Brüssel max 1.200 €/Monat',
    { goal: 'rent', cities: ['Brüssel|1000'], types: [1], max: 1200 },
  ],
  [
    'Reihenhaus 3 Zimmer mit Garten Mecheln',
    { cities: ['Mecheln|2800'], types: [2], bedrooms: 3, features: ['garden'] },
  ],
  ['Einfamilienhaus in der Nähe von Löwen', { ...near('Löwen|3000'), types: [2] }],
  [
    'zwischen 300 und 400 Tsd. Haus Lüttich',
    { cities: ['Lüttich|4000'], types: [2], min: 300000, max: 400000 },
  ],
  [
    'Mietwohnung Antwerpen 2 Schlafzimmer',
    { goal: 'rent', cities: ['Antwerpen|2000'], types: [1], bedrooms: 2 },
  ],
  [
    'Eigentumswohnung mit Aufzug und Terrasse Energieklasse B oder besser',
    { goal: 'sale', types: [1], epc: 'B', features: ['terrace', 'lift'] },
  ],
  ['Grundstück zu kaufen 9000', { goal: 'sale', cities: ['Gent|9000'], types: [4] }],
  ['Villa mit Pool Uccle', { cities: ['Uccle|1180'], types: [2], q: 'Pool' }],
  ['Büro zu mieten Luxemburg', { goal: 'rent', cities: ['Luxemburg|2449'], types: [5] }],
  ['Renditeobjekt Charleroi', { cities: ['Charleroi|6000'], types: [7] }],
  ['Lagerhalle zu mieten Mons', { goal: 'rent', cities: ['Mons|7000'], types: [6] }],
  ['Neubau Wohnung Ostende', { cities: ['Ostende|8400'], types: [1], q: 'Neubau' }],
  ['Wohnung im Umkreis von 10 km um Gent', { ...near('Gent|9000', 10), types: [1] }],
  [
    'Haus Preis gesenkt Tournai',
    { cities: ['Tournai|7500'], types: [2], features: ['price-lowered'] },
  ],
  ['Energieausweis A Haus', { types: [2], epc: 'A' }],
  [
    'Wohnung 2 Zimmer Brüssel 900 € pro Monat',
    { goal: 'rent', cities: ['Brüssel|1000'], types: [1], max: 900, bedrooms: 2 },
  ],
  ['Wohnug 2 Zimer Brüssel', { cities: ['Brüssel|1000'], types: [1], bedrooms: 2 }],
  ['Haus ab 250.000 €', { types: [2], min: 250000 }],
  [
    'mindestens 3 Schlafzimmer Haus Kortrijk',
    { cities: ['Kortrijk|8500'], types: [2], bedrooms: 3 },
  ],
  ['Haus ohne Garten Namur', { cities: ['Namur|5000'], types: [2] }],
  ['Wohnungen Brüssel oder Antwerpen', { cities: ['Brüssel|1000', 'Antwerpen|2000'], types: [1] }],
  ['Haus 3000', { cities: ['Löwen|3000'], types: [2] }],
  [
    'Haus mit Garage und Garten Hasselt',
    { cities: ['Hasselt|3500'], types: [2], features: ['garden', 'parking'] },
  ],
  ['Doppelhaushälfte Eupen', { cities: ['Eupen|4700'], types: [2] }],
  [
    'ich suche eine Wohnung mit Balkon in Lüttich',
    { cities: ['Lüttich|4000'], types: [1], q: 'Balkon' },
  ],
  [
    'Haus 150 qm Garten Löwen bis 500 Tsd',
    { cities: ['Löwen|3000'], types: [2], max: 500000, living: 150, features: ['garden'] },
  ],
  ['Wohnung 85 m² Ixelles', { cities: ['Ixelles|1050'], types: [1], living: 85 }],
  [
    'Haus zu verkaufen Tournai 4 Zimmer',
    { goal: 'sale', cities: ['Tournai|7500'], types: [2], bedrooms: 4 },
  ],
  [
    'Penthouse mit Dachterrasse Antwerpen',
    { cities: ['Antwerpen|2000'], types: [1], features: ['terrace'] },
  ],
  ['Bauland Spa', { cities: ['Spa|4900'], types: [4] }],
  [
    'Wohnung zu mieten bis 850 Euro im Monat Löwen',
    { goal: 'rent', cities: ['Löwen|3000'], types: [1], max: 850 },
  ],
  ['qwertz uiop', { q: 'qwertz uiop' }],
  [
    'Wonung 2 Zimmer Brüssel',
    { cities: ['Brüssel|1000'], types: [1], bedrooms: 2 },
    "one typo from both 'Wohnung' (apartment) and 'woning' (house): kept as a keyword",
  ],
  ['schöne helle Wohnung Gent', { cities: ['Gent|9000'], types: [1], q: 'schöne helle' }],
  ['Haus Umgebung Kortrijk bis 300k', { ...near('Kortrijk|8500'), types: [2], max: 300000 }],
  ['Villa 1,5 Mio. € Waterloo', { cities: ['Waterloo|1410'], types: [2], max: 1500000 }],
  [
    'Haus 2 Zimmer Ostende 225.000',
    { cities: ['Ostende|8400'], types: [2], max: 225000, bedrooms: 2 },
  ],
  ['maison Brügge', { cities: ['Brügge|8000'], types: [2] }],
  ['Wohnung Brüssel mieten', { goal: 'rent', cities: ['Brüssel|1000'], types: [1] }],
  ['Wohnung Woluwe-Saint-Lambert', { cities: ['Woluwe-Saint-Lambert|1200'], types: [1] }],
  ['Haus L-8050', { cities: ['Bartringen|8050'], types: [2] }],
  ['Stellplatz zu mieten Gent', { goal: 'rent', cities: ['Gent|9000'], features: ['parking'] }],
  ['Wohnung mit Lift Luxemburg', { cities: ['Luxemburg|2449'], types: [1], features: ['lift'] }],
  [
    'Haus Energieklasse C oder besser zwischen 250 und 350 Tsd.',
    { types: [2], min: 250000, max: 350000, epc: 'C' },
  ],
  ['Haus zu verkaufen Liège', { goal: 'sale', cities: ['Lüttich|4000'], types: [2] }],
  ['Wohnung 3 Räume', { types: [1], q: '3 Räume' }],
  ['Haus in Esch an der Alzette', { cities: ['Esch an der Alzette|4001'], types: [2] }],
  ['Bürofläche Brüssel', { cities: ['Brüssel|1000'], types: [5] }],
  ['Haus in Bartringen', { cities: ['Bartringen|8050'], types: [2] }],
  [
    'Wohnung in Strassen 1500 €/Monat',
    { goal: 'rent', cities: ['Strassen|8010'], types: [1], max: 1500 },
  ],
  [
    'Haus mit Garten in der Nähe von Brügge unter 450.000 Euro',
    { ...near('Brügge|8000'), types: [2], max: 450000, features: ['garden'] },
  ],
  ['Wohnung Mecheln 2-3 Zimmer', { cities: ['Mecheln|2800'], types: [1], bedrooms: 2 }],
  ['Haus Brüssel 1.250.000 €', { cities: ['Brüssel|1000'], types: [2], max: 1250000 }],
  ['Grundstück in Nammur', { cities: ['Namur|5000'], types: [4] }],
  ['Wohnung Gent 9000', { cities: ['Gent|9000'], types: [1] }],
  [
    'Haus 3 Zimmer, 120 m², Garage, EPC B, bis 450.000 €, Gent',
    {
      cities: ['Gent|9000'],
      types: [2],
      max: 450000,
      bedrooms: 3,
      living: 120,
      epc: 'B',
      features: ['parking'],
    },
  ],
];

type Row = [string, WordsFilters] | [string, WordsFilters, string];

const rows = (locale: Locale, list: Row[]): Sentence[] =>
  list.map(([text, expected, miss]) => ({ locale, text, expected, ...(miss ? { miss } : {}) }));

export const SENTENCES: Sentence[] = [
  ...rows('en', en),
  ...rows('nl', nl),
  ...rows('fr', fr),
  ...rows('de', de),
];
