'use client';

import type { ComponentProps } from 'react';
import type { AppRoute } from '@/lib/i18n/pathnames';
import { useCurrentRoute } from './use-current-route';

/**
 * A menu link that marks itself as the current page (`aria-current`). A plain anchor: the menu is
 * in every page, and a router link would prefetch each entry while a phone is still loading. Its
 * address is written on the server (`href`); here it only compares its route with the page's.
 */
export function NavLink({
  route,
  params,
  ...props
}: { route: AppRoute; params?: Record<string, string> } & ComponentProps<'a'>) {
  const match = useCurrentRoute();
  const isCurrent =
    match?.route === route &&
    Object.entries(params ?? {}).every(([name, value]) => match.params[name] === value);
  return <a aria-current={isCurrent ? 'page' : undefined} {...props} />;
}
