'use client';

import { useMemo } from 'react';
import { useSelectedLayoutSegments } from 'next/navigation';
import { matchInternalPath, type RouteMatch } from '@/lib/i18n/match-route';
import { listOfResults } from '@/lib/i18n/switch-language';

/**
 * The route and params of the page being shown, read from the router's segments below the
 * language layout. Unlike the URL, the segments are the internal route names, and they are the
 * same while a page is prerendered as when it runs in the browser. A list's search (its cached
 * results route) is the list.
 */
export function useCurrentRoute(): RouteMatch | null {
  // route groups such as (site) are folders, not path segments
  const path = `/${useSelectedLayoutSegments()
    .filter((segment) => !segment.startsWith('('))
    .join('/')}`;
  return useMemo(() => {
    const list = listOfResults(path);
    return list ? { route: list, params: {} } : matchInternalPath(path);
  }, [path]);
}
