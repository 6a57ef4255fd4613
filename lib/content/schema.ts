import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { BANNERS, MAP_TYPES } from '@/lib/map/constants';
import {
  APP_ROUTES,
  isStaticRoute,
  STATIC_ROUTES,
  type AppRoute,
  type StaticRoute,
} from '@/lib/i18n/pathnames';

const nonBlank = z.string().trim().min(1);

/** A text in every language the site has dictionaries for. */
export const localizedTextSchema = z.strictObject({
  en: nonBlank,
  nl: nonBlank,
  fr: nonBlank,
  de: nonBlank,
});

/** A text per language that may be left empty (an optional paragraph). */
const localizedOptionalTextSchema = z.strictObject({
  en: z.string(),
  nl: z.string(),
  fr: z.string(),
  de: z.string(),
});

export const statusSchema = z.enum(['Published', 'Draft']);

export const iconNameSchema = z.enum([
  'phone',
  'mail',
  'map-pin',
  'clock',
  'user',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
]);

const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is written #rrggbb');

/** An internal route (`/contact`), a phone or mail link, or an absolute https URL. */
const linkSchema = z
  .string()
  .refine(
    (link) =>
      isStaticRoute(link) ||
      /^(tel:\+?[0-9 ]+|mailto:[^@\s]+@[^@\s]+)$/.test(link) ||
      /^https:\/\/[^\s]+$/.test(link),
    {
      message:
        'a link is an internal route of the path table without params, tel:, mailto: or https://',
    },
  );

export const topBarItemSchema = z.strictObject({
  id: nonBlank,
  label: localizedTextSchema,
  link: linkSchema,
  icon: iconNameSchema,
  colour: hexColourSchema,
  status: statusSchema,
});

export const MODULE_TYPES = ['article', 'category', 'property-list', 'contact'] as const;
export const MODULE_VIEWS = ['single-view', 'list-view', 'card-view', 'collapse-view'] as const;

const moduleView = z.enum(MODULE_VIEWS, {
  error: (issue) =>
    `unknown module view ${JSON.stringify(issue.input)}: use ${MODULE_VIEWS.join(', ')}`,
});
/** Defaults: four items, the full width of a 12-column grid. */
const moduleLayout = {
  view: moduleView,
  maxItems: z.int().min(1).max(48).default(4),
  columns: z.int().min(1).max(12).default(12),
  title: localizedOptionalTextSchema.optional(),
};
const articleId = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'an article id is the name of its folder under data/articles');

/**
 * A page module: one article, the articles of a category, a selection of properties, or the
 * agency's contact block — each shown in one of four views.
 */
export const moduleSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('article'), ...moduleLayout, article: articleId }),
    z.strictObject({
      type: z.literal('category'),
      ...moduleLayout,
      category: z.enum(['about-us', 'services', 'legal']),
    }),
    z.strictObject({
      type: z.literal('property-list'),
      ...moduleLayout,
      goal: z.enum(['sale', 'rent']).optional(),
      types: z.array(z.int().min(1)).default([]),
      city: z.string().trim().min(1).optional(),
    }),
    z.strictObject({ type: z.literal('contact'), ...moduleLayout }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown module type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}: use ${MODULE_TYPES.join(', ')}`
        : undefined,
  },
);
export type PageModule = z.infer<typeof moduleSchema>;

const pageParamsSchema = z.strictObject({
  title: localizedTextSchema,
  description: localizedOptionalTextSchema,
  metadata: z.strictObject({ title: localizedTextSchema, description: localizedTextSchema }),
  modules: z.array(moduleSchema).default([]),
  image: z.string().startsWith('/').optional(),
});

/** A path segment per language for child pages, or one segment shared by every language. */
const segmentSchema = z
  .string()
  .regex(/^[a-z0-9-]+$/, 'a path segment is lower-case letters, digits and hyphens');
const childPathSchema = z.union([
  segmentSchema,
  z.strictObject({ en: segmentSchema, nl: segmentSchema, fr: segmentSchema, de: segmentSchema }),
]);

const isoDateSchema = z.iso.date();

function childPathOf(path: AppRoute): string {
  return `${path === '/' ? '' : path}/[slug]`;
}

/** The route that holds the child pages of a menu entry (`/services` → `/services/[slug]`), if the path table has one. */
export function childRouteOf(path: AppRoute): AppRoute | null {
  const childPath = childPathOf(path);
  return APP_ROUTES.find((route) => route === childPath) ?? null;
}

const menuItemBase = {
  id: nonBlank,
  parentId: z.string().nullable(),
  name: nonBlank,
  params: pageParamsSchema,
  status: statusSchema,
  createDate: isoDateSchema,
  modifyDate: isoDateSchema,
  sort: z.int().min(0),
};

export const childMenuItemSchema = z.strictObject({
  ...menuItemBase,
  path: childPathSchema,
  childMenus: z.array(z.never()).default([]),
});

export const menuItemSchema = z
  .strictObject({
    ...menuItemBase,
    /** The internal route this entry opens, e.g. `/for-sale`; `/` for home. */
    path: z.enum(STATIC_ROUTES as [StaticRoute, ...StaticRoute[]]),
    childMenus: z.array(childMenuItemSchema).default([]),
  })
  .superRefine((item, context) => {
    if (item.childMenus.length > 0 && childRouteOf(item.path) === null) {
      context.addIssue({
        code: 'custom',
        path: ['childMenus'],
        message: `"${item.path}" has no child pages in the path table (no route ${childPathOf(item.path)})`,
      });
    }
    item.childMenus.forEach((child, index) => {
      if (child.parentId !== item.id) {
        context.addIssue({
          code: 'custom',
          path: ['childMenus', index, 'parentId'],
          message: `must be "${item.id}", the id of the entry it sits in`,
        });
      }
    });
  });

export const footerBlockSchema = z.strictObject({
  id: nonBlank,
  title: localizedTextSchema,
  introText: localizedOptionalTextSchema,
  fullText: localizedOptionalTextSchema,
  images: z
    .array(z.strictObject({ src: z.string().startsWith('/'), alt: localizedOptionalTextSchema }))
    .default([]),
  columns: z.strictObject({
    sm: z.int().min(1).max(12),
    md: z.int().min(1).max(12),
    lg: z.int().min(1).max(12),
  }),
  public: z.strictObject({ title: z.boolean(), introText: z.boolean(), fullText: z.boolean() }),
});

export const officeSchema = z.strictObject({
  id: nonBlank,
  name: localizedTextSchema,
  street: nonBlank,
  houseNumber: nonBlank,
  zip: z.string().regex(/^(L-)?[0-9]{4}$/),
  city: localizedTextSchema,
  countryId: z.union([z.literal(10), z.literal(50)]),
  phone: z.string().regex(/^\+[0-9 ]+$/),
  email: z.email(),
  hours: localizedTextSchema,
  /** A photo of the office front (rendered by `npm run data:images` when under /media/offices/). */
  photo: z
    .string()
    .regex(/^\/media\/offices\/[a-z0-9-]+\.jpg$/)
    .optional(),
  latitude: z.number().min(49).max(52),
  longitude: z.number().min(2).max(7),
});

export const bannerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('image'), image: z.string().startsWith('/') }),
  z.strictObject({
    kind: z.literal('gallery'),
    images: z.array(z.string().startsWith('/')).min(2),
  }),
  z.strictObject({
    kind: z.literal('video'),
    video: z.string().startsWith('/'),
    poster: z.string().startsWith('/'),
  }),
]);

/** A tile server for the maps: an https URL template with {z}, {x} and {y}, and its credit line. */
export const tileLayerSchema = z.strictObject({
  url: z
    .string()
    .regex(
      /^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}[^\s]*$/,
      'a tile URL is https://… with {z}, {x} and {y}',
    ),
  attribution: nonBlank,
  maxZoom: z.int().min(1).max(22),
});

export const mapSchema = z.strictObject({
  type: z.enum(MAP_TYPES),
  tiles: z.strictObject({ road: tileLayerSchema, satellite: tileLayerSchema.nullable() }),
  /** Banners whose listings list maps leave out (the marquee ignore list). */
  ignoreBanners: z.array(z.enum(BANNERS)),
});

/** The request forms: visit time slots and how many requests one slot of a property's day takes. */
export const formsSchema = z.strictObject({
  visitSlots: z
    .array(z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'a slot looks like 10:00-13:00'))
    .min(1),
  slotCapacity: z.int().min(1).max(100),
});

/** What crawlers are told: whether sold and rented properties stay in the sitemap. */
export const seoSchema = z.strictObject({
  sitemapUnavailable: z.enum(['include', 'exclude']),
});

/** Ids of third-party tags; an empty string means the tag is not loaded at all. */
export const siteInfoSchema = z.strictObject({
  analyticsId: z.string().regex(/^(G-[A-Z0-9]+)?$/, 'an analytics id looks like G-XXXXXXX'),
  adsId: z.string().regex(/^(AW-[0-9]+)?$/, 'an ads id looks like AW-123456789'),
  tagManagerId: z.string().regex(/^(GTM-[A-Z0-9]+)?$/, 'a tag manager id looks like GTM-XXXXXX'),
  socialPixelId: z.string().regex(/^([0-9]{6,20})?$/, 'a social pixel id is a number'),
});

export const siteConfigSchema = z
  .strictObject({
    agency: z.strictObject({
      name: nonBlank,
      legalName: nonBlank,
      vatNumber: z.string().regex(/^BE ?0[0-9]{3}\.?[0-9]{3}\.?[0-9]{3}$/),
      licence: nonBlank,
      email: z.email(),
      phone: z.string().regex(/^\+[0-9 ]+$/),
      tagline: localizedTextSchema,
      offices: z.array(officeSchema).min(1),
    }),
    home: z.strictObject({
      showSearchInput: z.boolean(),
      showSearchButton: z.boolean(),
      showSearchCount: z.boolean(),
      showCountProperty: z.boolean(),
    }),
    freeEvaluationButton: z.boolean(),
    banner: bannerSchema,
    map: mapSchema,
    forms: formsSchema,
    siteInfo: siteInfoSchema,
    seo: seoSchema,
    topBar: z.strictObject({
      show: z.boolean(),
      left: z.array(topBarItemSchema),
      right: z.array(topBarItemSchema),
    }),
    menu: z.array(menuItemSchema).min(1),
    footer: z.strictObject({ blocks: z.array(footerBlockSchema) }),
  })
  .superRefine((config, context) => {
    const ids = new Set<string>();
    config.menu.forEach((item, index) => {
      [item, ...item.childMenus].forEach((entry) => {
        if (ids.has(entry.id)) {
          context.addIssue({
            code: 'custom',
            path: ['menu', index, 'id'],
            message: `"${entry.id}" is used twice`,
          });
        }
        ids.add(entry.id);
      });
      if (item.parentId !== null) {
        context.addIssue({
          code: 'custom',
          path: ['menu', index, 'parentId'],
          message: 'is null on a top-level entry',
        });
      }
    });
  });

/** Language settings: which languages the site offers, and the one it falls back to. */
export const languageSettingsSchema = z
  .strictObject({
    languages: z
      .array(z.strictObject({ code: z.enum(LOCALES), use: z.boolean() }))
      .length(LOCALES.length),
    defaultLanguage: z.enum(LOCALES),
  })
  .superRefine((settings, context) => {
    const codes = settings.languages.map((language) => language.code);
    LOCALES.forEach((code) => {
      if (!codes.includes(code)) {
        context.addIssue({
          code: 'custom',
          path: ['languages'],
          message: `lists no entry for "${code}"`,
        });
      }
    });
    const enabled = settings.languages
      .filter((language) => language.use)
      .map((language) => language.code);
    if (enabled.length === 0) {
      context.addIssue({ code: 'custom', path: ['languages'], message: 'enables no language' });
    }
    if (!enabled.includes(settings.defaultLanguage)) {
      context.addIssue({
        code: 'custom',
        path: ['defaultLanguage'],
        message: 'is not an enabled language',
      });
    }
  });

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type LanguageSettings = z.infer<typeof languageSettingsSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;
export type ChildMenuItem = z.infer<typeof childMenuItemSchema>;
export type TopBarItem = z.infer<typeof topBarItemSchema>;
export type FooterBlock = z.infer<typeof footerBlockSchema>;
export type Office = z.infer<typeof officeSchema>;
export type IconName = z.infer<typeof iconNameSchema>;
export type LocalizedText = z.infer<typeof localizedTextSchema>;
