'use client';

import {
  createContext,
  startTransition,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { LanguageTargets } from '@/lib/i18n/language-targets';
import { withPageQuery } from '@/lib/i18n/page-query';

type LanguageLinks = {
  current: Locale;
  locales: readonly Locale[];
  targets: LanguageTargets;
  complete: boolean;
};

/**
 * The page's targets, as the `@languages` slot publishes them. The slot is rendered before the
 * header (layout.tsx), on the server as in the browser, so the switcher reads them in the same
 * pass; while the server still waits for the slot's data the switcher waits with it.
 */
type TargetsStore = {
  get: () => LanguageTargets | null;
  publish: (targets: LanguageTargets) => void;
  notify: () => void;
  subscribe: (onChange: () => void) => () => void;
  ready: Promise<void>;
};

function createTargetsStore(): TargetsStore {
  let targets: LanguageTargets | null = null;
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  const listeners = new Set<() => void>();
  return {
    get: () => targets,
    publish: (next) => {
      targets = next;
      resolve();
    },
    notify: () => listeners.forEach((listener) => listener()),
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    ready,
  };
}

const StoreContext = createContext<TargetsStore | null>(null);

function useStore(): TargetsStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('language links are used outside <LanguageLinksProvider>');
  return store;
}

/**
 * The page's language targets, computed on the server (lib/seo/page-language-targets.ts) by the
 * `@languages` slot: four addresses, not the tables they come from.
 */
export function PageLanguageTargets({ targets }: { targets: LanguageTargets }) {
  const store = useStore();
  // written while rendering, before the header reads it (server HTML and hydration alike)
  if (store.get() !== targets) store.publish(targets);
  // a later page (client navigation) tells the switcher, which rendered before it
  useLayoutEffect(() => store.notify(), [store, targets]);
  return null;
}

/** The page's query: only the browser knows it on a prerendered page (none while hydrating). */
function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const LanguageLinksContext = createContext<{
  current: Locale;
  locales: readonly Locale[];
} | null>(null);

/**
 * The page being read, in each enabled language, for the language switcher and the restored
 * choice of locale-memory.tsx. The server HTML links each language's own address (the page's
 * slot computes it); in the browser the links then also get the page's query where the server
 * could not know it (a form's `?property=`).
 */
export function LanguageLinksProvider({
  current,
  locales,
  children,
}: {
  /** The language of the page. */
  current: Locale;
  locales: readonly Locale[];
  children: ReactNode;
}) {
  const [store] = useState(createTargetsStore);
  const value = useMemo(() => ({ current, locales }), [current, locales]);
  return (
    <StoreContext.Provider value={store}>
      <LanguageLinksContext.Provider value={value}>{children}</LanguageLinksContext.Provider>
    </StoreContext.Provider>
  );
}

export function useLanguageLinks(): LanguageLinks {
  const links = useContext(LanguageLinksContext);
  if (!links) throw new Error('useLanguageLinks() is used outside <LanguageLinksProvider>');
  const { current, locales } = links;
  const store = useStore();
  const published = useSyncExternalStore(store.subscribe, store.get, store.get);
  // the server renders the header once the slot has published (it always does: page or default)
  if (published === null && typeof window === 'undefined') use(store.ready);
  const targets = published ?? store.get();
  // The query, read in the browser once the page has hydrated, as a transition: through
  // useSyncExternalStore (null on the server) React re-rendered every switcher at once, in the
  // task that runs the page's effects. Read at each render after that (a client-side navigation
  // re-renders), and on the history's back and forward.
  const [hydrated, setHydrated] = useState(false);
  const [, historyMoved] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    startTransition(() => setHydrated(true));
    return subscribeToHistory(historyMoved);
  }, []);
  const search = hydrated ? window.location.search : null;
  const complete = useMemo(() => {
    if (search === null || !targets) return null;
    return Object.fromEntries(
      locales.flatMap((to) => {
        const target = targets[to];
        return target ? [[to, withPageQuery(target, search, current, to)]] : [];
      }),
    ) as LanguageTargets;
  }, [search, targets, locales, current]);
  return { current, locales, targets: complete ?? targets ?? {}, complete: complete !== null };
}
