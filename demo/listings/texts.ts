/**
 * Listing texts of the data generator: headline, description and new-build project description in
 * en, nl (Belgian usage), fr (Belgian usage) and de. Texts only state facts found in the input; all
 * variation comes from the input's seeded `random()`, so a seed always yields the same text.
 */
import type { Locale } from '@/lib/i18n/locales';
import type { Condition, DescriptionInput, ProjectDescriptionInput, Region } from './types';

const MAX_HEADLINE = 90;
const MAX_SENTENCES = 6;

// ---------------------------------------------------------------------------------------------
// Facts shared by every language
// ---------------------------------------------------------------------------------------------

type Random = () => number;
type Pick = <T>(options: readonly T[]) => T;
type Gender = 'm' | 'f' | 'n';
type Noun = { word: string; gender: Gender };

type Kind =
  'apartment' | 'studio' | 'house' | 'manor' | 'land' | 'commercial' | 'industrial' | 'building';
type Family = 'home' | 'commercial' | 'industrial' | 'land';
type OutdoorKey = 'garden' | 'terrace';
type Outdoor = { key: OutdoorKey; area: number | null };
type Amenity = 'garage' | 'parking' | 'cellar' | 'attic' | 'lift';
type HeadlineFeature = OutdoorKey | 'garage' | 'parking';
type Special = 'lifeAnnuity' | 'investment' | 'relocation' | 'prestige' | 'potential';

const OUTDOOR_KEYS: readonly OutdoorKey[] = ['garden', 'terrace'];
const AMENITY_KEYS: readonly Amenity[] = ['garage', 'parking', 'cellar', 'attic', 'lift'];
const RESIDENTIAL_KINDS: readonly Kind[] = ['apartment', 'studio', 'house', 'manor', 'building'];

const NUMBER_FORMATS: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-GB'),
  nl: new Intl.NumberFormat('nl-BE'),
  fr: new Intl.NumberFormat('fr-BE'),
  de: new Intl.NumberFormat('de-BE'),
};

type Ctx = {
  city: string;
  region: Region;
  kind: Kind;
  sale: boolean;
  condition: Condition;
  beds: number | null;
  baths: number | null;
  area: number | null;
  plot: number | null;
  /** Floor of an apartment or commercial unit (0 = ground floor). */
  floor: number | null;
  /** Number of levels of a house-like property. */
  levels: number | null;
  built: number | null;
  renovated: number | null;
  outdoor: Outdoor[];
  amenities: Amenity[];
  furnished: boolean;
  energy: string | null;
  project: string | null;
  lifeAnnuity: boolean;
  investment: boolean;
  relocation: boolean;
  exceptional: boolean;
  /** Whether the property has grounds, which makes "villa" or "Anwesen" truthful. */
  grounds: boolean;
  luxembourg: boolean;
  pick: Pick;
  random: Random;
  num: (value: number) => string;
  /** Per-call memory, so that later sentences avoid repeating earlier wording. */
  memory: { said: Set<string>; turn: number };
};

type Template = (c: Ctx) => string;

function picker(random: Random): Pick {
  return <T>(options: readonly T[]): T => {
    if (options.length === 0) throw new Error('Nothing to pick from');
    const index = Math.min(options.length - 1, Math.floor(random() * options.length));
    return options[index] as T;
  };
}

function kindOf(input: DescriptionInput): Kind {
  const flat = input.bedrooms === 0 ? 'studio' : 'apartment';
  switch (input.type) {
    case 'apartment':
      return flat;
    case 'house':
      return 'house';
    case 'exceptional':
      return 'manor';
    case 'land':
      return 'land';
    case 'offices-shops':
      return 'commercial';
    case 'semi-industrial':
      return 'industrial';
    case 'investment':
      return input.floor !== null ? flat : 'building';
    case 'relocation':
      return input.floor !== null ? flat : 'house';
  }
}

const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

function context(input: DescriptionInput): Ctx {
  const kind = kindOf(input);
  const land = kind === 'land';
  const sale = input.goal === 'sale';
  const residential = RESIDENTIAL_KINDS.includes(kind);
  const hasFloor = kind === 'apartment' || kind === 'studio' || kind === 'commercial';
  const floor = hasFloor && input.floor !== null && input.floor >= 0 ? input.floor : null;
  const built = positive(input.constructionYear);
  const renovated = positive(input.renovationYear);
  const format = NUMBER_FORMATS[input.locale];
  return {
    city: input.city,
    region: input.region,
    kind,
    sale,
    condition: input.condition,
    beds: residential ? positive(input.bedrooms) : null,
    baths: residential ? positive(input.bathrooms) : null,
    area: land ? null : positive(input.livingArea),
    plot: positive(input.plotArea),
    floor,
    levels:
      floor === null && !land && kind !== 'apartment' && kind !== 'studio'
        ? positive(input.floors)
        : null,
    built,
    // An old renovation is beside the point for a property that needs renovating again.
    renovated:
      renovated !== null &&
      (built === null || renovated > built) &&
      input.condition !== 'to-renovate'
        ? renovated
        : null,
    outdoor: land
      ? []
      : OUTDOOR_KEYS.filter((key) => input.features[key]).map((key) => ({
          key,
          area: positive(key === 'garden' ? input.gardenArea : input.terraceArea),
        })),
    amenities: land ? [] : AMENITY_KEYS.filter((key) => input.features[key]),
    furnished: !land && input.features.furnished,
    energy: land ? null : input.energyLabel?.trim() || null,
    project: input.projectName?.trim() || null,
    lifeAnnuity: input.lifeAnnuity && sale,
    investment: input.type === 'investment' && sale,
    relocation: input.type === 'relocation' && !sale,
    exceptional: input.type === 'exceptional',
    grounds: input.features.garden || positive(input.plotArea) !== null,
    luxembourg: input.region === 'luxembourg',
    pick: picker(input.random),
    random: input.random,
    num: (value) => format.format(value),
    memory: { said: new Set(), turn: input.random() < 0.5 ? 0 : 1 },
  };
}

function familyOf(kind: Kind): Family {
  if (kind === 'land' || kind === 'commercial' || kind === 'industrial') return kind;
  return 'home';
}

function specialOf(c: Ctx): Special | null {
  if (c.lifeAnnuity) return 'lifeAnnuity';
  if (c.investment) return 'investment';
  if (c.relocation) return 'relocation';
  if (c.exceptional) return needsWork(c) ? 'potential' : 'prestige';
  return null;
}

const needsWork = (c: Ctx) => c.condition === 'to-refresh' || c.condition === 'to-renovate';
const isEquipped = (c: Ctx) => !needsWork(c);
const isResidential = (c: Ctx) => RESIDENTIAL_KINDS.includes(c.kind);
const isSpacious = (c: Ctx) =>
  c.area !== null && c.area >= (c.kind === 'apartment' || c.kind === 'studio' ? 110 : 180);
const isBright = (c: Ctx) =>
  (c.floor !== null && c.floor >= 2) || c.outdoor.some((o) => o.key === 'terrace');

/** Condition-based adjectives, plus "spacious" and "bright" only where the facts support them. */
function adjectivePool<T>(
  c: Ctx,
  table: Record<Condition, readonly (T | null)[]>,
  spacious: T,
  bright: T,
) {
  if (c.kind === 'land') return [null];
  const pool = [...table[c.condition]];
  if (isResidential(c) && isSpacious(c)) pool.push(spacious);
  if (isResidential(c) && isBright(c) && !needsWork(c)) pool.push(bright);
  return pool;
}

function shuffled<T>(c: Ctx, items: readonly T[]): T[] {
  const rest = [...items];
  const result: T[] = [];
  while (rest.length > 0) {
    const item = c.pick(rest);
    rest.splice(rest.indexOf(item), 1);
    result.push(item);
  }
  return result;
}

function headlineFeatures(c: Ctx): HeadlineFeature[] {
  const parking = c.amenities.filter(
    (a): a is 'garage' | 'parking' => a === 'garage' || a === 'parking',
  );
  const features = [
    ...shuffled(
      c,
      c.outdoor.map((o) => o.key),
    ),
    ...shuffled(c, parking),
  ];
  return features.slice(0, c.pick([1, 2, 2]));
}

// ---------------------------------------------------------------------------------------------
// Small text helpers
// ---------------------------------------------------------------------------------------------

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Lower-cases a leading capital, but leaves acronyms such as "KMO-gebouw" alone. */
const uncap = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

function list(items: readonly string[], and: string): string {
  if (items.length < 2) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const withList = (base: string, items: readonly string[], joiner: string, and: string) =>
  items.length > 0 ? `${base} ${joiner} ${list(items, and)}` : base;

const withClause = (sentence: string, clause: string) => `${sentence.replace(/\.$/, '')}${clause}.`;

/** One bathroom, a bathroom plus a shower room, or a count. */
function bathroomItems<T>(n: number | null, first: T, second: T, many: (n: number) => T): T[] {
  if (!n) return [];
  if (n === 1) return [first];
  if (n === 2) return [first, second];
  return [many(n)];
}

const choose = (c: Ctx, templates: readonly Template[]) => c.pick(templates)(c);

const wordingKey = (text: string) => text.toLowerCase().replace(/-/g, ' ');

/** Remembers an adjective used in the opening, so that the condition sentence does not echo it. */
function remember<T>(c: Ctx, value: T, key: (value: T) => string): T {
  if (value !== null) c.memory.said.add(wordingKey(key(value)));
  return value;
}

/** Picks a wording not said before in this text, when there is one. */
function pickFresh<T>(c: Ctx, options: readonly T[], key: (value: T) => string): T {
  const echoes = (option: string) =>
    [...c.memory.said].some((said) => option.includes(said) || said.includes(option));
  const fresh = options.filter((o) => !echoes(wordingKey(key(o))));
  return remember(c, c.pick(fresh.length > 0 ? fresh : options), key);
}

/** Alternates the property's own noun with a generic one ("the house", "the property"). */
function alternate<T>(c: Ctx, own: T, generic: T): T {
  c.memory.turn += 1;
  return c.memory.turn % 2 === 0 ? own : generic;
}

type Place = { inline: string; lead: string };

// ---------------------------------------------------------------------------------------------
// The per-language writers
// ---------------------------------------------------------------------------------------------

type Writer = {
  headline: (c: Ctx, features: readonly HeadlineFeature[]) => string;
  opening: Template;
  layout: Template;
  /** Condition and years; for land, the planning information instead. */
  condition: Template;
  energy: Template;
  /** The energy label as a clause, for when the sentence budget is tight. */
  energyClause: Template;
  outdoor: Template;
  amenities: (c: Ctx, withOutdoor: boolean) => string;
  special: Record<Special, readonly Template[]>;
  closing: { sale: readonly Template[]; rent: readonly Template[] };
};

type ProjectCtx = ProjectDescriptionInput & { pick: Pick };
type ProjectTemplates = readonly ((p: ProjectCtx) => string)[];
type ProjectWriter = {
  intro: ProjectTemplates;
  status: Record<ProjectDescriptionInput['status'], ProjectTemplates>;
  energy: ProjectTemplates;
  vat: ProjectTemplates;
  closing: ProjectTemplates;
};

// ---------------------------------------------------------------------------------------------
// English
// ---------------------------------------------------------------------------------------------

type EnAdjective = { pre?: string; post?: string };

const EN_ADJECTIVES: Record<Condition, readonly (EnAdjective | null)[]> = {
  new: [{ pre: 'new' }, { pre: 'newly built' }, { pre: 'brand-new' }],
  excellent: [{ pre: 'immaculate' }, { pre: 'impeccably kept' }, { pre: 'move-in ready' }],
  good: [{ pre: 'well-kept' }, { pre: 'well-maintained' }, null],
  'to-refresh': [{ post: 'to refresh' }, { post: 'in need of some refreshing' }, null],
  'to-renovate': [{ post: 'to renovate' }, { post: 'in need of renovation' }],
};

function enNouns(c: Ctx): readonly string[] {
  switch (c.kind) {
    case 'apartment':
      return ['apartment', 'flat'];
    case 'studio':
      return ['studio', 'studio flat'];
    case 'house':
      return ['house', 'family home'];
    case 'manor':
      return c.grounds
        ? ['character property', 'villa', 'residence']
        : ['character property', 'residence'];
    case 'land':
      return ['building plot', 'plot of building land'];
    case 'commercial':
      return ['commercial space', 'commercial unit'];
    case 'industrial':
      return ['semi-industrial building', 'light-industrial unit'];
    case 'building':
      return ['property', 'rental property'];
  }
}

const EN_REF: Record<Kind, string> = {
  apartment: 'apartment',
  studio: 'studio',
  house: 'house',
  manor: 'property',
  land: 'plot',
  commercial: 'space',
  industrial: 'building',
  building: 'property',
};
const enRef = (c: Ctx) => (c.kind === 'land' ? 'plot' : alternate(c, EN_REF[c.kind], 'property'));

const EN_AN = /^(?:[aeio]|u(?!ni|se)|8|1[18](?!\d))/i;
const enA = (phrase: string) => `${EN_AN.test(phrase) ? 'an' : 'a'} ${phrase}`;

const enAdjective = (c: Ctx): EnAdjective =>
  remember(
    c,
    c.pick(adjectivePool(c, EN_ADJECTIVES, { pre: 'spacious' }, { pre: 'bright' })),
    (a) => a?.pre ?? a?.post ?? '',
  ) ?? {};

function enPhrase(c: Ctx): string {
  const adjective = enAdjective(c);
  const pre = [adjective.pre, c.furnished ? 'furnished' : undefined].filter(Boolean).join(', ');
  return [pre, c.pick(enNouns(c)), adjective.post].filter(Boolean).join(' ');
}

const EN_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
function enOrdinal(n: number): string {
  const word = EN_ORDINALS[n - 1];
  if (word) return word;
  const suffix =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const EN_NUMBERS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const enNumber = (n: number) => EN_NUMBERS[n - 1] ?? String(n);

function enPlace(c: Ctx): Place | null {
  if (c.floor !== null) {
    const floor = c.floor === 0 ? 'the ground floor' : `the ${enOrdinal(c.floor)} floor`;
    return { inline: `on ${floor}`, lead: `Set on ${floor}` };
  }
  if (c.levels === 1) return { inline: 'on a single level', lead: 'Laid out on a single level' };
  if (c.levels)
    return { inline: `spread over ${c.levels} levels`, lead: `Spread over ${c.levels} levels` };
  return null;
}

const enM2 = (c: Ctx, value: number) => `${c.num(value)} m²`;

function enRooms(c: Ctx): string[] {
  const kitchen = isEquipped(c) ? c.pick(['a fitted kitchen', 'an equipped kitchen']) : 'a kitchen';
  const rooms =
    c.kind === 'studio'
      ? ['a combined living and sleeping area', kitchen]
      : ['a living room', kitchen];
  if (c.beds) rooms.push(count(c.beds, 'bedroom', 'bedrooms'));
  rooms.push(...bathroomItems(c.baths, 'a bathroom', 'a shower room', (n) => `${n} bathrooms`));
  return rooms;
}

const enOutdoor = (c: Ctx, o: Outdoor) => enA(o.area ? `${enM2(c, o.area)} ${o.key}` : o.key);

const EN_AMENITIES: Record<Amenity, string> = {
  garage: 'a garage',
  parking: 'a parking space',
  cellar: 'a cellar',
  attic: 'an attic',
  lift: 'a lift',
};

const EN_LAYOUTS: Record<Family, readonly Template[]> = {
  home: [
    (c) => {
      const p = enPlace(c);
      const space = c.area ? `${enM2(c, c.area)} of living space with ` : '';
      return `The ${enRef(c)}${p ? `, ${p.inline},` : ''} offers ${space}${list(enRooms(c), 'and')}.`;
    },
    (c) => {
      const p = enPlace(c);
      const total = c.area ? `, for a total of ${enM2(c, c.area)} of living space` : '';
      return `Inside${p ? `, ${p.inline},` : ''} you will find ${list(enRooms(c), 'and')}${total}.`;
    },
    (c) => {
      const p = enPlace(c);
      const space = c.area ? ` in ${enM2(c, c.area)} of living space` : '';
      return `${p ? `${p.lead}, the` : 'The'} ${enRef(c)} has ${list(enRooms(c), 'and')}${space}.`;
    },
    (c) => {
      const p = enPlace(c);
      const space = c.area ? ` (${enM2(c, c.area)} of living space)` : '';
      return `The layout comprises ${list(enRooms(c), 'and')}${space}${p ? `, ${p.inline}` : ''}.`;
    },
  ],
  commercial: [
    (c) => {
      const p = enPlace(c);
      const window = c.floor === 0 ? ', with a street-facing shop window' : '';
      return `The ${enRef(c)}${p ? `, ${p.inline},` : ''} offers ${c.area ? enM2(c, c.area) : 'a flexible floor area'} that can be fitted out as open-plan offices or as a shop${window}.`;
    },
    (c) => {
      const p = enPlace(c);
      const subject = c.area ? `Its ${enM2(c, c.area)}` : 'The floor area';
      const window =
        c.floor === 0 ? ', and the shop window gives good visibility from the street' : '';
      return `${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'lend themselves' : 'lends itself'} to a retail business as well as to open-plan offices${window}.`;
    },
    (c) => {
      const p = enPlace(c);
      const subject = c.area ? `the ${enM2(c, c.area)}` : 'the space';
      return `Offices, a showroom or a shop: ${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'adapt' : 'adapts'} to many kinds of business.`;
    },
  ],
  industrial: [
    (c) =>
      `The ${enRef(c)} combines a warehouse with a generous ceiling height, a loading dock and an office section${c.area ? `, for a total of ${enM2(c, c.area)}` : ''}.`,
    (c) =>
      `${c.area ? `Its ${enM2(c, c.area)} are` : 'The space is'} divided between storage or workshop space with a good clear height and offices, with a loading dock for deliveries.`,
    (c) =>
      `Suited to an SME, the ${enRef(c)} offers ${c.area ? `${enM2(c, c.area)} with ` : ''}a high-ceilinged warehouse, a loading dock and offices.`,
  ],
  land: [
    (c) =>
      `The plot ${c.plot ? `covers ${enM2(c, c.plot)} and leaves` : 'leaves'} room for a home built to your own plans.`,
    (c) =>
      `${c.plot ? `With ${enM2(c, c.plot)}, it offers` : 'It offers'} plenty of scope for a new-build project.`,
    (c) =>
      `${c.plot ? `This ${enM2(c, c.plot)} plot` : 'This plot'} is ready to host a building project designed to your wishes.`,
  ],
};

const EN_PLAN: Record<Region, string> = {
  brussels: 'the regional land-use plan (PRAS)',
  flanders: 'the regional zoning plan',
  wallonia: 'the sector plan',
  luxembourg: 'the general development plan (PAG)',
};

const EN_ZONING: readonly Template[] = [
  (c) =>
    `Urban planning information, including the zoning under ${EN_PLAN[c.region]}, is available on request.`,
  () =>
    'We will gladly provide the planning details and the urban planning certificate for the plot.',
  () =>
    'Zoning, building regulations and orientation can be reviewed with our team before you commit.',
];

const EN_STATES: Record<Condition, readonly string[]> = {
  new: ['brand new', 'a new build', 'newly built'],
  excellent: ['in excellent condition', 'in immaculate condition', 'ready to move into'],
  good: ['in good condition', 'well maintained', 'in good overall condition'],
  'to-refresh': [
    'in need of some refreshing',
    'due for a cosmetic update',
    'somewhat dated and due for a refresh',
  ],
  'to-renovate': [
    'in need of renovation',
    'ready to be renovated to your own taste',
    'a renovation project',
  ],
};

const enState = (c: Ctx) => pickFresh(c, EN_STATES[c.condition], (s) => s);

function enYears(c: Ctx) {
  const { built: b, renovated: r } = c;
  if (b && r)
    return {
      lead: `Built in ${b} and renovated in ${r}`,
      paren: `built in ${b}, renovated in ${r}`,
      relative: `which dates from ${b} and was renovated in ${r}`,
    };
  if (b)
    return { lead: `Built in ${b}`, paren: `built in ${b}`, relative: `which dates from ${b}` };
  if (r)
    return { lead: `Renovated in ${r}`, paren: `renovated in ${r}`, relative: `renovated in ${r}` };
  return null;
}

const EN_CONDITIONS: readonly Template[] = [
  (c) => {
    const y = enYears(c);
    const state = enState(c);
    return y ? `${y.lead}, the ${enRef(c)} is ${state}.` : `The ${enRef(c)} is ${state}.`;
  },
  (c) => {
    const y = enYears(c);
    return `The ${enRef(c)} is ${enState(c)}${y ? ` (${y.paren})` : ''}.`;
  },
  (c) => {
    const y = enYears(c);
    const state = enState(c);
    return y
      ? `The ${enRef(c)}, ${y.relative}, is ${state}.`
      : `As for its condition, the ${enRef(c)} is ${state}.`;
  },
];

const enEnergyTerm = (c: Ctx) => (c.luxembourg ? 'energy passport class' : 'EPC label');

const EN_ENERGY: readonly Template[] = [
  (c) => `The ${enEnergyTerm(c)} is ${c.energy}.`,
  (c) => `Energy performance: ${enEnergyTerm(c)} ${c.energy}.`,
  (c) => `The ${enRef(c)} has ${enEnergyTerm(c)} ${c.energy}.`,
];

const EN_OUTDOOR: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `Outside, there is ${list(items, 'and')}.`,
  (c, items) =>
    `${cap(list(items, 'and'))} ${items.length > 1 ? 'extend' : 'extends'} the living space outdoors.`,
  (c, items) => `The ${enRef(c)} also enjoys ${list(items, 'and')}.`,
];

const EN_AMENITY_SENTENCES: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `Further features include ${list(items, 'and')}.`,
  (c, items) => `The ${enRef(c)} also comes with ${list(items, 'and')}.`,
  (c, items) => `There is also ${list(items, 'and')}.`,
];

function enHeadlineCore(c: Ctx, extras: string[]): string {
  const area = c.area ? enM2(c, c.area) : null;
  switch (c.kind) {
    case 'land': {
      const plot = c.plot ? enM2(c, c.plot) : null;
      return withList(
        plot ? c.pick([`Building plot of ${plot}`, `${plot} building plot`]) : 'Building plot',
        extras,
        'with',
        'and',
      );
    }
    case 'commercial': {
      const base = area
        ? c.pick([`Commercial space of ${area}`, `${area} office and retail space`])
        : 'Office and retail space';
      return withList(
        `${base}${c.floor === 0 ? ' on the ground floor' : ''}`,
        extras,
        'with',
        'and',
      );
    }
    case 'industrial': {
      const base = area
        ? c.pick([`${area} warehouse`, `Semi-industrial building of ${area}`])
        : 'Semi-industrial building';
      return `${base} with ${list(['offices', ...extras], 'and')}`;
    }
    default: {
      const adjective = enAdjective(c);
      const pre = [adjective.pre, c.furnished ? 'furnished' : undefined].filter(Boolean).join(', ');
      // Headlines keep the short form and set it off with a comma: "House to renovate, with garden".
      const post = adjective.post
        ? adjective.post.includes('renovat')
          ? 'to renovate'
          : 'to refresh'
        : null;
      const noun = `${c.pick(enNouns(c))}${post ? ` ${post}` : ''}`;
      const withItems = (base: string, items: readonly string[]) =>
        items.length > 0 ? `${cap(base)}${post ? ',' : ''} with ${list(items, 'and')}` : cap(base);
      const prefix = pre ? `${pre} ` : '';
      if (c.beds && c.pick([true, false]))
        return withItems(`${prefix}${enNumber(c.beds)}-bedroom ${noun}`, extras);
      return withItems(`${prefix}${noun}`, [
        ...(c.beds ? [count(c.beds, 'bedroom', 'bedrooms')] : []),
        ...extras,
      ]);
    }
  }
}

function enHeadline(c: Ctx, features: readonly HeadlineFeature[]): string {
  const extras = features.map((f) => {
    const outdoor = c.outdoor.find((o) => o.key === f);
    if (outdoor) return outdoor.area ? `${enM2(c, outdoor.area)} ${f}` : f;
    return f === 'parking' ? 'parking space' : f;
  });
  const core = enHeadlineCore(c, extras);
  if (c.lifeAnnuity)
    return c.pick([`${core} – life annuity sale`, `Life annuity sale: ${uncap(core)}`]);
  if (c.investment)
    return c.pick([
      `Rental investment: ${uncap(core)}`,
      `${core}, currently let`,
      `${core} – rental investment`,
    ]);
  if (c.relocation)
    return c.pick([
      `${core}, ideal for expats`,
      `Expat rental: ${uncap(core)}`,
      `${core} for expats`,
    ]);
  return c.pick([core, core, `${core} in ${c.city}`]);
}

const en: Writer = {
  headline: enHeadline,
  opening: (c) =>
    choose(
      c,
      c.project
        ? [
            (c) => `This ${enPhrase(c)} is part of ${c.project}, a new development in ${c.city}.`,
            (c) =>
              `In ${c.city}, the new-build project ${c.project} offers ${enA(enPhrase(c))} ${c.sale ? 'for sale' : 'for rent'}.`,
            (c) =>
              `Part of the ${c.project} development in ${c.city}, this ${enPhrase(c)} is ${c.sale ? 'for sale' : 'available to rent'}.`,
          ]
        : [
            (c) => `In ${c.city}, we have ${enA(enPhrase(c))} ${c.sale ? 'for sale' : 'to let'}.`,
            (c) =>
              `We are pleased to offer ${enA(enPhrase(c))} ${c.sale ? 'for sale' : 'for rent'} in ${c.city}.`,
            (c) =>
              `This ${enPhrase(c)} in ${c.city} is now ${c.sale ? 'on the market' : 'available to rent'}.`,
            (c) =>
              `Located in ${c.city}, this ${enPhrase(c)} is ${c.sale ? 'for sale' : 'available to rent'}.`,
            (c) =>
              `${c.city} is the setting for this ${enPhrase(c)}, now offered ${c.sale ? 'for sale' : 'for rent'}.`,
          ],
    ),
  layout: (c) => choose(c, EN_LAYOUTS[familyOf(c.kind)]),
  condition: (c) => choose(c, c.kind === 'land' ? EN_ZONING : EN_CONDITIONS),
  energy: (c) => choose(c, EN_ENERGY),
  energyClause: (c) => `; its ${enEnergyTerm(c)} is ${c.energy}`,
  outdoor: (c) =>
    c.pick(EN_OUTDOOR)(
      c,
      c.outdoor.map((o) => enOutdoor(c, o)),
    ),
  amenities: (c, withOutdoor) => {
    const items = [
      ...(withOutdoor ? c.outdoor.map((o) => enOutdoor(c, o)) : []),
      ...c.amenities.map((a) => EN_AMENITIES[a]),
    ];
    return c.pick(EN_AMENITY_SENTENCES)(c, items);
  },
  special: {
    lifeAnnuity: [
      () =>
        'The sale is a life annuity (viager): the buyer pays an initial lump sum, the bouquet, followed by a monthly annuity to the seller; details on occupancy (occupied or vacant) and amounts are available on request.',
      () =>
        'As a life annuity sale, the price is split between a bouquet paid at signing and a monthly annuity, and we will gladly tell you whether the property is sold occupied or vacant.',
      () =>
        'Please note that this is a life annuity sale, with a bouquet paid upfront and a monthly annuity thereafter; the exact terms, occupied or vacant, are available from our office.',
    ],
    investment: [
      () =>
        'Currently let, the property will appeal to investors looking for rental income; the lease is available on request.',
      () =>
        'The property is rented out, which makes it a ready-made investment; we will gladly send you the current lease and rent.',
      () =>
        'Ideal for an investor: the property is let, and its yield potential can be assessed from the current lease, available on request.',
    ],
    relocation: [
      () =>
        'Ideal for expats, the property can be rented on an all-inclusive basis, charges included.',
      () =>
        'Expats and professionals on assignment will appreciate the option of an all-in rent covering the charges.',
      () =>
        'Well suited to an international move, the property can be let with an all-inclusive rent on request.',
    ],
    prestige: [
      () =>
        'A property of real character with quality finishes, for those looking for something out of the ordinary.',
      () => 'The quality of the materials and finishes matches the standing of the property.',
      () => 'Careful craftsmanship and fine materials define the character of this home.',
    ],
    potential: [
      () =>
        'A property of character with plenty of potential, for those ready to take on a renovation project.',
      () => 'With the right renovation, this property will regain all of its former appeal.',
      () => 'The character of this property deserves an owner ready to bring it back to life.',
    ],
  },
  closing: {
    sale: [
      () => 'Contact our office to arrange a viewing.',
      () => 'Viewings by appointment only, so do not hesitate to get in touch.',
      () => 'For more information or a viewing, please contact our agency.',
    ],
    rent: [
      () => 'Get in touch with us to schedule a viewing and receive the rental conditions.',
      () => 'To visit or to apply, please contact our office.',
      () => 'Viewings by appointment; we will gladly send you the rental conditions.',
    ],
  },
};

const enUnits = (p: ProjectCtx) =>
  count(
    p.units,
    p.type === 'apartment' ? 'apartment' : 'house',
    p.type === 'apartment' ? 'apartments' : 'houses',
  );

const EN_PROJECT: ProjectWriter = {
  intro: [
    (p) => `${p.name} is a new residential project in ${p.city} with ${enUnits(p)}.`,
    (p) => `In ${p.city}, the new ${p.name} development comprises ${enUnits(p)}.`,
    (p) => `Located in ${p.city}, ${p.name} is a new-build project of ${enUnits(p)}.`,
  ],
  status: {
    'pre-sale': [
      (p) =>
        `Sales have just opened, giving early buyers the widest choice, with delivery planned for ${p.delivery}.`,
      (p) => `The project is in pre-sale, with delivery scheduled for ${p.delivery}.`,
      (p) => `Pre-sales have started and delivery is expected in ${p.delivery}.`,
    ],
    'under-construction': [
      (p) => `Construction is under way, with delivery planned for ${p.delivery}.`,
      (p) => `Works are progressing and delivery is expected in ${p.delivery}.`,
      (p) => `Building work has started; the project is due to be delivered in ${p.delivery}.`,
    ],
    ready: [
      (p) => `The project was completed in ${p.delivery} and is ready to move into.`,
      (p) => `Works were completed in ${p.delivery}, so buyers can move in without delay.`,
      (p) => `Delivered in ${p.delivery}, the project can be visited right away.`,
    ],
  },
  energy: [
    () =>
      'Built to current energy standards, the project combines good insulation with low running costs.',
    () => 'Its energy performance meets the strict requirements that apply to new builds.',
    () =>
      'Efficient insulation and up-to-date technical installations keep energy consumption low.',
  ],
  vat: [
    () =>
      'As a new build, the project is sold under the VAT regime; our team will explain the costs in detail.',
    () =>
      'Sales fall under the VAT regime for new-build property, and we will gladly walk you through the purchase costs.',
    () =>
      'Purchase costs follow the VAT regime that applies to new builds; ask us for a detailed breakdown.',
  ],
  closing: [
    () => 'Plans, price list and specifications are available on request.',
    () => 'Contact us for the plans and the price list, or to book an appointment.',
    () => 'Our team will gladly present the plans and the available units to you.',
  ],
};

// ---------------------------------------------------------------------------------------------
// French (Belgian usage)
// ---------------------------------------------------------------------------------------------

type FrAdjective = { m: string; f: string };
const frAdj = (m: string, f = m): FrAdjective => ({ m, f });
const frNoun = (word: string, gender: 'm' | 'f'): Noun => ({ word, gender });

const FR_ADJECTIVES: Record<Condition, readonly (FrAdjective | null)[]> = {
  new: [
    frAdj('neuf', 'neuve'),
    frAdj('flambant neuf', 'flambant neuve'),
    frAdj('récent', 'récente'),
  ],
  excellent: [
    frAdj('impeccable'),
    frAdj('en parfait état'),
    frAdj('prêt à emménager', 'prête à emménager'),
  ],
  good: [frAdj('bien entretenu', 'bien entretenue'), frAdj('en bon état'), null],
  'to-refresh': [frAdj('à rafraîchir'), frAdj('à remettre au goût du jour'), null],
  'to-renovate': [frAdj('à rénover'), frAdj('à remettre en état')],
};
const FR_FURNISHED = frAdj('meublé', 'meublée');

function frNouns(c: Ctx): readonly Noun[] {
  switch (c.kind) {
    case 'apartment':
      return [frNoun('appartement', 'm')];
    case 'studio':
      return [frNoun('studio', 'm')];
    case 'house':
      return [frNoun('maison', 'f'), frNoun('maison familiale', 'f')];
    case 'manor':
      return c.grounds
        ? [
            frNoun('propriété de caractère', 'f'),
            frNoun('villa', 'f'),
            frNoun('demeure de caractère', 'f'),
          ]
        : [frNoun('propriété de caractère', 'f'), frNoun('demeure de caractère', 'f')];
    case 'land':
      return [frNoun('terrain à bâtir', 'm'), frNoun('terrain constructible', 'm')];
    case 'commercial':
      return c.floor === 0
        ? [
            frNoun('rez commercial', 'm'),
            frNoun('surface commerciale', 'f'),
            frNoun('local commercial', 'm'),
          ]
        : [
            frNoun('surface commerciale', 'f'),
            frNoun('local commercial', 'm'),
            frNoun('espace commercial', 'm'),
          ];
    case 'industrial':
      return [frNoun('bâtiment semi-industriel', 'm'), frNoun('entrepôt avec bureaux', 'm')];
    case 'building':
      return [frNoun('bien de rapport', 'm'), frNoun('bien résidentiel', 'm')];
  }
}

const FR_REF: Record<Kind, Noun> = {
  apartment: frNoun('appartement', 'm'),
  studio: frNoun('studio', 'm'),
  house: frNoun('maison', 'f'),
  manor: frNoun('propriété', 'f'),
  land: frNoun('terrain', 'm'),
  commercial: frNoun('espace', 'm'),
  industrial: frNoun('bâtiment', 'm'),
  building: frNoun('bien', 'm'),
};
const frRef = (c: Ctx) =>
  c.kind === 'land' ? FR_REF.land : alternate(c, FR_REF[c.kind], frNoun('bien', 'm'));

const frG = (noun: Noun, m: string, f: string) => (noun.gender === 'f' ? f : m);
const frElides = (word: string) => /^[aeiouyàâéèêîô]/i.test(word);
const frUn = (n: Noun) => `${frG(n, 'un', 'une')} ${n.word}`;
const frLe = (n: Noun) => (frElides(n.word) ? `l'${n.word}` : `${frG(n, 'le', 'la')} ${n.word}`);
const frCe = (n: Noun) =>
  n.gender === 'f' ? `cette ${n.word}` : `${frElides(n.word) ? 'cet' : 'ce'} ${n.word}`;
/** "un living" → "d'un living", "2 chambres" → "de 2 chambres". */
const frDe = (phrase: string) => (/^une? /.test(phrase) ? `d'${phrase}` : `de ${phrase}`);

function frAdjectives(c: Ctx, noun: Noun): string {
  const pool = adjectivePool(
    c,
    FR_ADJECTIVES,
    frAdj('spacieux', 'spacieuse'),
    frAdj('lumineux', 'lumineuse'),
  );
  const quality = remember(c, c.pick(pool), (a) => a?.m ?? '');
  const forms = [c.furnished ? FR_FURNISHED : null, quality]
    .filter((a): a is FrAdjective => a !== null)
    .map((a) => (noun.gender === 'f' ? a.f : a.m));
  const [first, second] = forms;
  if (!first) return '';
  if (!second) return first;
  return /^(?:en|à) /.test(second) ? `${first} ${second}` : `${first} et ${second}`;
}

function frPhrase(c: Ctx): Noun {
  const noun = c.pick(frNouns(c));
  const adjectives = frAdjectives(c, noun);
  return { word: adjectives ? `${noun.word} ${adjectives}` : noun.word, gender: noun.gender };
}

const frM2 = (c: Ctx, value: number) => `${c.num(value)} m²`;

function frPlace(c: Ctx, subject: Noun): Place | null {
  if (c.floor !== null) {
    const at =
      c.floor === 0 ? 'au rez-de-chaussée' : `au ${c.floor === 1 ? '1er' : `${c.floor}e`} étage`;
    return { inline: at, lead: `${frG(subject, 'Situé', 'Située')} ${at}` };
  }
  if (c.levels === 1) return { inline: 'de plain-pied', lead: 'De plain-pied' };
  if (c.levels)
    return {
      inline: `sur ${c.levels} niveaux`,
      lead: `${frG(subject, 'Réparti', 'Répartie')} sur ${c.levels} niveaux`,
    };
  return null;
}

function frRooms(c: Ctx): string[] {
  const kitchen = isEquipped(c) ? 'une cuisine équipée' : 'une cuisine';
  const rooms =
    c.kind === 'studio'
      ? ['un espace de vie et de nuit', kitchen]
      : [c.pick(['un living', 'un séjour']), kitchen];
  if (c.beds) rooms.push(count(c.beds, 'chambre', 'chambres'));
  rooms.push(
    ...bathroomItems(
      c.baths,
      'une salle de bains',
      'une salle de douche',
      (n) => `${n} salles d'eau`,
    ),
  );
  return rooms;
}

const frOutdoor = (c: Ctx, o: Outdoor) => {
  const noun = o.key === 'garden' ? 'un jardin' : 'une terrasse';
  return o.area ? `${noun} de ${frM2(c, o.area)}` : noun;
};

const FR_AMENITIES: Record<Amenity, string> = {
  garage: 'un garage',
  parking: 'un emplacement de parking',
  cellar: 'une cave',
  attic: 'un grenier',
  lift: 'un ascenseur',
};

const FR_LAYOUTS: Record<Family, readonly Template[]> = {
  home: [
    (c) => {
      const r = frRef(c);
      const p = frPlace(c, r);
      const space = c.area ? `${frM2(c, c.area)} habitables comprenant ` : '';
      return `${cap(frLe(r))}${p ? `, ${p.inline},` : ''} offre ${space}${list(frRooms(c), 'et')}.`;
    },
    (c) => {
      const p = frPlace(c, frRef(c));
      const total = c.area ? `, pour une surface habitable de ${frM2(c, c.area)}` : '';
      return `À l'intérieur${p ? `, ${p.inline},` : ''} on trouve ${list(frRooms(c), 'et')}${total}.`;
    },
    (c) => {
      const r = frRef(c);
      const p = frPlace(c, r);
      const total = c.area ? `, le tout sur ${frM2(c, c.area)} habitables` : '';
      return `${p ? `${p.lead}, ${frLe(r)}` : cap(frLe(r))} se compose ${list(frRooms(c).map(frDe), 'et')}${total}.`;
    },
    (c) => {
      const p = frPlace(c, frRef(c));
      const total = c.area ? ` (${frM2(c, c.area)} habitables)` : '';
      return `L'agencement comprend ${list(frRooms(c), 'et')}${total}${p ? `, ${p.inline}` : ''}.`;
    },
  ],
  commercial: [
    (c) => {
      const r = frRef(c);
      const p = frPlace(c, r);
      const window = c.floor === 0 ? ', avec une vitrine bien visible depuis la rue' : '';
      return `${cap(frLe(r))}${p ? `, ${p.inline},` : ''} offre ${c.area ? frM2(c, c.area) : 'une surface modulable'} pouvant accueillir des bureaux paysagers ou un commerce${window}.`;
    },
    (c) => {
      const p = frPlace(c, frRef(c));
      const subject = c.area ? `Ses ${frM2(c, c.area)}` : 'Le plateau';
      const window =
        c.floor === 0 ? ', et la vitrine assure une belle visibilité depuis la rue' : '';
      return `${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'se prêtent' : 'se prête'} aussi bien à une activité commerciale qu'à des bureaux${window}.`;
    },
    (c) => {
      const p = frPlace(c, frRef(c));
      const subject = c.area ? `les ${frM2(c, c.area)}` : "l'espace";
      return `Bureaux, showroom ou commerce : ${subject}${p ? ` ${p.inline}` : ''} ${c.area ? "s'adaptent" : "s'adapte"} à de nombreuses activités.`;
    },
  ],
  industrial: [
    (c) =>
      `${cap(frLe(frRef(c)))} combine un entrepôt offrant une belle hauteur sous plafond, un quai de chargement et une partie bureaux${c.area ? `, pour un total de ${frM2(c, c.area)}` : ''}.`,
    (c) =>
      `${c.area ? `Les ${frM2(c, c.area)} se répartissent` : 'La surface se répartit'} entre un espace de stockage ou d'atelier, avec une hauteur libre confortable, et des bureaux, complétés par un quai de chargement.`,
    (c) => {
      const r = frRef(c);
      return `${frG(r, 'Idéal', 'Idéale')} pour une PME, ${frLe(r)} propose ${c.area ? `${frM2(c, c.area)} avec ` : ''}un entrepôt à grande hauteur sous plafond, un quai de chargement et des bureaux.`;
    },
  ],
  land: [
    (c) =>
      `Le terrain ${c.plot ? `s'étend sur ${frM2(c, c.plot)} et permet` : 'permet'} de construire une habitation selon vos propres plans.`,
    (c) =>
      `${c.plot ? `D'une superficie de ${frM2(c, c.plot)}, il offre` : 'Il offre'} de belles possibilités pour un projet de construction.`,
    (c) =>
      `${c.plot ? `Cette parcelle de ${frM2(c, c.plot)}` : 'Cette parcelle'} accueillera un projet de construction conçu selon vos envies.`,
  ],
};

const FR_PLAN: Record<Region, string> = {
  brussels: 'au PRAS',
  flanders: 'au plan de secteur',
  wallonia: 'au plan de secteur',
  luxembourg: 'au PAG',
};

const FR_ZONING: readonly Template[] = [
  (c) =>
    `Les renseignements urbanistiques (affectation ${FR_PLAN[c.region]}, prescriptions) sont disponibles sur demande.`,
  () =>
    "Nous vous transmettrons volontiers les informations urbanistiques et le certificat d'urbanisme du terrain.",
  () =>
    'Affectation, prescriptions urbanistiques et orientation : notre équipe fait le point avec vous avant toute décision.',
];

const FR_STATES: Record<Condition, readonly FrAdjective[]> = {
  new: [
    frAdj('neuf', 'neuve'),
    frAdj('flambant neuf', 'flambant neuve'),
    frAdj('récent', 'récente'),
  ],
  excellent: [
    frAdj('en excellent état'),
    frAdj('en parfait état'),
    frAdj('prêt à emménager', 'prête à emménager'),
  ],
  good: [
    frAdj('en bon état'),
    frAdj('bien entretenu', 'bien entretenue'),
    frAdj('en bon état général'),
  ],
  'to-refresh': [frAdj('à rafraîchir'), frAdj('à remettre au goût du jour'), frAdj('à moderniser')],
  'to-renovate': [
    frAdj('à rénover'),
    frAdj('à rénover selon vos goûts'),
    frAdj('à rénover en profondeur'),
  ],
};

function frState(c: Ctx, noun: Noun): string {
  const state = pickFresh(c, FR_STATES[c.condition], (s) => s.m);
  return frG(noun, state.m, state.f);
}

function frYears(c: Ctx, n: Noun) {
  const { built: b, renovated: r } = c;
  const builtWord = frG(n, 'Construit', 'Construite');
  const renovatedWord = frG(n, 'rénové', 'rénovée');
  if (b && r)
    return {
      lead: `${builtWord} en ${b} et ${renovatedWord} en ${r}`,
      paren: `construction en ${b}, rénovation en ${r}`,
      relative: `qui date de ${b} et a été ${renovatedWord} en ${r}`,
    };
  if (b)
    return {
      lead: `${builtWord} en ${b}`,
      paren: `construction en ${b}`,
      relative: `qui date de ${b}`,
    };
  if (r)
    return {
      lead: `${cap(renovatedWord)} en ${r}`,
      paren: `rénovation en ${r}`,
      relative: `${renovatedWord} en ${r}`,
    };
  return null;
}

const FR_CONDITIONS: readonly Template[] = [
  (c) => {
    const r = frRef(c);
    const y = frYears(c, r);
    return y
      ? `${y.lead}, ${frLe(r)} est ${frState(c, r)}.`
      : `${cap(frLe(r))} est ${frState(c, r)}.`;
  },
  (c) => {
    const r = frRef(c);
    const y = frYears(c, r);
    return `${cap(frLe(r))} est ${frState(c, r)}${y ? ` (${y.paren})` : ''}.`;
  },
  (c) => {
    const r = frRef(c);
    const y = frYears(c, r);
    return y
      ? `${cap(frLe(r))}, ${y.relative}, est ${frState(c, r)}.`
      : `Quant à son état général, ${frLe(r)} est ${frState(c, r)}.`;
  },
];

const FR_ENERGY: readonly Template[] = [
  (c) =>
    c.luxembourg
      ? `Le passeport énergétique indique la classe ${c.energy}.`
      : `Le certificat PEB affiche la classe ${c.energy}.`,
  (c) =>
    c.luxembourg
      ? `Performance énergétique : classe ${c.energy} au passeport énergétique.`
      : `Performance énergétique : PEB ${c.energy}.`,
  (c) => {
    const r = frRef(c);
    return `${cap(frLe(r))} est ${frG(r, 'classé', 'classée')} ${c.energy} ${c.luxembourg ? 'selon son passeport énergétique' : 'au certificat PEB'}.`;
  },
];

const FR_OUTDOOR: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `À l'extérieur, ${frLe(frRef(c))} offre ${list(items, 'et')}.`,
  (c, items) =>
    `${cap(list(items, 'et'))} ${items.length > 1 ? 'prolongent' : 'prolonge'} les pièces de vie vers l'extérieur.`,
  (c, items) => `Côté extérieur, on profite ${list(items.map(frDe), 'et')}.`,
];

const FR_AMENITY_SENTENCES: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `${cap(frLe(frRef(c)))} dispose également ${list(items.map(frDe), 'et')}.`,
  (c, items) => `On y trouve aussi ${list(items, 'et')}.`,
  (c, items) => `Autres atouts : ${list(items, 'et')}.`,
];

function frHeadlineCore(c: Ctx, extras: string[]): { text: string; noun: Noun } {
  const area = c.area ? frM2(c, c.area) : null;
  const noun = c.pick(frNouns(c));
  switch (c.kind) {
    case 'land':
      return {
        text: withList(
          `${cap(noun.word)}${c.plot ? ` de ${frM2(c, c.plot)}` : ''}`,
          extras,
          'avec',
          'et',
        ),
        noun,
      };
    case 'commercial': {
      const ground = c.floor === 0 && noun.word !== 'rez commercial' ? ' au rez-de-chaussée' : '';
      return {
        text: withList(
          `${cap(noun.word)}${area ? ` de ${area}` : ''}${ground}`,
          extras,
          'avec',
          'et',
        ),
        noun,
      };
    }
    case 'industrial': {
      const base = c.pick(['Bâtiment semi-industriel', 'Entrepôt']);
      return {
        text: `${base}${area ? ` de ${area}` : ''} avec ${list(['bureaux', ...extras], 'et')}`,
        noun,
      };
    }
    default: {
      const adjectives = frAdjectives(c, noun);
      const adjective = adjectives ? ` ${adjectives}` : '';
      if (!c.beds)
        return { text: withList(`${cap(noun.word)}${adjective}`, extras, 'avec', 'et'), noun };
      // Listing style "Maison 3 chambres à rénover" suits phrases; plain adjectives go before "de 3 chambres".
      const compact = `${cap(noun.word)} ${count(c.beds, 'chambre', 'chambres')}${adjective}`;
      const full = `${cap(noun.word)}${adjective} ${c.beds === 1 ? "d'une chambre" : `de ${c.beds} chambres`}`;
      const base = !adjectives
        ? c.pick([compact, full])
        : /(?:^|\s)(?:à|en) /.test(adjectives)
          ? compact
          : full;
      return { text: withList(base, extras, 'avec', 'et'), noun };
    }
  }
}

function frHeadline(c: Ctx, features: readonly HeadlineFeature[]): string {
  const extras = features.map((f) => {
    const outdoor = c.outdoor.find((o) => o.key === f);
    if (outdoor) return frOutdoor(c, outdoor).replace(/^une? /, '');
    return f;
  });
  const { text: core, noun } = frHeadlineCore(c, extras);
  if (c.lifeAnnuity) return c.pick([`${core} en viager`, `Viager : ${uncap(core)}`]);
  if (c.investment)
    return c.pick([
      `Investissement locatif : ${uncap(core)}`,
      `${core}, ${frG(noun, 'loué', 'louée')}`,
      `${core}, ${frG(noun, 'idéal', 'idéale')} pour investisseur`,
    ]);
  if (c.relocation)
    return c.pick([
      `${core} pour expatriés`,
      `${core}, ${frG(noun, 'idéal', 'idéale')} pour expatriés`,
      `Location pour expatriés : ${uncap(core)}`,
    ]);
  return c.pick([core, core, `${core} à ${c.city}`]);
}

const fr: Writer = {
  headline: frHeadline,
  opening: (c) =>
    choose(
      c,
      c.project
        ? [
            (c) =>
              `${cap(frCe(frPhrase(c)))} fait partie du projet ${c.project}, une nouvelle réalisation à ${c.city}.`,
            (c) =>
              `À ${c.city}, le projet neuf ${c.project} vous propose ${frUn(frPhrase(c))} ${c.sale ? 'à vendre' : 'à louer'}.`,
            (c) =>
              `Au sein du projet ${c.project}, à ${c.city}, nous proposons ${frUn(frPhrase(c))} ${c.sale ? 'à la vente' : 'à la location'}.`,
          ]
        : [
            (c) =>
              `À ${c.city}, nous vous proposons ${frUn(frPhrase(c))} ${c.sale ? 'à vendre' : 'à louer'}.`,
            (c) =>
              `Nous avons le plaisir de vous présenter ${frUn(frPhrase(c))}, ${c.sale ? 'en vente' : 'en location'} à ${c.city}.`,
            (c) => {
              const n = frPhrase(c);
              return `${cap(frCe(n))} ${frG(n, 'situé', 'située')} à ${c.city} est ${c.sale ? 'à vendre' : 'disponible à la location'}.`;
            },
            (c) => {
              const n = frPhrase(c);
              const offer = c.sale
                ? frG(n, 'mis en vente', 'mise en vente')
                : frG(n, 'proposé à la location', 'proposée à la location');
              return `${frG(n, 'Situé', 'Située')} à ${c.city}, ${frCe(n)} est ${offer}.`;
            },
            (c) => {
              const n = frPhrase(c);
              return `C'est à ${c.city} que se trouve ${frCe(n)}, ${frG(n, 'proposé', 'proposée')} ${c.sale ? 'à la vente' : 'à la location'}.`;
            },
          ],
    ),
  layout: (c) => choose(c, FR_LAYOUTS[familyOf(c.kind)]),
  condition: (c) => choose(c, c.kind === 'land' ? FR_ZONING : FR_CONDITIONS),
  energy: (c) => choose(c, FR_ENERGY),
  energyClause: (c) =>
    c.luxembourg
      ? ` ; son passeport énergétique indique la classe ${c.energy}`
      : ` ; son certificat PEB affiche la classe ${c.energy}`,
  outdoor: (c) =>
    c.pick(FR_OUTDOOR)(
      c,
      c.outdoor.map((o) => frOutdoor(c, o)),
    ),
  amenities: (c, withOutdoor) => {
    const items = [
      ...(withOutdoor ? c.outdoor.map((o) => frOutdoor(c, o)) : []),
      ...c.amenities.map((a) => FR_AMENITIES[a]),
    ];
    return c.pick(FR_AMENITY_SENTENCES)(c, items);
  },
  special: {
    lifeAnnuity: [
      () =>
        "Il s'agit d'une vente en viager : l'acquéreur verse un bouquet à la signature, puis une rente mensuelle au vendeur ; les modalités (viager occupé ou libre) sont disponibles sur demande.",
      () =>
        "Vendu en viager, le bien se paie en deux temps, un bouquet et une rente mensuelle, et nous vous préciserons volontiers s'il s'agit d'un viager libre ou occupé.",
      () =>
        'Le bien est proposé en viager, avec un bouquet payé comptant et une rente versée chaque mois ; occupation et montants vous seront communiqués sur demande.',
    ],
    investment: [
      () =>
        "Actuellement loué, le bien intéressera les investisseurs à la recherche d'un revenu locatif ; le bail est disponible sur demande.",
      () =>
        "Le bien est donné en location, ce qui en fait un placement qui génère des revenus dès l'acquisition ; nous vous communiquerons volontiers le bail et le loyer actuels.",
      () =>
        'Idéal pour un investisseur : le bien est loué, et son rendement peut être évalué sur base du bail en cours, disponible sur demande.',
    ],
    relocation: [
      () =>
        'Idéal pour des expatriés, le bien peut être loué avec une formule tout compris, charges incluses.',
      () =>
        'Une solution pratique pour les expatriés et les professionnels en mission : un loyer « all-in » incluant les charges est possible.',
      () =>
        'Le logement convient particulièrement à une installation pour raisons professionnelles ; une formule tout compris peut être envisagée.',
    ],
    prestige: [
      () =>
        'Un bien de caractère aux finitions soignées, pour qui recherche une adresse hors du commun.',
      () =>
        'La qualité des matériaux et des finitions est à la hauteur du standing de la propriété.',
      () => "Matériaux nobles et finitions soignées témoignent d'un réel souci de qualité.",
    ],
    potential: [
      () =>
        'Le caractère et le potentiel de ce bien séduiront les amateurs de beaux projets de rénovation.',
      () =>
        'Une demeure de caractère à remettre en valeur, pour qui souhaite lui redonner tout son éclat.',
      () => "Un bien au cachet indéniable, qui ne demande qu'à être mis en valeur.",
    ],
  },
  closing: {
    sale: [
      () => "Visites sur rendez-vous : n'hésitez pas à contacter notre agence.",
      () => "Pour plus d'informations ou pour organiser une visite, contactez-nous.",
      () => 'Notre équipe se tient à votre disposition pour vous faire visiter ce bien.',
    ],
    rent: [
      () => 'Pour une visite ou pour recevoir les conditions de location, contactez notre agence.',
      () =>
        'Visites sur rendez-vous ; nous vous communiquerons volontiers les conditions de location.',
      () =>
        "N'hésitez pas à nous contacter pour visiter ce bien et constituer votre dossier de candidature.",
    ],
  },
};

const frUnits = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'appartement', 'appartements')
    : count(p.units, 'maison', 'maisons');
const frNewUnits = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'appartement neuf', 'appartements neufs')
    : count(p.units, 'maison neuve', 'maisons neuves');

const FR_PROJECT: ProjectWriter = {
  intro: [
    (p) => `${p.name} est un nouveau projet résidentiel de ${frUnits(p)} à ${p.city}.`,
    (p) => `À ${p.city}, le projet ${p.name} compte ${frNewUnits(p)}.`,
    (p) => `Le projet ${p.name}, situé à ${p.city}, se compose de ${frUnits(p)}.`,
  ],
  status: {
    'pre-sale': [
      (p) =>
        `Les ventes viennent de démarrer et les premiers acquéreurs profitent du plus large choix ; la livraison est prévue en ${p.delivery}.`,
      (p) => `Le projet est en prévente, avec une livraison prévue en ${p.delivery}.`,
      (p) => `La prévente est ouverte et la livraison est attendue en ${p.delivery}.`,
    ],
    'under-construction': [
      (p) => `Le chantier est en cours et la livraison est prévue en ${p.delivery}.`,
      (p) => `Les travaux avancent, pour une livraison attendue en ${p.delivery}.`,
      (p) => `La construction a démarré ; le projet sera livré en ${p.delivery}.`,
    ],
    ready: [
      (p) => `Le projet a été livré en ${p.delivery} et les logements sont prêts à être habités.`,
      (p) =>
        `Les travaux se sont achevés en ${p.delivery} : il est possible d'emménager sans attendre.`,
      (p) => `Livré en ${p.delivery}, le projet se visite dès à présent.`,
    ],
  },
  energy: [
    () =>
      'Comme toute construction neuve, le projet répond aux normes énergétiques actuelles : bonne isolation et consommation réduite.',
    () => 'Ses performances énergétiques sont conformes aux exigences actuelles pour le neuf.',
    () =>
      'Une isolation performante et des techniques récentes assurent un confort durable et des charges maîtrisées.',
  ],
  vat: [
    () =>
      "S'agissant d'une construction neuve, la vente est soumise au régime de la TVA ; nous vous détaillerons volontiers les frais.",
    () =>
      'Les prix suivent le régime de TVA applicable aux constructions neuves ; nous vous en expliquerons le détail.',
    () =>
      "Les frais d'acquisition relèvent du régime TVA propre au neuf ; demandez-nous un décompte détaillé.",
  ],
  closing: [
    () => 'Plans, liste de prix et cahier des charges sont disponibles sur demande.',
    () =>
      'Contactez-nous pour recevoir les plans et la liste de prix, ou pour prendre rendez-vous.',
    () => 'Notre équipe vous présentera volontiers les plans et les unités encore disponibles.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Dutch (Belgian usage)
// ---------------------------------------------------------------------------------------------

/** Dutch adjectives take -e except before an indefinite het-word. */
type NlAdjective = { base: string; inflected: string };
const nlAdj = (base: string, inflected = base): NlAdjective => ({ base, inflected });
const nlNoun = (word: string, het = false): Noun => ({ word, gender: het ? 'n' : 'f' });

const NL_ADJECTIVES: Record<Condition, readonly (NlAdjective | null)[]> = {
  new: [nlAdj('nieuw', 'nieuwe'), nlAdj('gloednieuw', 'gloednieuwe')],
  excellent: [
    nlAdj('instapklaar', 'instapklare'),
    nlAdj('perfect onderhouden'),
    nlAdj('uitstekend onderhouden'),
  ],
  good: [nlAdj('goed onderhouden'), nlAdj('verzorgd', 'verzorgde'), null],
  'to-refresh': [nlAdj('op te frissen'), nlAdj('licht op te frissen'), null],
  'to-renovate': [nlAdj('te renoveren'), null],
};
const NL_FURNISHED = nlAdj('gemeubeld', 'gemeubelde');

function nlNouns(c: Ctx): readonly Noun[] {
  switch (c.kind) {
    case 'apartment':
      return [nlNoun('appartement', true)];
    case 'studio':
      return [nlNoun('studio')];
    case 'house':
      return [nlNoun('woning'), nlNoun('gezinswoning'), nlNoun('huis', true)];
    case 'manor':
      return c.grounds
        ? [nlNoun('villa'), nlNoun('eigendom', true), nlNoun('karakterwoning')]
        : [nlNoun('eigendom', true), nlNoun('residentie'), nlNoun('karakterwoning')];
    case 'land':
      return [nlNoun('bouwgrond'), nlNoun('bouwperceel', true)];
    case 'commercial':
      return [
        nlNoun('handelspand', true),
        nlNoun('commerciële ruimte'),
        nlNoun('kantoor- en handelsruimte'),
      ];
    case 'industrial':
      return [
        nlNoun('KMO-gebouw', true),
        nlNoun('bedrijfsgebouw', true),
        nlNoun('magazijn met kantoren', true),
      ];
    case 'building':
      return [nlNoun('opbrengsteigendom', true), nlNoun('pand', true)];
  }
}

const NL_REF: Record<Kind, Noun> = {
  apartment: nlNoun('appartement', true),
  studio: nlNoun('studio'),
  house: nlNoun('woning'),
  manor: nlNoun('eigendom', true),
  land: nlNoun('perceel', true),
  commercial: nlNoun('pand', true),
  industrial: nlNoun('gebouw', true),
  building: nlNoun('pand', true),
};
const nlRef = (c: Ctx) =>
  c.kind === 'land' ? NL_REF.land : alternate(c, NL_REF[c.kind], nlNoun('pand', true));
const nlHet = (n: Noun) => `${n.gender === 'n' ? 'het' : 'de'} ${n.word}`;

type NlPhrase = { noun: Noun; adjectives: NlAdjective[] };

function nlPhrase(c: Ctx): NlPhrase {
  const pool = adjectivePool(
    c,
    NL_ADJECTIVES,
    nlAdj('ruim', 'ruime'),
    nlAdj('lichtrijk', 'lichtrijke'),
  );
  const quality = remember(c, c.pick(pool), (a) => a?.base ?? '');
  const adjectives = [quality, c.furnished ? NL_FURNISHED : null].filter(
    (a): a is NlAdjective => a !== null,
  );
  return { noun: c.pick(nlNouns(c)), adjectives };
}

function nlRender(p: NlPhrase, definite: boolean): string {
  const inflect = definite || p.noun.gender !== 'n';
  return [...p.adjectives.map((a) => (inflect ? a.inflected : a.base)), p.noun.word].join(' ');
}
const nlEen = (p: NlPhrase) => `een ${nlRender(p, false)}`;
const nlDit = (p: NlPhrase) => `${p.noun.gender === 'n' ? 'dit' : 'deze'} ${nlRender(p, true)}`;

const NL_ORDINALS = [
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
];
const nlM2 = (c: Ctx, value: number) => `${c.num(value)} m²`;

function nlPlace(c: Ctx): Place | null {
  if (c.floor !== null) {
    const at =
      c.floor === 0
        ? 'op het gelijkvloers'
        : `op de ${NL_ORDINALS[c.floor - 1] ?? `${c.floor}de`} verdieping`;
    return { inline: at, lead: `Gelegen ${at}` };
  }
  if (c.levels === 1) return { inline: 'volledig gelijkvloers', lead: 'Volledig gelijkvloers' };
  if (c.levels)
    return {
      inline: `verspreid over ${c.levels} bouwlagen`,
      lead: `Verspreid over ${c.levels} bouwlagen`,
    };
  return null;
}

function nlRooms(c: Ctx): string[] {
  const kitchen = isEquipped(c) ? 'een ingerichte keuken' : 'een keuken';
  const rooms =
    c.kind === 'studio'
      ? ['een leef- en slaapruimte', kitchen]
      : [c.pick(['een leefruimte', 'een living']), kitchen];
  if (c.beds) rooms.push(count(c.beds, 'slaapkamer', 'slaapkamers'));
  rooms.push(...bathroomItems(c.baths, 'een badkamer', 'een douchekamer', (n) => `${n} badkamers`));
  return rooms;
}

const nlOutdoor = (c: Ctx, o: Outdoor) => {
  const noun = o.key === 'garden' ? 'een tuin' : 'een terras';
  return o.area ? `${noun} van ${nlM2(c, o.area)}` : noun;
};

const NL_AMENITIES: Record<Amenity, string> = {
  garage: 'een garage',
  parking: 'een autostaanplaats',
  cellar: 'een kelder',
  attic: 'een zolder',
  lift: 'een lift',
};

const NL_LAYOUTS: Record<Family, readonly Template[]> = {
  home: [
    (c) => {
      const p = nlPlace(c);
      const space = c.area ? `${nlM2(c, c.area)} bewoonbare oppervlakte met ` : '';
      return `${cap(nlHet(nlRef(c)))}${p ? `, ${p.inline},` : ''} biedt ${space}${list(nlRooms(c), 'en')}.`;
    },
    (c) => {
      const p = nlPlace(c);
      const total = c.area ? `, samen goed voor ${nlM2(c, c.area)} bewoonbare oppervlakte` : '';
      return `Binnen${p ? `, ${p.inline},` : ''} vindt u ${list(nlRooms(c), 'en')}${total}.`;
    },
    (c) => {
      const p = nlPlace(c);
      const r = nlHet(nlRef(c));
      const total = c.area ? ` op ${nlM2(c, c.area)} bewoonbare oppervlakte` : '';
      return `${p ? `${p.lead} omvat ${r}` : `${cap(r)} omvat`} ${list(nlRooms(c), 'en')}${total}.`;
    },
    (c) => {
      const p = nlPlace(c);
      const total = c.area ? `, in totaal ${nlM2(c, c.area)} bewoonbare oppervlakte` : '';
      return `De indeling: ${list(nlRooms(c), 'en')}${total}${p ? `, ${p.inline}` : ''}.`;
    },
  ],
  commercial: [
    (c) => {
      const p = nlPlace(c);
      const window = c.floor === 0 ? ', met een etalage die goed zichtbaar is vanaf de straat' : '';
      return `${cap(nlHet(nlRef(c)))}${p ? `, ${p.inline},` : ''} biedt ${c.area ? nlM2(c, c.area) : 'een flexibele oppervlakte'}, geschikt voor landschapskantoren of een handelszaak${window}.`;
    },
    (c) => {
      const p = nlPlace(c);
      const subject = c.area ? `De ${nlM2(c, c.area)}` : 'De ruimte';
      const window =
        c.floor === 0 ? ', en de etalage zorgt voor zichtbaarheid vanaf de straat' : '';
      return `${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'lenen' : 'leent'} zich zowel voor een handelszaak als voor kantoren${window}.`;
    },
    (c) => {
      const p = nlPlace(c);
      const subject = c.area ? `de ${nlM2(c, c.area)}` : 'de ruimte';
      return `Kantoren, showroom of winkel: ${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'bieden' : 'biedt'} heel wat mogelijkheden.`;
    },
  ],
  industrial: [
    (c) =>
      `${cap(nlHet(nlRef(c)))} combineert een magazijn met een ruime vrije hoogte, een laadkade en een kantoorgedeelte${c.area ? `, voor een totale oppervlakte van ${nlM2(c, c.area)}` : ''}.`,
    (c) =>
      `${c.area ? `De ${nlM2(c, c.area)} zijn` : 'De ruimte is'} verdeeld tussen opslag- of atelierruimte met een royale vrije hoogte en kantoren, aangevuld met een laadkade.`,
    (c) =>
      `Ideaal voor een KMO: ${nlHet(nlRef(c))} biedt ${c.area ? `${nlM2(c, c.area)} met ` : ''}een hoog magazijn, een laadkade en kantoren.`,
  ],
  land: [
    (c) =>
      `De grond ${c.plot ? `heeft een oppervlakte van ${nlM2(c, c.plot)} en biedt` : 'biedt'} ruimte voor een woning naar uw eigen plannen.`,
    (c) =>
      `${c.plot ? `Met ${nlM2(c, c.plot)} biedt dit perceel` : 'Dit perceel biedt'} heel wat mogelijkheden voor een bouwproject.`,
    (c) =>
      `${c.plot ? `Op dit perceel van ${nlM2(c, c.plot)}` : 'Op dit perceel'} realiseert u een bouwproject helemaal naar uw wensen.`,
  ],
};

const NL_PLAN: Record<Region, string> = {
  brussels: 'het GBP',
  flanders: 'het gewestplan',
  wallonia: 'het gewestplan',
  luxembourg: 'het PAG',
};

const NL_ZONING: readonly Template[] = [
  (c) =>
    `De stedenbouwkundige inlichtingen (bestemming volgens ${NL_PLAN[c.region]}, voorschriften) zijn beschikbaar op aanvraag.`,
  () =>
    'Wij bezorgen u graag de stedenbouwkundige informatie en het stedenbouwkundig uittreksel van de grond.',
  () => 'Bestemming, bouwvoorschriften en oriëntatie overlopen wij graag samen met u.',
];

const NL_STATES: Record<Condition, readonly string[]> = {
  new: ['nieuw', 'volledig nieuw', 'gloednieuw'],
  excellent: ['in uitstekende staat', 'instapklaar', 'perfect onderhouden'],
  good: ['in goede staat', 'goed onderhouden', 'in algemeen goede staat'],
  'to-refresh': ['op te frissen', 'toe aan een opfrissing', 'wat gedateerd'],
  'to-renovate': ['te renoveren', 'toe aan renovatie', 'klaar voor een grondige renovatie'],
};

const nlState = (c: Ctx) => pickFresh(c, NL_STATES[c.condition], (s) => s);

const NL_CONDITIONS: readonly Template[] = [
  (c) => {
    const { built: b, renovated: r } = c;
    const verb =
      b && r
        ? `werd gebouwd in ${b}, gerenoveerd in ${r} en is`
        : b
          ? `werd gebouwd in ${b} en is`
          : r
            ? `werd gerenoveerd in ${r} en is`
            : 'is';
    return `${cap(nlHet(nlRef(c)))} ${verb} ${nlState(c)}.`;
  },
  (c) => {
    const { built: b, renovated: r } = c;
    const years =
      b && r
        ? ` (bouwjaar ${b}, gerenoveerd in ${r})`
        : b
          ? ` (bouwjaar ${b})`
          : r
            ? ` (gerenoveerd in ${r})`
            : '';
    return `${cap(nlHet(nlRef(c)))} is ${nlState(c)}${years}.`;
  },
  (c) => {
    const { built: b, renovated: r } = c;
    const lead = b
      ? `Bouwjaar ${b}${r ? `, renovatie in ${r}` : ''}: `
      : r
        ? `Gerenoveerd in ${r}: `
        : null;
    const state = nlState(c);
    return lead
      ? `${lead}${nlHet(nlRef(c))} is ${state}.`
      : `Algemeen genomen is ${nlHet(nlRef(c))} ${state}.`;
  },
];

const NL_ENERGY: readonly Template[] = [
  (c) =>
    c.luxembourg ? `De energiepas vermeldt klasse ${c.energy}.` : `Het EPC-label is ${c.energy}.`,
  (c) =>
    c.luxembourg
      ? `Energieprestatie: klasse ${c.energy} volgens de energiepas.`
      : `Energieprestatie: EPC-label ${c.energy}.`,
  (c) =>
    `${cap(nlHet(nlRef(c)))} heeft ${c.luxembourg ? `energieklasse ${c.energy} volgens de energiepas` : `EPC-label ${c.energy}`}.`,
];

const NL_OUTDOOR: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `Buiten is er ${list(items, 'en')}.`,
  (c, items) => `${cap(nlHet(nlRef(c)))} beschikt ook over ${list(items, 'en')}.`,
  (c, items) =>
    `${cap(list(items, 'en'))} ${items.length > 1 ? 'zorgen' : 'zorgt'} voor extra leefruimte in open lucht.`,
];

const NL_AMENITY_SENTENCES: readonly ((c: Ctx, items: readonly string[]) => string)[] = [
  (c, items) => `Verder beschikt ${nlHet(nlRef(c))} over ${list(items, 'en')}.`,
  (c, items) => `Extra troeven: ${list(items, 'en')}.`,
  (c, items) => `Daarnaast ${items.length > 1 ? 'zijn' : 'is'} er ${list(items, 'en')}.`,
];

function nlHeadlineCore(c: Ctx, extras: string[]): string {
  const area = c.area ? nlM2(c, c.area) : null;
  switch (c.kind) {
    case 'land':
      return withList(
        `${c.pick(['Bouwgrond', 'Perceel bouwgrond'])}${c.plot ? ` van ${nlM2(c, c.plot)}` : ''}`,
        extras,
        'met',
        'en',
      );
    case 'commercial': {
      const base = `${cap(c.pick(nlNouns(c)).word)}${area ? ` van ${area}` : ''}${c.floor === 0 ? ' op het gelijkvloers' : ''}`;
      return withList(base, extras, 'met', 'en');
    }
    case 'industrial':
      return `${c.pick(['KMO-gebouw', 'Magazijn'])}${area ? ` van ${area}` : ''} met ${list(['kantoren', ...extras], 'en')}`;
    default: {
      const phrase = cap(nlRender(nlPhrase(c), false));
      if (!c.beds) return withList(phrase, extras, 'met', 'en');
      const bedrooms = count(c.beds, 'slaapkamer', 'slaapkamers');
      const trailing =
        extras.length === 1 ? [`${withList(phrase, extras, 'met', 'en')}, ${bedrooms}`] : [];
      return c.pick([withList(phrase, [bedrooms, ...extras], 'met', 'en'), ...trailing]);
    }
  }
}

function nlHeadline(c: Ctx, features: readonly HeadlineFeature[]): string {
  const extras = features.map((f) => {
    const outdoor = c.outdoor.find((o) => o.key === f);
    if (outdoor) return nlOutdoor(c, outdoor).replace(/^een /, '');
    return f === 'parking' ? 'autostaanplaats' : f;
  });
  const core = nlHeadlineCore(c, extras);
  if (c.lifeAnnuity) return c.pick([`${core}, verkoop op lijfrente`, `Lijfrente: ${uncap(core)}`]);
  if (c.investment)
    return c.pick([`Investering: ${uncap(core)}`, `${core}, verhuurd`, `${core} als investering`]);
  if (c.relocation)
    return c.pick([
      `${core}, ideaal voor expats`,
      `${core} voor expats`,
      `Expatverhuur: ${uncap(core)}`,
    ]);
  return c.pick([core, core, `${core} in ${c.city}`]);
}

const nl: Writer = {
  headline: nlHeadline,
  opening: (c) =>
    choose(
      c,
      c.project
        ? [
            (c) =>
              `${cap(nlDit(nlPhrase(c)))} maakt deel uit van het nieuwbouwproject ${c.project} in ${c.city}.`,
            (c) =>
              `In ${c.city} biedt het nieuwbouwproject ${c.project} ${nlEen(nlPhrase(c))} ${c.sale ? 'te koop' : 'te huur'} aan.`,
            (c) =>
              `Binnen het project ${c.project} in ${c.city} ${c.sale ? 'verkopen' : 'verhuren'} wij ${nlEen(nlPhrase(c))}.`,
          ]
        : [
            (c) =>
              `In ${c.city} bieden wij ${nlEen(nlPhrase(c))} ${c.sale ? 'te koop' : 'te huur'} aan.`,
            (c) =>
              `${cap(nlDit(nlPhrase(c)))} in ${c.city} staat ${c.sale ? 'te koop' : 'te huur'}.`,
            (c) => `In ${c.city} staat ${nlEen(nlPhrase(c))} ${c.sale ? 'te koop' : 'te huur'}.`,
            (c) =>
              `Ons kantoor mag ${nlEen(nlPhrase(c))} in ${c.city} ${c.sale ? 'verkopen' : 'verhuren'}.`,
            (c) =>
              `Nieuw in ons aanbod in ${c.city}: ${nlEen(nlPhrase(c))}, ${c.sale ? 'te koop' : 'te huur'}.`,
          ],
    ),
  layout: (c) => choose(c, NL_LAYOUTS[familyOf(c.kind)]),
  condition: (c) => choose(c, c.kind === 'land' ? NL_ZONING : NL_CONDITIONS),
  energy: (c) => choose(c, NL_ENERGY),
  energyClause: (c) =>
    c.luxembourg ? `; de energiepas vermeldt klasse ${c.energy}` : `; het EPC-label is ${c.energy}`,
  outdoor: (c) =>
    c.pick(NL_OUTDOOR)(
      c,
      c.outdoor.map((o) => nlOutdoor(c, o)),
    ),
  amenities: (c, withOutdoor) => {
    const items = [
      ...(withOutdoor ? c.outdoor.map((o) => nlOutdoor(c, o)) : []),
      ...c.amenities.map((a) => NL_AMENITIES[a]),
    ];
    return c.pick(NL_AMENITY_SENTENCES)(c, items);
  },
  special: {
    lifeAnnuity: [
      () =>
        'Het gaat om een verkoop op lijfrente: de koper betaalt bij de akte een boeket en nadien een maandelijkse rente; alle voorwaarden, ook of de lijfrente vrij of bezet is, krijgt u op aanvraag.',
      () =>
        'Bij deze verkoop op lijfrente betaalt de koper een boeket bij de ondertekening en daarna een maandelijkse rente aan de verkoper; wij lichten graag toe of het om een vrije of bezette lijfrente gaat.',
      () =>
        'Het eigendom wordt op lijfrente aangeboden, met een boeket en een maandelijkse rente; de precieze voorwaarden (vrij of bezet) bezorgen wij u graag op aanvraag.',
    ],
    investment: [
      () =>
        'Het pand is momenteel verhuurd en interessant voor investeerders die op zoek zijn naar huurinkomsten; het huurcontract is beschikbaar op aanvraag.',
      () =>
        'Ideaal als investering: het eigendom is verhuurd, en het rendement kunt u inschatten op basis van de lopende huurovereenkomst, die wij u graag bezorgen.',
      () =>
        'Als verhuurd pand levert het meteen huurinkomsten op; huurprijs en huurcontract krijgt u op aanvraag.',
    ],
    relocation: [
      () => 'Ideaal voor expats: een all-in huurprijs, inclusief kosten, is bespreekbaar.',
      () =>
        'Een vlotte oplossing voor wie voor het werk verhuist; een all-inclusive huurformule is mogelijk.',
      () =>
        'Expats en internationale medewerkers vinden hier een aangename woonst, met de mogelijkheid van een all-in huurprijs.',
    ],
    prestige: [
      () =>
        'Een eigendom met karakter en een hoogwaardige afwerking, voor wie iets bijzonders zoekt.',
      () => 'De kwaliteit van de materialen en de afwerking past bij de allure van dit eigendom.',
      () => 'Een woning met uitstraling, afgewerkt met kwalitatieve materialen.',
    ],
    potential: [
      () => 'Een eigendom met karakter en veel potentieel, voor wie een renovatieproject aandurft.',
      () =>
        'Met de nodige werken krijgt dit karaktervolle eigendom opnieuw de allure die het verdient.',
      () => 'De charme van dit eigendom wacht op een liefhebber die het in ere wil herstellen.',
    ],
  },
  closing: {
    sale: [
      () => 'Bezoek enkel na afspraak: neem gerust contact op met ons kantoor.',
      () => 'Voor meer informatie of een bezoek kunt u altijd bij ons terecht.',
      () => 'Contacteer ons kantoor om een bezoek in te plannen.',
    ],
    rent: [
      () => 'Contacteer ons voor een bezoek of om de huurvoorwaarden te ontvangen.',
      () => 'Bezoek enkel na afspraak; wij bezorgen u graag alle huurvoorwaarden.',
      () => 'Neem gerust contact op met ons kantoor om een bezoek af te spreken.',
    ],
  },
};

const nlUnits = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'appartement', 'appartementen')
    : count(p.units, 'woning', 'woningen');
const nlNewUnits = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'nieuw appartement', 'nieuwe appartementen')
    : count(p.units, 'nieuwe woning', 'nieuwe woningen');

const NL_PROJECT: ProjectWriter = {
  intro: [
    (p) => `${p.name} is een nieuw woonproject in ${p.city} met ${nlUnits(p)}.`,
    (p) => `In ${p.city} omvat het project ${p.name} ${nlNewUnits(p)}.`,
    (p) => `Het nieuwbouwproject ${p.name} in ${p.city} telt ${nlUnits(p)}.`,
  ],
  status: {
    'pre-sale': [
      (p) =>
        `De verkoop is net gestart, zodat vroege kopers de ruimste keuze hebben; de oplevering is voorzien in ${p.delivery}.`,
      (p) => `Het project is in voorverkoop, met oplevering gepland in ${p.delivery}.`,
      (p) => `De voorverkoop is gestart en de oplevering wordt verwacht in ${p.delivery}.`,
    ],
    'under-construction': [
      (p) => `De werken zijn volop bezig en de oplevering is voorzien in ${p.delivery}.`,
      (p) => `De bouw vordert goed, met oplevering gepland in ${p.delivery}.`,
      (p) => `De werf is gestart; het project wordt opgeleverd in ${p.delivery}.`,
    ],
    ready: [
      (p) => `Het project werd opgeleverd in ${p.delivery} en is meteen beschikbaar.`,
      (p) => `De werken zijn afgerond (${p.delivery}), zodat u onmiddellijk kunt intrekken.`,
      (p) => `Sinds de oplevering in ${p.delivery} kan het project bezocht worden.`,
    ],
  },
  energy: [
    () =>
      'Zoals elke nieuwbouw voldoet het project aan de huidige energienormen, met een goede isolatie en een laag verbruik.',
    () => 'De energieprestaties beantwoorden aan de strenge eisen voor nieuwbouw.',
    () =>
      'Een doorgedreven isolatie en moderne technieken zorgen voor comfort en lage energiekosten.',
  ],
  vat: [
    () => 'Als nieuwbouw valt het project onder het btw-stelsel; wij lichten de kosten graag toe.',
    () =>
      'De verkoop gebeurt onder het btw-regime voor nieuwbouw, en wij geven u graag een overzicht van de aankoopkosten.',
    () =>
      'De aankoopkosten volgen het btw-stelsel voor nieuwbouw; vraag gerust een gedetailleerde berekening.',
  ],
  closing: [
    () => 'Plannen, prijslijst en lastenboek zijn beschikbaar op aanvraag.',
    () => 'Contacteer ons voor de plannen en de prijslijst, of maak een afspraak.',
    () => 'Ons team stelt u graag de plannen en de beschikbare units voor.',
  ],
};

// ---------------------------------------------------------------------------------------------
// German
// ---------------------------------------------------------------------------------------------

type Case = 'nom' | 'acc' | 'dat';
type Determiner = 'indef' | 'def' | 'dem' | 'none';
type DeItem = Record<Case, string>;
type DePhrase = { noun: Noun; adjectives: string[] };

const deNoun = (word: string, gender: Gender): Noun => ({ word, gender });

const DE_DETERMINERS: Record<Exclude<Determiner, 'none'>, Record<Case, Record<Gender, string>>> = {
  indef: {
    nom: { m: 'ein', f: 'eine', n: 'ein' },
    acc: { m: 'einen', f: 'eine', n: 'ein' },
    dat: { m: 'einem', f: 'einer', n: 'einem' },
  },
  def: {
    nom: { m: 'der', f: 'die', n: 'das' },
    acc: { m: 'den', f: 'die', n: 'das' },
    dat: { m: 'dem', f: 'der', n: 'dem' },
  },
  dem: {
    nom: { m: 'dieser', f: 'diese', n: 'dieses' },
    acc: { m: 'diesen', f: 'diese', n: 'dieses' },
    dat: { m: 'diesem', f: 'dieser', n: 'diesem' },
  },
};

function deEnding(determiner: Determiner, grammaticalCase: Case, gender: Gender): string {
  if (grammaticalCase === 'dat')
    return determiner === 'none' ? (gender === 'f' ? 'er' : 'em') : 'en';
  if (determiner === 'def' || determiner === 'dem')
    return grammaticalCase === 'acc' && gender === 'm' ? 'en' : 'e';
  if (gender === 'f') return 'e';
  if (gender === 'n') return 'es';
  return grammaticalCase === 'nom' ? 'er' : 'en';
}

function deRender(p: DePhrase, determiner: Determiner, grammaticalCase: Case): string {
  const ending = deEnding(determiner, grammaticalCase, p.noun.gender);
  const adjectives = p.adjectives.map((a) => `${a}${ending}`).join(', ');
  const article =
    determiner === 'none' ? '' : DE_DETERMINERS[determiner][grammaticalCase][p.noun.gender];
  return [article, adjectives, p.noun.word].filter(Boolean).join(' ');
}

const deItem = (gender: Gender, word: string, adjective?: string): DeItem => {
  const p = { noun: deNoun(word, gender), adjectives: adjective ? [adjective] : [] };
  return {
    nom: deRender(p, 'indef', 'nom'),
    acc: deRender(p, 'indef', 'acc'),
    dat: deRender(p, 'indef', 'dat'),
  };
};
const deCount = (n: number, word: string, dativePlural: string): DeItem => ({
  nom: `${n} ${word}`,
  acc: `${n} ${word}`,
  dat: `${n} ${n === 1 ? word : dativePlural}`,
});
const deList = (items: readonly DeItem[], grammaticalCase: Case) =>
  list(
    items.map((i) => i[grammaticalCase]),
    'und',
  );
const deDer = (n: Noun) => `${DE_DETERMINERS.def.nom[n.gender]} ${n.word}`;

const DE_ADJECTIVES: Record<Condition, readonly (string | null)[]> = {
  new: ['neu', 'neu gebaut'],
  excellent: ['bezugsfertig', 'tadellos gepflegt', 'bestens erhalten'],
  good: ['gepflegt', 'gut erhalten', null],
  'to-refresh': ['leicht renovierungsbedürftig', 'modernisierungsbedürftig', null],
  'to-renovate': ['renovierungsbedürftig', 'sanierungsbedürftig'],
};

function deNouns(c: Ctx): readonly Noun[] {
  switch (c.kind) {
    case 'apartment':
      return [
        deNoun('Wohnung', 'f'),
        deNoun(c.floor === 0 ? 'Erdgeschosswohnung' : 'Etagenwohnung', 'f'),
      ];
    case 'studio':
      return [deNoun('Studio', 'n'), deNoun('Apartment', 'n')];
    case 'house':
      return [deNoun('Haus', 'n'), deNoun('Einfamilienhaus', 'n'), deNoun('Wohnhaus', 'n')];
    case 'manor':
      return c.grounds
        ? [deNoun('Anwesen', 'n'), deNoun('Villa', 'f'), deNoun('Residenz', 'f')]
        : [deNoun('Residenz', 'f'), deNoun('Charakterhaus', 'n')];
    case 'land':
      return [deNoun('Baugrundstück', 'n'), deNoun('Grundstück', 'n')];
    case 'commercial':
      return c.floor === 0
        ? [deNoun('Ladenlokal', 'n'), deNoun('Gewerbefläche', 'f'), deNoun('Geschäftsfläche', 'f')]
        : [
            deNoun('Gewerbefläche', 'f'),
            deNoun('Büro- und Geschäftsfläche', 'f'),
            deNoun('Geschäftsfläche', 'f'),
          ];
    case 'industrial':
      return [
        deNoun('Gewerbehalle', 'f'),
        deNoun('Lagerhalle mit Büros', 'f'),
        deNoun('Gewerbeobjekt', 'n'),
      ];
    case 'building':
      return [deNoun('Renditeobjekt', 'n'), deNoun('Wohnobjekt', 'n')];
  }
}

const DE_REF: Record<Kind, Noun> = {
  apartment: deNoun('Wohnung', 'f'),
  studio: deNoun('Studio', 'n'),
  house: deNoun('Haus', 'n'),
  manor: deNoun('Immobilie', 'f'),
  land: deNoun('Grundstück', 'n'),
  commercial: deNoun('Fläche', 'f'),
  industrial: deNoun('Gebäude', 'n'),
  building: deNoun('Objekt', 'n'),
};
const deRef = (c: Ctx) =>
  c.kind === 'land' ? DE_REF.land : alternate(c, DE_REF[c.kind], deNoun('Immobilie', 'f'));

function dePhrase(c: Ctx): DePhrase {
  const quality = remember(
    c,
    c.pick(adjectivePool(c, DE_ADJECTIVES, c.pick(['großzügig', 'geräumig']), 'hell')),
    (a) => a ?? '',
  );
  const adjectives = [quality, c.furnished ? 'möbliert' : null].filter(
    (a): a is string => a !== null,
  );
  return { noun: c.pick(deNouns(c)), adjectives };
}

const DE_ORDINALS = [
  'ersten',
  'zweiten',
  'dritten',
  'vierten',
  'fünften',
  'sechsten',
  'siebten',
  'achten',
  'neunten',
  'zehnten',
  'elften',
  'zwölften',
  'dreizehnten',
  'vierzehnten',
  'fünfzehnten',
  'sechzehnten',
  'siebzehnten',
  'achtzehnten',
  'neunzehnten',
  'zwanzigsten',
];
const deM2 = (c: Ctx, value: number) => `${c.num(value)} m²`;

type DePlace = { inline: string; verb: string };

function dePlace(c: Ctx): DePlace | null {
  if (c.floor !== null) {
    const ordinal = DE_ORDINALS[c.floor - 1];
    const at =
      c.floor === 0
        ? 'im Erdgeschoss'
        : ordinal
          ? `im ${ordinal} Obergeschoss`
          : `in Etage ${c.floor}`;
    return { inline: at, verb: `liegt ${at}` };
  }
  if (c.levels === 1) return { inline: 'auf einer Ebene', verb: 'ist ebenerdig angelegt' };
  if (c.levels)
    return { inline: `auf ${c.levels} Ebenen`, verb: `erstreckt sich über ${c.levels} Ebenen` };
  return null;
}

function deRooms(c: Ctx): DeItem[] {
  const kitchen = deItem('f', isEquipped(c) ? 'Einbauküche' : 'Küche');
  const rooms =
    c.kind === 'studio'
      ? [deItem('m', 'Wohn- und Schlafbereich', 'kombiniert'), kitchen]
      : [c.pick([deItem('n', 'Wohnzimmer'), deItem('m', 'Wohnbereich')]), kitchen];
  if (c.beds) rooms.push(deCount(c.beds, 'Schlafzimmer', 'Schlafzimmern'));
  rooms.push(
    ...bathroomItems(c.baths, deItem('n', 'Badezimmer'), deItem('n', 'Duschbad'), (n) =>
      deCount(n, 'Badezimmer', 'Badezimmern'),
    ),
  );
  return rooms;
}

const deOutdoor = (c: Ctx, o: Outdoor) =>
  o.key === 'garden'
    ? deItem('m', 'Garten', o.area ? `${deM2(c, o.area)} groß` : undefined)
    : deItem('f', 'Terrasse', o.area ? `${deM2(c, o.area)} groß` : undefined);

const DE_AMENITIES: Record<Amenity, DeItem> = {
  garage: deItem('f', 'Garage'),
  parking: deItem('m', 'Stellplatz'),
  cellar: deItem('m', 'Keller'),
  attic: deItem('m', 'Dachboden'),
  lift: deItem('m', 'Aufzug'),
};

const DE_LAYOUTS: Record<Family, readonly Template[]> = {
  home: [
    (c) => {
      const p = dePlace(c);
      const rooms = deRooms(c);
      const content = c.area
        ? `${deM2(c, c.area)} Wohnfläche mit ${deList(rooms, 'dat')}`
        : deList(rooms, 'acc');
      return `${cap(deDer(deRef(c)))}${p ? ` ${p.inline}` : ''} bietet ${content}.`;
    },
    (c) => {
      const p = dePlace(c);
      const total = c.area ? ` auf insgesamt ${deM2(c, c.area)} Wohnfläche` : '';
      return `${p ? cap(p.inline) : 'Im Inneren'} befinden sich ${deList(deRooms(c), 'nom')}${total}.`;
    },
    (c) => {
      const p = dePlace(c);
      const total = c.area ? ` auf ${deM2(c, c.area)} Wohnfläche` : '';
      return `${cap(deDer(deRef(c)))} ${p ? `${p.verb} und ` : ''}umfasst ${deList(deRooms(c), 'acc')}${total}.`;
    },
    (c) => {
      const p = dePlace(c);
      const total = c.area ? `, insgesamt ${deM2(c, c.area)} Wohnfläche` : '';
      return `Die Aufteilung${p ? ` ${p.inline}` : ''}: ${deList(deRooms(c), 'nom')}${total}.`;
    },
  ],
  commercial: [
    (c) => {
      const p = dePlace(c);
      const space = c.area ? `${deM2(c, c.area)}, die sich` : 'eine flexible Fläche, die sich';
      const window =
        c.floor === 0 ? '; ein Schaufenster sorgt für gute Sichtbarkeit von der Straße aus' : '';
      return `${cap(deDer(deRef(c)))}${p ? ` ${p.inline}` : ''} bietet ${space} für offene Büroräume oder ein Ladengeschäft ${c.area ? 'eignen' : 'eignet'}${window}.`;
    },
    (c) => {
      const p = dePlace(c);
      const subject = c.area ? `Die ${deM2(c, c.area)}` : 'Die Fläche';
      const window =
        c.floor === 0 ? ', und das Schaufenster sorgt für Sichtbarkeit von der Straße aus' : '';
      return `${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'eignen' : 'eignet'} sich sowohl für den Einzelhandel als auch für Büros${window}.`;
    },
    (c) => {
      const p = dePlace(c);
      const subject = c.area ? `Die ${deM2(c, c.area)}` : 'Die Fläche';
      return `Büro, Showroom oder Geschäft: ${subject}${p ? ` ${p.inline}` : ''} ${c.area ? 'lassen' : 'lässt'} sich vielseitig nutzen.`;
    },
  ],
  industrial: [
    (c) =>
      `${cap(deDer(deRef(c)))} kombiniert eine Halle mit großzügiger Deckenhöhe, eine Laderampe und einen Büroteil${c.area ? ` auf insgesamt ${deM2(c, c.area)}` : ''}.`,
    (c) =>
      `${c.area ? `Die ${deM2(c, c.area)} verteilen` : 'Die Fläche verteilt'} sich auf Lager- oder Werkstattflächen mit guter lichter Höhe und Büros, ergänzt durch eine Laderampe.`,
    (c) =>
      `Ideal für KMU: ${cap(deDer(deRef(c)))} bietet ${c.area ? `${deM2(c, c.area)} mit einer hohen Halle, einer Laderampe und Büros` : 'eine hohe Halle, eine Laderampe und Büros'}.`,
  ],
  land: [
    (c) =>
      `Das Grundstück ${c.plot ? `umfasst ${deM2(c, c.plot)} und bietet` : 'bietet'} Raum für ein Haus nach Ihren eigenen Plänen.`,
    (c) =>
      `${c.plot ? `Mit ${deM2(c, c.plot)} eröffnet es` : 'Es eröffnet'} vielfältige Möglichkeiten für ein Bauprojekt.`,
    (c) =>
      `${c.plot ? `Auf diesem ${deM2(c, c.plot)} großen Grundstück` : 'Auf diesem Grundstück'} verwirklichen Sie ein Bauprojekt ganz nach Ihren Wünschen.`,
  ],
};

const DE_PLAN: Record<Region, string> = {
  brussels: 'PRAS',
  flanders: 'Sektorenplan',
  wallonia: 'Sektorenplan',
  luxembourg: 'PAG',
};

const DE_ZONING: readonly Template[] = [
  (c) =>
    `Die städtebaulichen Auskünfte (Zweckbestimmung laut ${DE_PLAN[c.region]}, Bauvorschriften) erhalten Sie auf Anfrage.`,
  () =>
    'Die städtebaulichen Informationen und die Bauauskunft zum Grundstück stellen wir Ihnen gerne zur Verfügung.',
  () =>
    'Zweckbestimmung, Bauvorschriften und Ausrichtung besprechen wir gerne persönlich mit Ihnen.',
];

const DE_STATES: Record<Condition, readonly string[]> = {
  new: ['neu', 'ein Neubau', 'brandneu'],
  excellent: ['in ausgezeichnetem Zustand', 'in tadellosem Zustand', 'bezugsfertig'],
  good: ['in gutem Zustand', 'gepflegt', 'gut erhalten'],
  'to-refresh': [
    'leicht renovierungsbedürftig',
    'gepflegt, aber etwas in die Jahre gekommen',
    'modernisierungsbedürftig',
  ],
  'to-renovate': ['renovierungsbedürftig', 'sanierungsbedürftig', 'ein Renovierungsprojekt'],
};

const deState = (c: Ctx) => pickFresh(c, DE_STATES[c.condition], (s) => s);

const DE_CONDITIONS: readonly Template[] = [
  (c) => {
    const { built: b, renovated: r } = c;
    const verb =
      b && r
        ? `wurde ${b} erbaut, ${r} renoviert und ist`
        : b
          ? `wurde ${b} erbaut und ist`
          : r
            ? `wurde ${r} renoviert und ist`
            : 'ist';
    return `${cap(deDer(deRef(c)))} ${verb} ${deState(c)}.`;
  },
  (c) => {
    const { built: b, renovated: r } = c;
    const years =
      b && r
        ? ` (Baujahr ${b}, renoviert ${r})`
        : b
          ? ` (Baujahr ${b})`
          : r
            ? ` (renoviert ${r})`
            : '';
    return `${cap(deDer(deRef(c)))} ist ${deState(c)}${years}.`;
  },
  (c) => {
    const { built: b, renovated: r } = c;
    const lead = b
      ? `Baujahr ${b}${r ? `, Renovierung ${r}` : ''}: `
      : r
        ? `Renovierung ${r}: `
        : 'Zum Zustand: ';
    return `${lead}${cap(deDer(deRef(c)))} ist ${deState(c)}.`;
  },
];

const deEnergyTerm = (c: Ctx) => (c.luxembourg ? 'Energiepass' : 'Energieausweis');

const DE_ENERGY: readonly Template[] = [
  (c) => `Der ${deEnergyTerm(c)} weist Klasse ${c.energy} aus.`,
  (c) => `${deEnergyTerm(c)}: Klasse ${c.energy}.`,
  (c) => `${cap(deDer(deRef(c)))} ist im ${deEnergyTerm(c)} mit Klasse ${c.energy} eingestuft.`,
];

const DE_OUTDOOR: readonly ((c: Ctx, items: readonly DeItem[]) => string)[] = [
  (c, items) => `Im Außenbereich gibt es ${deList(items, 'acc')}.`,
  (c, items) => {
    const r = deRef(c);
    return `${r.gender === 'f' ? 'Zur' : 'Zum'} ${r.word} ${items.length > 1 ? 'gehören' : 'gehört'} außerdem ${deList(items, 'nom')}.`;
  },
  (c, items) =>
    `Draußen ${items.length > 1 ? 'laden' : 'lädt'} ${deList(items, 'nom')} zum Entspannen ein.`,
];

const DE_AMENITY_SENTENCES: readonly ((c: Ctx, items: readonly DeItem[]) => string)[] = [
  (c, items) => `Außerdem verfügt ${deDer(deRef(c))} über ${deList(items, 'acc')}.`,
  (c, items) =>
    `Zur weiteren Ausstattung ${items.length > 1 ? 'gehören' : 'gehört'} ${deList(items, 'nom')}.`,
  (c, items) => `Ebenfalls vorhanden: ${deList(items, 'nom')}.`,
];

function deHeadlineCore(c: Ctx, extras: string[]): string {
  const area = c.area ? deM2(c, c.area) : null;
  switch (c.kind) {
    case 'land': {
      const plot = c.plot ? deM2(c, c.plot) : null;
      return withList(
        plot
          ? c.pick([`Baugrundstück von ${plot}`, `${plot} großes Baugrundstück`])
          : 'Baugrundstück',
        extras,
        'mit',
        'und',
      );
    }
    case 'commercial': {
      const base = `${c.pick(deNouns(c)).word}${area ? ` von ${area}` : ''}${c.floor === 0 ? ' im Erdgeschoss' : ''}`;
      return withList(base, extras, 'mit', 'und');
    }
    case 'industrial':
      return `${c.pick(['Gewerbehalle', 'Lagerhalle'])}${area ? ` von ${area}` : ''} mit ${list(['Büros', ...extras], 'und')}`;
    default: {
      const phrase = cap(deRender(dePhrase(c), 'none', 'nom'));
      if (!c.beds) return withList(phrase, extras, 'mit', 'und');
      const trailing =
        extras.length === 1
          ? [`${withList(phrase, extras, 'mit', 'und')}, ${c.beds} Schlafzimmer`]
          : [];
      return c.pick([
        withList(
          phrase,
          [deCount(c.beds, 'Schlafzimmer', 'Schlafzimmern').dat, ...extras],
          'mit',
          'und',
        ),
        ...trailing,
      ]);
    }
  }
}

function deHeadline(c: Ctx, features: readonly HeadlineFeature[]): string {
  const extras = features.map((f) => {
    const outdoor = c.outdoor.find((o) => o.key === f);
    if (outdoor) {
      const noun = outdoor.key === 'garden' ? deNoun('Garten', 'm') : deNoun('Terrasse', 'f');
      const adjectives = outdoor.area ? [`${deM2(c, outdoor.area)} groß`] : [];
      return deRender({ noun, adjectives }, 'none', 'dat');
    }
    return f === 'parking' ? 'Stellplatz' : 'Garage';
  });
  const core = deHeadlineCore(c, extras);
  if (c.lifeAnnuity) return c.pick([`${core} auf Leibrente`, `Verkauf auf Leibrente: ${core}`]);
  if (c.investment)
    return c.pick([`Kapitalanlage: ${core}`, `${core}, vermietet`, `${core} als Kapitalanlage`]);
  if (c.relocation) return c.pick([`${core} für Expats`, `${core}, ideal für Expats`]);
  return c.pick([core, core, `${core} in ${c.city}`]);
}

const DE_RELATIVE: Record<Gender, string> = { m: 'der', f: 'die', n: 'das' };

const de: Writer = {
  headline: deHeadline,
  opening: (c) =>
    choose(
      c,
      c.project
        ? [
            (c) =>
              `${cap(deRender(dePhrase(c), 'dem', 'nom'))} ist Teil des Neubauprojekts ${c.project} in ${c.city}.`,
            (c) =>
              `Im Neubauprojekt ${c.project} in ${c.city} bieten wir ${deRender(dePhrase(c), 'indef', 'acc')} ${c.sale ? 'zum Kauf' : 'zur Miete'} an.`,
            (c) => {
              const p = dePhrase(c);
              const offer = c.sale ? 'zum Verkauf steht' : 'zur Miete angeboten wird';
              return `Zum Neubauprojekt ${c.project} in ${c.city} gehört ${deRender(p, 'indef', 'nom')}, ${DE_RELATIVE[p.noun.gender]} ${offer}.`;
            },
          ]
        : [
            (c) =>
              `In ${c.city} bieten wir ${deRender(dePhrase(c), 'indef', 'acc')} ${c.sale ? 'zum Kauf' : 'zur Miete'} an.`,
            (c) =>
              `${cap(deRender(dePhrase(c), 'dem', 'nom'))} in ${c.city} steht ${c.sale ? 'zum Verkauf' : 'zur Vermietung'}.`,
            (c) =>
              `Wir freuen uns, Ihnen ${deRender(dePhrase(c), 'indef', 'acc')} in ${c.city} ${c.sale ? 'zum Kauf' : 'zur Miete'} anbieten zu können.`,
            (c) =>
              `In ${c.city} wird ${deRender(dePhrase(c), 'indef', 'nom')} ${c.sale ? 'zum Kauf' : 'zur Miete'} angeboten.`,
            (c) =>
              `Neu in unserem Angebot in ${c.city}: ${deRender(dePhrase(c), 'indef', 'nom')} ${c.sale ? 'zum Kauf' : 'zur Miete'}.`,
          ],
    ),
  layout: (c) => choose(c, DE_LAYOUTS[familyOf(c.kind)]),
  condition: (c) => choose(c, c.kind === 'land' ? DE_ZONING : DE_CONDITIONS),
  energy: (c) => choose(c, DE_ENERGY),
  energyClause: (c) => `; der ${deEnergyTerm(c)} weist Klasse ${c.energy} aus`,
  outdoor: (c) =>
    c.pick(DE_OUTDOOR)(
      c,
      c.outdoor.map((o) => deOutdoor(c, o)),
    ),
  amenities: (c, withOutdoor) => {
    const items = [
      ...(withOutdoor ? c.outdoor.map((o) => deOutdoor(c, o)) : []),
      ...c.amenities.map((a) => DE_AMENITIES[a]),
    ];
    return c.pick(DE_AMENITY_SENTENCES)(c, items);
  },
  special: {
    lifeAnnuity: [
      () =>
        'Der Verkauf erfolgt auf Leibrente: Der Käufer zahlt bei Vertragsabschluss einen Einmalbetrag (Bouquet) und anschließend eine monatliche Rente an den Verkäufer; ob die Immobilie bewohnt oder frei übergeben wird, erfahren Sie auf Anfrage.',
      () =>
        'Es handelt sich um einen Verkauf gegen Leibrente mit einer Anzahlung (Bouquet) und einer monatlichen Rente; die genauen Bedingungen, auch zur Frage bewohnt oder frei, teilen wir Ihnen gerne mit.',
      () =>
        'Angeboten wird die Immobilie auf Leibrente, also gegen eine Einmalzahlung (Bouquet) und eine lebenslange monatliche Rente; Einzelheiten zu Nutzung und Beträgen erhalten Sie auf Anfrage.',
    ],
    investment: [
      () =>
        'Die Immobilie ist derzeit vermietet und damit für Anleger interessant, die laufende Mieteinnahmen suchen; den Mietvertrag stellen wir Ihnen auf Anfrage zur Verfügung.',
      () =>
        'Als vermietetes Objekt eignet sich die Immobilie als Kapitalanlage; die Rendite lässt sich anhand des laufenden Mietvertrags beurteilen, den wir Ihnen gerne zusenden.',
      () =>
        'Ideal für Anleger: Das Objekt ist vermietet und erwirtschaftet bereits Mieteinnahmen; Details zu Miete und Mietvertrag erhalten Sie auf Anfrage.',
    ],
    relocation: [
      () => 'Ideal für Expats: Eine Pauschalmiete inklusive Nebenkosten ist auf Wunsch möglich.',
      () =>
        'Für berufliche Aufenthalte im Ausland bietet sich diese Unterkunft besonders an; ein All-inclusive-Mietvertrag ist möglich.',
      () =>
        'Eine unkomplizierte Lösung für Expats und Projektmitarbeiter, auf Wunsch auch mit Warmmiete inklusive aller Nebenkosten.',
    ],
    prestige: [
      () =>
        'Eine Immobilie mit Charakter und hochwertiger Ausstattung für alle, die das Besondere suchen.',
      () => 'Materialien und Verarbeitung entsprechen dem gehobenen Anspruch dieser Immobilie.',
      () => 'Sorgfältige Verarbeitung und edle Materialien prägen den Charakter dieser Immobilie.',
    ],
    potential: [
      () =>
        'Eine Immobilie mit Charakter und viel Potenzial für alle, die ein Renovierungsprojekt nicht scheuen.',
      () => 'Mit der nötigen Renovierung gewinnt dieses Objekt seinen ursprünglichen Glanz zurück.',
      () =>
        'Der Charme dieser Immobilie wartet darauf, von neuen Bewohnern zur Geltung gebracht zu werden.',
    ],
  },
  closing: {
    sale: [
      () => 'Besichtigungen nach Vereinbarung – wir freuen uns auf Ihre Anfrage.',
      () =>
        'Für weitere Informationen oder einen Besichtigungstermin kontaktieren Sie bitte unser Büro.',
      () =>
        'Gerne zeigen wir Ihnen die Immobilie persönlich; vereinbaren Sie einfach einen Termin.',
    ],
    rent: [
      () => 'Für eine Besichtigung oder die Mietbedingungen wenden Sie sich bitte an unser Büro.',
      () => 'Besichtigung nach Vereinbarung – gerne senden wir Ihnen die Mietbedingungen zu.',
      () => 'Vereinbaren Sie gerne einen Besichtigungstermin mit unserem Team.',
    ],
  },
};

/** Dative after "mit" and "aus". */
const deUnitsDative = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'Wohnung', 'Wohnungen')
    : count(p.units, 'Haus', 'Häusern');
const deNewUnits = (p: ProjectCtx) =>
  p.type === 'apartment'
    ? count(p.units, 'neue Wohnung', 'neue Wohnungen')
    : count(p.units, 'neues Haus', 'neue Häuser');

const DE_PROJECT: ProjectWriter = {
  intro: [
    (p) => `${p.name} ist ein neues Wohnprojekt in ${p.city} mit ${deUnitsDative(p)}.`,
    (p) => `In ${p.city} umfasst das Projekt ${p.name} ${deNewUnits(p)}.`,
    (p) => `Das Neubauprojekt ${p.name} in ${p.city} besteht aus ${deUnitsDative(p)}.`,
  ],
  status: {
    'pre-sale': [
      (p) =>
        `Der Verkauf hat gerade begonnen, sodass frühe Käufer die größte Auswahl haben; die Fertigstellung ist für ${p.delivery} geplant.`,
      (p) =>
        `Das Projekt befindet sich im Vorverkauf, die Übergabe ist für ${p.delivery} vorgesehen.`,
      (p) => `Der Vorverkauf läuft, der Bezug ist voraussichtlich ab ${p.delivery} möglich.`,
    ],
    'under-construction': [
      (p) => `Die Bauarbeiten laufen, die Fertigstellung ist für ${p.delivery} geplant.`,
      (p) => `Der Bau schreitet voran; die Übergabe wird für ${p.delivery} erwartet.`,
      (p) => `Die Arbeiten haben begonnen, der Bezug ist voraussichtlich ab ${p.delivery} möglich.`,
    ],
    ready: [
      (p) => `Das Projekt ist fertiggestellt (${p.delivery}) und sofort bezugsfertig.`,
      (p) =>
        `Seit der Fertigstellung (${p.delivery}) kann das Projekt besichtigt und bezogen werden.`,
      (p) => `Die Arbeiten sind abgeschlossen (${p.delivery}), ein Einzug ist sofort möglich.`,
    ],
  },
  energy: [
    () =>
      'Wie jeder Neubau erfüllt das Projekt die aktuellen Energiestandards, mit guter Dämmung und niedrigen Nebenkosten.',
    () => 'Die Energieeffizienz entspricht den strengen Anforderungen an Neubauten.',
    () =>
      'Eine leistungsfähige Dämmung und moderne Haustechnik sorgen für Komfort und geringen Energieverbrauch.',
  ],
  vat: [
    () =>
      'Als Neubau unterliegt der Verkauf der Mehrwertsteuer; gerne erläutern wir Ihnen die Kosten im Detail.',
    () =>
      'Für den Kauf gilt die Mehrwertsteuerregelung für Neubauten; wir erstellen Ihnen gerne eine Kostenübersicht.',
    () =>
      'Die Erwerbsnebenkosten richten sich nach der für Neubauten geltenden Mehrwertsteuer; fragen Sie uns nach einer detaillierten Aufstellung.',
  ],
  closing: [
    () => 'Pläne, Preisliste und Baubeschreibung erhalten Sie auf Anfrage.',
    () => 'Kontaktieren Sie uns für Pläne und Preisliste oder vereinbaren Sie einen Termin.',
    () => 'Gerne stellen wir Ihnen die Pläne und die noch verfügbaren Einheiten vor.',
  ],
};

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

const WRITERS: Record<Locale, Writer> = { en, nl, fr, de };
const PROJECT_WRITERS: Record<Locale, ProjectWriter> = {
  en: EN_PROJECT,
  nl: NL_PROJECT,
  fr: FR_PROJECT,
  de: DE_PROJECT,
};

/** The listing's one-line title: type plus one or two of its real features. */
export function headline(input: DescriptionInput): string {
  const c = context(input);
  const writer = WRITERS[input.locale];
  const features = headlineFeatures(c);
  let shortest: string | null = null;
  for (let n = features.length; n >= 0; n -= 1) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const text = writer.headline(c, features.slice(0, n));
      if (text.length <= MAX_HEADLINE) return text;
      if (shortest === null || text.length < shortest.length) shortest = text;
    }
  }
  return shortest ?? '';
}

/** Three to six sentences in two or three paragraphs separated by a blank line. */
export function description(input: DescriptionInput): string {
  const c = context(input);
  const w = WRITERS[input.locale];
  const special = specialOf(c);
  const hasOutdoor = c.outdoor.length > 0;
  const hasAmenities = c.amenities.length > 0;
  const hasEnergy = c.energy !== null;

  let sentences =
    4 + Number(hasEnergy) + Number(hasOutdoor) + Number(hasAmenities) + Number(special !== null);
  const mergeOutdoor = hasOutdoor && hasAmenities && sentences > MAX_SENTENCES;
  if (mergeOutdoor) sentences -= 1;
  const energyInCondition = hasEnergy && sentences > MAX_SENTENCES;

  const introSpecial = special === 'prestige' || special === 'potential';
  const intro = [
    w.opening(c),
    ...(special && introSpecial ? [choose(c, w.special[special])] : []),
    w.layout(c),
  ];
  const condition = w.condition(c);
  const body = [energyInCondition ? withClause(condition, w.energyClause(c)) : condition];
  if (hasEnergy && !energyInCondition) body.push(w.energy(c));
  if (hasOutdoor && !mergeOutdoor) body.push(w.outdoor(c));
  if (hasAmenities) body.push(w.amenities(c, mergeOutdoor));
  const end = [
    ...(special && !introSpecial ? [choose(c, w.special[special])] : []),
    choose(c, c.sale ? w.closing.sale : w.closing.rent),
  ];

  const paragraphs = c.pick([true, true, false]) ? [intro, body, end] : [intro, [...body, ...end]];
  return paragraphs.map((p) => p.join(' ')).join('\n\n');
}

/** Three to five sentences about a new-build project, in two paragraphs. */
export function projectDescription(input: ProjectDescriptionInput): string {
  const p: ProjectCtx = { ...input, pick: picker(input.random) };
  const w = PROJECT_WRITERS[input.locale];
  const extras = p.pick([[w.energy], [w.vat], [w.energy, w.vat]]);
  const first = [w.intro, w.status[input.status]].map((templates) => p.pick(templates)(p));
  const second = [...extras, w.closing].map((templates) => p.pick(templates)(p));
  return `${first.join(' ')}\n\n${second.join(' ')}`;
}
