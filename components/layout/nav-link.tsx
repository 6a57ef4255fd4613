'use client';

import type { ComponentProps } from 'react';
import type { AppRoute } from '@/lib/i18n/pathnames';
import { internalPathOf } from '@/lib/i18n/internal-path';
import { useCurrentPage } from './use-current-page';

/**
 * A menu link that marks itself as the current page (`aria-current`). A plain anchor: the menu is
 * in every page, and a router link would prefetch each entry while a phone is still loading. Its
 * address is written on the server (`href`); here it only compares its route and params, written as a path, with the page's.
 */
export function NavLink({
  route,
  params,
  ...props
}: { route: AppRoute; params?: Record<string, string> } & ComponentProps<'a'>) {
  const isCurrent = useCurrentPage() === internalPathOf(route, params);
  return <a aria-current={isCurrent ? 'page' : undefined} {...props} />;
}
