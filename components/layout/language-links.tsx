'use client';

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { ParamTranslations } from '@/lib/i18n/param-translations';
import { routePath } from '@/lib/i18n/route-path';
import { routeIn, switchTarget, type CityNames } from '@/lib/i18n/switch-language';
import { useCurrentRoute } from './use-current-route';

type LanguageLinks = {
  current: Locale;
  locales: readonly Locale[];
  targets: Partial<Record<Locale, string>>;
  complete: boolean;
};

type PageFacts = { search: string; alternates: Partial<Record<string, string>> };

/** The page's query and its hreflang alternates (paths), as one comparable snapshot. */
function readPage(): string {
  const alternates: Partial<Record<string, string>> = {};
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    alternates[link.hreflang] = new URL(link.href).pathname;
  }
  return JSON.stringify({ search: window.location.search, alternates } satisfies PageFacts);
}

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const LanguageLinksContext = createContext<LanguageLinks | null>(null);

/**
 * The page being read, in each enabled language, for the language switcher and the restored
 * choice of locale-memory.tsx. The server knows the route (the HTML links to it); in the browser
 * the links then get what only the page knows: its query in the other language (a list's
 * filters, city names translated) and, for a detail page, its slug there (its hreflang link).
 */
export function LanguageLinksProvider({
  current,
  locales,
  paramTranslations,
  cities,
  children,
}: {
  /** The language of the page. */
  current: Locale;
  locales: readonly Locale[];
  paramTranslations: ParamTranslations;
  cities: CityNames;
  children: ReactNode;
}) {
  const match = useCurrentRoute();
  const routePaths = useMemo(
    () =>
      Object.fromEntries(
        locales.map((to) => {
          const href = routeIn(match, current, to, paramTranslations);
          return [to, routePath(to, href.pathname, 'params' in href ? href.params : undefined)];
        }),
      ) as Record<Locale, string>,
    [locales, match, current, paramTranslations],
  );
  // What only the browser knows: null while prerendering and hydrating, then read from the page.
  const page = useSyncExternalStore(subscribeToHistory, readPage, () => null);
  const complete = useMemo(() => {
    if (page === null) return null;
    const { search, alternates } = JSON.parse(page) as PageFacts;
    return Object.fromEntries(
      locales.map((to) => [
        to,
        switchTarget({
          routePath: routePaths[to],
          alternatePath: alternates[to] ?? null,
          match,
          search,
          from: current,
          to,
          cities,
          hasAlternates: Object.keys(alternates).length > 0,
          listPath: (route) => routePath(to, route),
        }),
      ]),
    ) as Partial<Record<Locale, string>>;
  }, [page, locales, routePaths, match, current, cities]);

  const value = useMemo(
    () => ({ current, locales, targets: complete ?? routePaths, complete: complete !== null }),
    [current, locales, complete, routePaths],
  );
  return <LanguageLinksContext.Provider value={value}>{children}</LanguageLinksContext.Provider>;
}

export function useLanguageLinks(): LanguageLinks {
  const links = useContext(LanguageLinksContext);
  if (!links) throw new Error('useLanguageLinks() is used outside <LanguageLinksProvider>');
  return links;
}
