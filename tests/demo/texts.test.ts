import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { description, headline, projectDescription } from '@/demo/listings/texts';
import { createRandom } from '@/demo/listings/random';
import { TYPE_KEYS, type DescriptionInput, type TypeKey } from '@/demo/listings/types';

/** The generator's own seeded PRNG, so every text below is reproducible. */
function mulberry32(seed: number): () => number {
  return createRandom(seed).next;
}

const CITY: Record<Locale, string> = { en: 'Ghent', nl: 'Gent', fr: 'Gand', de: 'Gent' };
const GOALS = ['sale', 'rent'] as const;
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

type Features = DescriptionInput['features'];
const NO_FEATURES: Features = {
  garden: false,
  terrace: false,
  lift: false,
  cellar: false,
  attic: false,
  garage: false,
  parking: false,
  furnished: false,
};
const ALL_FEATURES: Features = {
  garden: true,
  terrace: true,
  lift: true,
  cellar: true,
  attic: true,
  garage: true,
  parking: true,
  furnished: true,
};

/** A plausible listing of each type; overrides adjust single facts. */
function listing(
  type: TypeKey,
  goal: 'sale' | 'rent',
  locale: Locale,
  seed: number,
  overrides: Partial<DescriptionInput> = {},
): DescriptionInput {
  const base: DescriptionInput = {
    locale,
    type,
    goal,
    city: CITY[locale],
    region: 'flanders',
    bedrooms: 2,
    bathrooms: 1,
    livingArea: 95,
    plotArea: null,
    gardenArea: null,
    terraceArea: 12,
    floor: 2,
    floors: null,
    constructionYear: 1998,
    renovationYear: 2019,
    condition: 'good',
    features: { ...NO_FEATURES, terrace: true, lift: true, cellar: true, parking: true },
    energyLabel: 'C',
    lifeAnnuity: false,
    projectName: null,
    random: mulberry32(seed),
  };
  const byType: Partial<Record<TypeKey, Partial<DescriptionInput>>> = {
    house: {
      bedrooms: 3,
      bathrooms: 2,
      livingArea: 180,
      plotArea: 650,
      gardenArea: 400,
      floor: null,
      floors: 2,
      features: {
        ...NO_FEATURES,
        garden: true,
        terrace: true,
        garage: true,
        cellar: true,
        attic: true,
      },
    },
    exceptional: {
      bedrooms: 5,
      bathrooms: 3,
      livingArea: 420,
      plotArea: 2400,
      gardenArea: 2000,
      floor: null,
      floors: 3,
      condition: 'excellent',
      features: { ...NO_FEATURES, garden: true, terrace: true, garage: true, cellar: true },
    },
    land: {
      bedrooms: null,
      bathrooms: null,
      livingArea: null,
      plotArea: 850,
      terraceArea: null,
      floor: null,
      constructionYear: null,
      renovationYear: null,
      energyLabel: null,
      features: NO_FEATURES,
    },
    'offices-shops': {
      bedrooms: null,
      bathrooms: null,
      livingArea: 180,
      floor: 0,
      features: { ...NO_FEATURES, parking: true },
    },
    'semi-industrial': {
      bedrooms: null,
      bathrooms: null,
      livingArea: 650,
      plotArea: 1200,
      floor: null,
      features: { ...NO_FEATURES, parking: true },
    },
    relocation: { features: { ...NO_FEATURES, terrace: true, lift: true, furnished: true } },
  };
  return { ...base, ...byType[type], ...overrides };
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => s.trim() !== '');
}

const firstSentence = (text: string) => sentences(text)[0] ?? '';

/** Words that may only appear when the feature is there. */
const FEATURE_WORDS: Record<keyof Features, Record<Locale, string[]>> = {
  garden: { en: ['garden'], nl: ['tuin'], fr: ['jardin'], de: ['garten'] },
  terrace: { en: ['terrace'], nl: ['terras'], fr: ['terrasse'], de: ['terrasse'] },
  lift: {
    en: ['lift', 'elevator'],
    nl: ['lift'],
    fr: ['ascenseur'],
    de: ['aufzug', 'fahrstuhl', 'lift'],
  },
  cellar: { en: ['cellar', 'basement'], nl: ['kelder'], fr: ['cave'], de: ['keller'] },
  attic: {
    en: ['attic'],
    nl: ['zolder'],
    fr: ['grenier', 'combles'],
    de: ['dachboden', 'speicher'],
  },
  garage: { en: ['garage'], nl: ['garage'], fr: ['garage'], de: ['garage'] },
  parking: {
    en: ['parking'],
    nl: ['parking', 'autostaanplaats', 'parkeerplaats'],
    fr: ['parking'],
    de: ['stellplatz', 'parkplatz'],
  },
  furnished: { en: ['furnished'], nl: ['gemeubeld'], fr: ['meublé'], de: ['möbliert'] },
};
const FEATURE_KEYS = Object.keys(FEATURE_WORDS) as (keyof Features)[];
const RESIDENTIAL_TYPES: TypeKey[] = [
  'apartment',
  'house',
  'exceptional',
  'investment',
  'relocation',
];

describe('headline and description for every type, goal and language', () => {
  for (const type of TYPE_KEYS) {
    for (const goal of GOALS) {
      for (const locale of LOCALES) {
        it(`${type} for ${goal} in ${locale}`, () => {
          for (const seed of SEEDS) {
            const title = headline(listing(type, goal, locale, seed));
            expect(title.trim()).not.toBe('');
            expect(title.length).toBeLessThanOrEqual(100);
            expect(title).not.toMatch(/undefined|null|NaN|\s{2}|\s[,.]/);
            // French puts a space before ":" and ";"; the other languages never do.
            if (locale !== 'fr') expect(title).not.toMatch(/\s[:;]/);

            const text = description(listing(type, goal, locale, seed));
            expect(text).not.toMatch(/undefined|null|NaN|\[object|[^\S\n]{2}|\s[,.]|\.\./);
            const paragraphs = text.split('\n\n');
            expect(paragraphs.length).toBeGreaterThanOrEqual(2);
            expect(paragraphs.length).toBeLessThanOrEqual(3);
            expect(paragraphs.every((p) => p.trim() !== '' && !p.includes('\n'))).toBe(true);
            const count = sentences(text).length;
            expect(count).toBeGreaterThanOrEqual(3);
            expect(count).toBeLessThanOrEqual(6);
            expect(text).toContain(CITY[locale]);
            expect(sentences(text).every((s) => /^[\p{Lu}\d]/u.test(s))).toBe(true);
          }
        });
      }
    }
  }
});

describe('only what the listing has', () => {
  it.each(FEATURE_KEYS)('never mentions a missing %s', (feature) => {
    for (const type of RESIDENTIAL_TYPES) {
      for (const locale of LOCALES) {
        for (const seed of SEEDS) {
          const features = { ...ALL_FEATURES, [feature]: false };
          const input = () =>
            listing(type, 'rent', locale, seed, { features, gardenArea: 300, terraceArea: 15 });
          const text = `${headline(input())}\n${description(input())}`.toLowerCase();
          for (const word of FEATURE_WORDS[feature][locale])
            expect(text, `${type}/${locale}/${seed}`).not.toContain(word);
        }
      }
    }
  });

  it('mentions every feature the listing has, with its area', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const input = listing('house', 'sale', locale, seed, {
          features: ALL_FEATURES,
          gardenArea: 300,
          terraceArea: 15,
        });
        const text = description(input).toLowerCase();
        for (const feature of FEATURE_KEYS) {
          expect(
            FEATURE_WORDS[feature][locale].some((word) => text.includes(word)),
            `${feature}/${locale}`,
          ).toBe(true);
        }
        expect(text).toContain('300 m²');
        expect(text).toContain('15 m²');
        expect(text).toContain('180 m²');
      }
    }
  });

  it('mentions no feature at all on a bare plot, but its area', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const text = `${headline(listing('land', 'sale', locale, seed))}\n${description(listing('land', 'sale', locale, seed))}`;
        for (const feature of FEATURE_KEYS) {
          for (const word of FEATURE_WORDS[feature][locale])
            expect(text.toLowerCase()).not.toContain(word);
        }
        expect(headline(listing('land', 'sale', locale, seed))).toContain('850 m²');
        expect(description(listing('land', 'sale', locale, seed))).toContain('850 m²');
      }
    }
  });

  it('gives the surface of commercial and semi-industrial premises in the headline', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        expect(headline(listing('offices-shops', 'rent', locale, seed))).toContain('180 m²');
        expect(headline(listing('semi-industrial', 'sale', locale, seed))).toContain('650 m²');
      }
    }
  });

  it('leaves out the energy sentence without a label and the years without dates', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const text = description(
          listing('apartment', 'sale', locale, seed, {
            energyLabel: null,
            constructionYear: null,
            renovationYear: null,
          }),
        );
        expect(text).not.toMatch(
          /EPC|PEB|Energie(ausweis|pass)|energiepas|passeport|\b(19|20)\d\d\b/,
        );
      }
    }
  });
});

describe('grammar', () => {
  const ONE_BEDROOM: Record<Locale, [RegExp, RegExp]> = {
    en: [/\b1 bedroom\b/, /\b1 bedrooms/],
    nl: [/\b1 slaapkamer\b/, /\b1 slaapkamers/],
    fr: [/\b1 chambre\b/, /\b1 chambres/],
    de: [/\b1 Schlafzimmer\b/, /\b1 Schlafzimmern/],
  };
  const TWO_BEDROOMS: Record<Locale, RegExp> = {
    en: /\b2 bedrooms\b/,
    nl: /\b2 slaapkamers\b/,
    fr: /\b2 chambres\b/,
    de: /\b2 Schlafzimmer/,
  };

  it.each(LOCALES)('agrees one and two bedrooms in %s', (locale) => {
    const [one, wrongOne] = ONE_BEDROOM[locale];
    for (const type of RESIDENTIAL_TYPES) {
      for (const seed of SEEDS) {
        const single = description(listing(type, 'sale', locale, seed, { bedrooms: 1 }));
        expect(single).toMatch(one);
        expect(single).not.toMatch(wrongOne);
        expect(headline(listing(type, 'sale', locale, seed, { bedrooms: 1 }))).not.toMatch(
          wrongOne,
        );
        expect(description(listing(type, 'sale', locale, seed, { bedrooms: 2 }))).toMatch(
          TWO_BEDROOMS[locale],
        );
      }
    }
  });

  it('uses the Belgian floor words, ground floor included', () => {
    const GROUND: Record<Locale, string> = {
      en: 'ground floor',
      nl: 'gelijkvloers',
      fr: 'rez-de-chaussée',
      de: 'Erdgeschoss',
    };
    const FIRST: Record<Locale, string> = {
      en: 'first floor',
      nl: 'eerste verdieping',
      fr: '1er étage',
      de: 'ersten Obergeschoss',
    };
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        expect(description(listing('apartment', 'sale', locale, seed, { floor: 0 }))).toContain(
          GROUND[locale],
        );
        expect(description(listing('apartment', 'sale', locale, seed, { floor: 1 }))).toContain(
          FIRST[locale],
        );
      }
    }
  });

  it('writes French agreement for feminine nouns', () => {
    for (const seed of SEEDS) {
      const text = description(
        listing('house', 'sale', 'fr', seed, {
          condition: 'new',
          constructionYear: 2024,
          renovationYear: null,
        }),
      );
      expect(text).not.toMatch(/\b(une|la|cette) maison (neuf|construit|situé)\b/);
      expect(text).not.toMatch(/\bmaison (familiale )?(neuf|récent)\b/);
    }
  });

  it('uses the regional energy terms', () => {
    const BELGIUM: Record<Locale, RegExp> = {
      en: /EPC/,
      nl: /EPC/,
      fr: /PEB/,
      de: /Energieausweis/,
    };
    const LUXEMBOURG: Record<Locale, RegExp> = {
      en: /energy passport/,
      nl: /energiepas/,
      fr: /passeport énergétique/,
      de: /Energiepass/,
    };
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const belgian = description(listing('apartment', 'sale', locale, seed));
        expect(belgian).toMatch(BELGIUM[locale]);
        expect(belgian).toContain(' C');
        expect(
          description(listing('apartment', 'sale', locale, seed, { region: 'luxembourg' })),
        ).toMatch(LUXEMBOURG[locale]);
      }
    }
  });
});

describe('special listings', () => {
  it('says when a sale is a life annuity', () => {
    const WORD: Record<Locale, RegExp> = {
      en: /life annuity/i,
      nl: /lijfrente/i,
      fr: /viager/i,
      de: /Leibrente/,
    };
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const input = () => listing('house', 'sale', locale, seed, { lifeAnnuity: true });
        expect(headline(input())).toMatch(WORD[locale]);
        expect(description(input())).toMatch(WORD[locale]);
      }
    }
  });

  it('gives relocation rentals expat wording', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        expect(headline(listing('relocation', 'rent', locale, seed))).toMatch(/expat/i);
      }
    }
  });

  it('names the new-build project a unit belongs to', () => {
    for (const locale of LOCALES) {
      for (const seed of SEEDS) {
        const input = listing('apartment', 'sale', locale, seed, {
          projectName: 'Résidence Les Tilleuls',
          condition: 'new',
        });
        expect(description(input)).toContain('Résidence Les Tilleuls');
      }
    }
  });
});

describe('determinism and variety', () => {
  it('gives the same texts for the same seed, without Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    for (const locale of LOCALES) {
      for (const type of TYPE_KEYS) {
        expect(headline(listing(type, 'sale', locale, 42))).toBe(
          headline(listing(type, 'sale', locale, 42)),
        );
        expect(description(listing(type, 'rent', locale, 42))).toBe(
          description(listing(type, 'rent', locale, 42)),
        );
      }
    }
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it.each(LOCALES)('varies the apartment texts over 50 seeds in %s', (locale) => {
    const seeds = Array.from({ length: 50 }, (_, i) => i * 7 + 3);
    const texts = seeds.map((seed) => description(listing('apartment', 'sale', locale, seed)));
    expect(new Set(texts.map(firstSentence)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(texts).size).toBeGreaterThanOrEqual(45);
    expect(
      new Set(seeds.map((seed) => headline(listing('apartment', 'sale', locale, seed)))).size,
    ).toBeGreaterThanOrEqual(10);
  });
});

describe('projectDescription', () => {
  const STATUSES = ['pre-sale', 'under-construction', 'ready'] as const;

  it('writes 3 to 5 sentences with name, city and delivery', () => {
    for (const locale of LOCALES) {
      for (const status of STATUSES) {
        for (const type of ['apartment', 'house'] as const) {
          for (const seed of SEEDS) {
            const input = {
              locale,
              name: 'Les Jardins du Parc',
              city: CITY[locale],
              units: 24,
              type,
              status,
              delivery: 'Q3 2027',
            };
            const text = projectDescription({ ...input, random: mulberry32(seed) });
            const count = sentences(text).length;
            expect(count).toBeGreaterThanOrEqual(3);
            expect(count).toBeLessThanOrEqual(5);
            expect(text).toContain('Les Jardins du Parc');
            expect(text).toContain(CITY[locale]);
            expect(text).toContain('Q3 2027');
            expect(text).not.toMatch(/undefined|null|NaN|[^\S\n]{2}/);
            expect(text).toBe(projectDescription({ ...input, random: mulberry32(seed) }));
          }
        }
      }
    }
  });

  it('counts the units with the right plural', () => {
    const text = (locale: Locale, units: number, type: 'apartment' | 'house', seed: number) =>
      projectDescription({
        locale,
        name: 'Horizon',
        city: CITY[locale],
        units,
        type,
        status: 'ready',
        delivery: 'Q1 2025',
        random: mulberry32(seed),
      });
    for (const seed of SEEDS) {
      expect(text('en', 12, 'house', seed)).toMatch(/12 (new )?houses/);
      expect(text('fr', 12, 'apartment', seed)).toMatch(/12 appartements/);
      expect(text('nl', 12, 'house', seed)).toMatch(/12 (nieuwe )?woningen/);
      expect(text('de', 12, 'house', seed)).toMatch(/12 (Häusern|neue Häuser)/);
    }
  });
});
