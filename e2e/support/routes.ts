import { E2E_SERVER_ENV } from '../../playwright.config';
import { previewExpiry, previewToken } from '../../lib/content/preview-link';
import { purposeKey } from '../../lib/security/signing';
import { getListing, getProject, listProjects, search } from '../../lib/data';
import { listingHref, projectHref } from '../../lib/data/canonical';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { FEEDBACK_FLOWS, pathnames, type AppRoute } from '../../lib/i18n/pathnames';

export { LOCALES, FEEDBACK_FLOWS, pathnames };
export type { AppRoute, Locale };

/** The default language, for visitors who give no hint at all. */
export const DEFAULT_LOCALE: Locale = 'fr';

/** A listing for rent and a project of the shipped data set, for the detail journeys. */
export const SAMPLE_LISTING_ID = search('fr', { goal: 'rent' }).items[0]!.id;
export const SAMPLE_PROJECT_ID = listProjects('fr')[0]!.id;

/** The canonical path of a listing in a language (goal, city, slug and id). */
export function listingPath(id: number, locale: Locale): string {
  return localizedPath(
    listingHref(getListing(id, locale)!).pathname,
    locale,
    listingHref(getListing(id, locale)!).params,
  );
}

export function projectPath(id: number, locale: Locale): string {
  return localizedPath(
    projectHref(getProject(id, locale)!).pathname,
    locale,
    projectHref(getProject(id, locale)!).params,
  );
}

export function listingHeadline(id: number, locale: Locale): string {
  return getListing(id, locale)!.headline;
}

/** The published service pages (children of /services), by language. */
export const SERVICE_SLUGS: Record<'sell' | 'rentOut', Record<Locale, string>> = {
  sell: { en: 'sell', nl: 'verkopen', fr: 'vente', de: 'verkaufen' },
  rentOut: { en: 'rent-out', nl: 'verhuren', fr: 'location', de: 'vermieten' },
};

type Params = Record<string, string>;

/** The visible template of a route in a language, e.g. `/a-vendre` or `/bien/[id]`. */
export function template(route: AppRoute, locale: Locale): string {
  const entry = pathnames[route];
  return typeof entry === 'string' ? entry : entry[locale];
}

/** The full URL path a visitor sees: language prefix, translated path, trailing slash. */
export function localizedPath(route: AppRoute, locale: Locale, params: Params = {}): string {
  let path: string = template(route, locale);
  for (const [name, value] of Object.entries(params)) path = path.replace(`[${name}]`, value);
  if (path.includes('[')) throw new Error(`Missing params for ${route}: ${path}`);
  return path === '/' ? `/${locale}/` : `/${locale}${path}/`;
}

/** The draft article shown by the preview route, per language (data/articles/property-management). */
export const PREVIEW_SLUGS: Record<Locale, string> = {
  en: 'property-management',
  nl: 'beheer',
  fr: 'gestion',
  de: 'verwaltung',
};

/**
 * What a page case adds to its path to be served: the preview route's signed link (a preview
 * page without one is a 404, see hostile-abuse.spec.ts).
 */
export type PageCase = { route: AppRoute; params: Params; label: string; query?: string };

/** The `?token=…` of a preview link for a draft's slug, signed as `npm run preview-link` does. */
export function previewQuery(slug: string, days = 1): string {
  const token = previewToken(
    purposeKey(E2E_SERVER_ENV.SESSION_SECRET, 'preview-link'),
    slug,
    previewExpiry(days),
  );
  return `?token=${encodeURIComponent(token)}`;
}

/** What each kind of page shows, to tell a real page from a 404 or an error. */
export function pageMarker(route: AppRoute): string {
  if (route === '/') return 'home-hero';
  if (route === '/feedback/[flow]') return 'feedback';
  if (route === '/for-sale' || route === '/for-rent') return 'results';
  if (route === '/projects') return 'projects';
  if (route === '/print/[id]') return 'print-view';
  if (route === '/map-frame') return 'map-frame';
  if (route === '/contact') return 'form-contact';
  if (route === '/demand-register') return 'form-demand';
  if (route === '/contact-demand') return 'form-valuation';
  if (route === '/newsletter') return 'form-newsletter';
  if (route === '/login') return 'form-login';
  if (route === '/privacy-statement' || route === '/cookie-policy' || route === '/disclaimer')
    return 'legal-page';
  if (route === '/testimonials') return 'testimonials';
  if (route === '/favourites') return 'favourites';
  if (route === '/search-alert') return 'search-alert';
  if (route === '/purchase-costs') return 'purchase-costs-page';
  if (route === '/preview/[slug]') return 'preview';
  if (route.endsWith('/[city]/[slug]/[id]'))
    return route.startsWith('/projects') ? 'project-detail' : 'listing-detail';
  // pages made of their configured modules: services, about us, a service page
  return 'page-modules';
}

/** One case per concrete page a route can show in a language (every flow, every published service). */
export function pageCases(locale: Locale): PageCase[] {
  return (Object.keys(pathnames) as AppRoute[]).flatMap((route): PageCase[] => {
    switch (route) {
      // Short detail addresses only redirect to the canonical ones (see redirects.spec.ts).
      case '/property/[id]':
      case '/project/[id]':
        return [];
      // Private to a logged-in owner: without a session they lead to the login (owner-portal.spec.ts).
      case '/owner-portal':
      case '/owner-portal/[id]':
        return [];
      case '/print/[id]':
        return [
          {
            route,
            params: { id: String(SAMPLE_LISTING_ID) },
            label: `${route} (id ${SAMPLE_LISTING_ID})`,
          },
        ];
      case '/for-sale/[city]/[slug]/[id]':
      case '/for-rent/[city]/[slug]/[id]': {
        const listing = search(locale, { goal: route.startsWith('/for-sale') ? 'sale' : 'rent' })
          .items[0]!;
        return [
          { route, params: listingHref(listing).params, label: `${route} (id ${listing.id})` },
        ];
      }
      case '/projects/[city]/[slug]/[id]': {
        const project = listProjects(locale)[0]!;
        return [
          { route, params: projectHref(project).params, label: `${route} (id ${project.id})` },
        ];
      }
      case '/services/[slug]':
        return Object.values(SERVICE_SLUGS).map((slugs) => ({
          route,
          params: { slug: slugs[locale] },
          label: `${route} (${slugs[locale]})`,
        }));
      case '/preview/[slug]':
        return [
          {
            route,
            params: { slug: PREVIEW_SLUGS[locale] },
            label: `${route} (draft article)`,
            query: previewQuery(PREVIEW_SLUGS[locale]),
          },
        ];
      case '/feedback/[flow]':
        return FEEDBACK_FLOWS.map((flow) => ({
          route,
          params: { flow },
          label: `${route} (${flow})`,
        }));
      default:
        return [{ route, params: {}, label: route }];
    }
  });
}

/** The path and query of a Location header (which may be absolute or relative). */
export function locationOf(location: string | undefined): string {
  if (!location) throw new Error('The response has no Location header');
  const url = new URL(location, 'http://placeholder.invalid');
  return `${url.pathname}${url.search}`;
}

/** Expected texts from the brief, kept independent of the message files on purpose. */
export const HOME_TITLES: Record<Locale, string> = {
  en: 'Find the home that fits your life',
  nl: 'Vind de woning die bij uw leven past',
  fr: 'Trouvez le logement qui vous ressemble',
  de: 'Finden Sie das Zuhause, das zu Ihrem Leben passt',
};

export const NOT_FOUND_TITLES: Record<Locale, string> = {
  en: 'We could not find this page',
  fr: "Nous n'avons pas trouvé cette page",
  nl: 'We vonden deze pagina niet',
  de: 'Diese Seite haben wir nicht gefunden',
};

/** The title of the 404 of an unknown property id (PROPERTY_NOT_FOUND). */
export const PROPERTY_NOT_FOUND_TITLES: Record<Locale, string> = {
  en: 'Property not found',
  fr: 'Bien introuvable',
  nl: 'Pand niet gevonden',
  de: 'Immobilie nicht gefunden',
};

export const MAIN_MENU_LABELS: Record<Locale, string> = {
  en: 'Main menu',
  nl: 'Hoofdmenu',
  fr: 'Menu principal',
  de: 'Hauptmenü',
};
