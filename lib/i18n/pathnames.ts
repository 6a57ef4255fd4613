import type { Locale } from './locales';

/**
 * Internal route (the folder under app/[locale]) → the path a visitor sees, per language.
 * Folder names are English; every visible path is translated.
 */
export const pathnames = {
  '/': '/',
  '/for-sale': { en: '/for-sale', nl: '/te-koop', fr: '/a-vendre', de: '/zu-verkaufen' },
  '/for-rent': { en: '/for-rent', nl: '/te-huur', fr: '/a-louer', de: '/zu-vermieten' },
  '/for-sale/[city]/[slug]/[id]': {
    en: '/for-sale/[city]/[slug]/[id]',
    nl: '/te-koop/[city]/[slug]/[id]',
    fr: '/a-vendre/[city]/[slug]/[id]',
    de: '/zu-verkaufen/[city]/[slug]/[id]',
  },
  '/for-rent/[city]/[slug]/[id]': {
    en: '/for-rent/[city]/[slug]/[id]',
    nl: '/te-huur/[city]/[slug]/[id]',
    fr: '/a-louer/[city]/[slug]/[id]',
    de: '/zu-vermieten/[city]/[slug]/[id]',
  },
  '/property/[id]': {
    en: '/property/[id]',
    nl: '/pand/[id]',
    fr: '/bien/[id]',
    de: '/immobilie/[id]',
  },
  '/print/[id]': {
    en: '/print/[id]',
    nl: '/afdrukken/[id]',
    fr: '/imprimer/[id]',
    de: '/drucken/[id]',
  },
  '/projects': { en: '/projects', nl: '/projecten', fr: '/projets', de: '/projekte' },
  '/projects/[city]/[slug]/[id]': {
    en: '/projects/[city]/[slug]/[id]',
    nl: '/projecten/[city]/[slug]/[id]',
    fr: '/projets/[city]/[slug]/[id]',
    de: '/projekte/[city]/[slug]/[id]',
  },
  '/project/[id]': {
    en: '/project/[id]',
    nl: '/project/[id]',
    fr: '/projet/[id]',
    de: '/projekt/[id]',
  },
  '/contact': { en: '/contact', nl: '/contact', fr: '/contact', de: '/kontakt' },
  '/services': { en: '/services', nl: '/diensten', fr: '/nos-services', de: '/leistungen' },
  '/services/[slug]': {
    en: '/services/[slug]',
    nl: '/diensten/[slug]',
    fr: '/nos-services/[slug]',
    de: '/leistungen/[slug]',
  },
  '/demand-register': {
    en: '/looking-for',
    nl: '/ik-zoek',
    fr: '/je-recherche',
    de: '/ich-suche',
  },
  '/contact-demand': {
    en: '/free-valuation',
    nl: '/gratis-schatting',
    fr: '/estimation-gratuite',
    de: '/kostenlose-bewertung',
  },
  '/privacy-statement': {
    en: '/privacy-statement',
    nl: '/privacyverklaring',
    fr: '/declaration-de-confidentialite',
    de: '/datenschutzerklaerung',
  },
  '/cookie-policy': {
    en: '/cookie-policy',
    nl: '/cookiebeleid',
    fr: '/politique-cookies',
    de: '/cookie-richtlinie',
  },
  '/disclaimer': {
    en: '/disclaimer',
    nl: '/disclaimer',
    fr: '/avertissement',
    de: '/haftungsausschluss',
  },
  '/about-us': { en: '/about-us', nl: '/over-ons', fr: '/qui-sommes-nous', de: '/ueber-uns' },
  '/testimonials': {
    en: '/testimonials',
    nl: '/getuigenissen',
    fr: '/temoignages',
    de: '/erfahrungsberichte',
  },
  '/purchase-costs': {
    en: '/cost-of-buying',
    nl: '/aankoopkosten',
    fr: '/frais-d-achat',
    de: '/kaufnebenkosten',
  },
  // drafts of articles and pages; 'preview' in the path keeps them out of search engines and consent
  '/preview/[slug]': '/preview/[slug]',
  '/login': { en: '/login', nl: '/login', fr: '/connexion', de: '/anmelden' },
  '/owner-portal': {
    en: '/owner-portal',
    nl: '/eigenaarsportaal',
    fr: '/espace-proprietaire',
    de: '/eigentuemerportal',
  },
  '/owner-portal/[id]': {
    en: '/owner-portal/[id]',
    nl: '/eigenaarsportaal/[id]',
    fr: '/espace-proprietaire/[id]',
    de: '/eigentuemerportal/[id]',
  },
  '/newsletter': { en: '/newsletter', nl: '/nieuwsbrief', fr: '/newsletter', de: '/newsletter' },
  '/search-alert': {
    en: '/search-alert',
    nl: '/zoekalert',
    fr: '/alerte-recherche',
    de: '/suchauftrag',
  },
  '/favourites': { en: '/favourites', nl: '/favorieten', fr: '/favoris', de: '/favoriten' },
  '/map-frame': { en: '/map-frame', nl: '/kaartvenster', fr: '/cadre-carte', de: '/kartenfenster' },
  '/feedback/[flow]': {
    en: '/thank-you/[flow]',
    nl: '/bedankt/[flow]',
    fr: '/merci/[flow]',
    de: '/danke/[flow]',
  },
} as const satisfies Record<string, string | Record<Locale, string>>;

export type AppRoute = keyof typeof pathnames;

/** The names of a route's `[param]` segments, as a type (`'city' | 'slug' | 'id'`). */
export type RouteParamName<Route extends string> =
  Route extends `${string}[${infer Name}]${infer Rest}` ? Name | RouteParamName<Rest> : never;

/** A route whose path has no params: a link to it is its name alone (`'/contact'`). */
export type StaticRoute = {
  [Route in AppRoute]: [RouteParamName<Route>] extends [never] ? Route : never;
}[AppRoute];

/**
 * The internal route of the translated 404. The proxy rewrites every path that names no page to
 * it with status 404, because Next 16 sends a page that calls notFound() as an empty HTML shell
 * that only JavaScript fills. It has no visible path of its own.
 */
export const NOT_FOUND_ROUTE = '/page-not-found';

/**
 * The internal route of the not-found page of an unknown property or project id
 * (`/page-not-found/for-sale`, `…/for-rent`, `…/project`), rewritten to with status 404 likewise.
 */
export function missingDetailRoute(kind: string): string {
  return `${NOT_FOUND_ROUTE}/${kind}`;
}

/** The internal route of a listing an import removed, rewritten to with status 410 (docs/importing-listings.md). */
export function goneListingRoute(id: number): string {
  return `/page-gone/${id}`;
}

export const APP_ROUTES = Object.keys(pathnames) as AppRoute[];

/** The names of a route's `[param]` segments, in path order (`/services/[slug]` → `['slug']`). */
export function routeParamNames(route: AppRoute): string[] {
  return [...route.matchAll(/\[([a-z]+)\]/gi)].map((found) => found[1] ?? '');
}

export function isStaticRoute(route: string): route is StaticRoute {
  return (APP_ROUTES as readonly string[]).includes(route) && !route.includes('[');
}

/** The routes without params, the ones a configured menu entry or link may name. */
export const STATIC_ROUTES: StaticRoute[] = APP_ROUTES.filter(isStaticRoute);

/** The mailing flows that end on a thank-you page. */
export const FEEDBACK_FLOWS = [
  'contact-me',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'request-documents',
  'offer-to-purchase',
  'send-testimonial',
] as const;

export type FeedbackFlow = (typeof FEEDBACK_FLOWS)[number];

export function isFeedbackFlow(value: string): value is FeedbackFlow {
  return (FEEDBACK_FLOWS as readonly string[]).includes(value);
}

export function localizedTemplate(route: AppRoute, locale: Locale): string {
  const entry = pathnames[route];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** What a path parameter may look like; a path whose parameter breaks its rule names no page. */
const PARAM_RULES: Record<string, (value: string) => boolean> = {
  id: (value) => /^[0-9]{1,10}$/.test(value),
  flow: isFeedbackFlow,
  slug: (value) => /^[a-z0-9-]{1,120}$/.test(value),
  city: (value) => /^[a-z0-9-]{1,60}$/.test(value),
};

export function isValidParam(name: string, value: string): boolean {
  return PARAM_RULES[name]?.(value) ?? true;
}
