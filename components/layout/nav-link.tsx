'use client';

import type { ComponentProps } from 'react';
import { useParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';
import type { RouteHref } from '@/lib/content/menu';

/** A menu link that marks itself as the current page (`aria-current`). */
export function NavLink({ href, ...props }: { href: RouteHref } & Omit<ComponentProps<typeof Link>, 'href'>) {
  const pathname = usePathname();
  const params = useParams<Record<string, string>>();
  const isCurrent =
    pathname === href.pathname &&
    Object.entries(href.params ?? {}).every(([name, value]) => params[name] === value);
  return <Link href={href as never} aria-current={isCurrent ? 'page' : undefined} {...props} />;
}
