'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { RouteHref } from '@/lib/content/menu';
import { useCurrentRoute } from './use-current-route';

/** A menu link that marks itself as the current page (`aria-current`). */
export function NavLink({ href, ...props }: { href: RouteHref } & Omit<ComponentProps<typeof Link>, 'href'>) {
  const match = useCurrentRoute();
  const isCurrent =
    match?.route === href.pathname &&
    Object.entries(href.params ?? {}).every(([name, value]) => match.params[name] === value);
  return <Link href={href as never} aria-current={isCurrent ? 'page' : undefined} {...props} />;
}
