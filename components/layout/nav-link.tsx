'use client';

import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import type { RouteHref } from '@/lib/i18n/href';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { useCurrentRoute } from './use-current-route';

/**
 * A menu link that marks itself as the current page (`aria-current`). A plain anchor: the menu is
 * in every page, and a router link would prefetch each entry while a phone is still loading.
 */
export function NavLink({ href, ...props }: { href: RouteHref } & Omit<ComponentProps<'a'>, 'href'>) {
  const locale = useLocale() as Locale;
  const match = useCurrentRoute();
  const isCurrent =
    match?.route === href.pathname &&
    Object.entries('params' in href ? href.params : {}).every(([name, value]) => match.params[name] === value);
  return <a href={localizedHref(locale, href)} aria-current={isCurrent ? 'page' : undefined} {...props} />;
}
