'use client';

import { useSelectedLayoutSegments } from 'next/navigation';
import { pageOfInternalPath } from '@/lib/i18n/internal-path';

/**
 * The page being shown, as its internal path (`/`, `/for-sale`, `/services/vente`), read from the
 * router's segments below the language layout. Unlike the URL, the segments are the internal
 * route names, and they are the same while a page is prerendered as when it runs in the browser.
 * A list's search (its cached results route) is the list.
 */
export function useCurrentPage(): string {
  // route groups such as (site) are folders, not path segments
  return pageOfInternalPath(
    `/${useSelectedLayoutSegments()
      .filter((segment) => !segment.startsWith('('))
      .join('/')}`,
  );
}
