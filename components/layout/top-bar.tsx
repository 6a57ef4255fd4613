import type { ReactNode } from 'react';
import type { TopBarItem } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localizedHref } from '@/lib/i18n/href';
import { isStaticRoute, type StaticRoute } from '@/lib/i18n/pathnames';
import { TopBarLinksView, type TopBarLink } from './top-bar-links-view';
import styles from './top-bar.module.css';

const SOCIAL_ICONS = new Set(['facebook', 'instagram', 'linkedin', 'youtube']);

/**
 * A list of top-bar links resolved for the page (SmartLink's rules: an internal route in the
 * page's language, an https link in a new tab); social links show their mark only, their name
 * stays for screen readers. Resolved once per page: the top bar and the drawer are given the same
 * list, which the page's payload then carries once.
 */
export function topBarLinks(items: TopBarItem[], locale: Locale): TopBarLink[] {
  return items
    .filter((item) => item.status === 'Published')
    .map((item): TopBarLink => {
      const internal = isStaticRoute(item.link);
      return {
        id: item.id,
        href: internal ? localizedHref(locale, item.link as StaticRoute) : item.link,
        ...(!internal && item.link.startsWith('https://') ? { external: true as const } : {}),
        icon: item.icon,
        colour: item.colour,
        label: item.label[locale],
        ...(SOCIAL_ICONS.has(item.icon) ? { iconOnly: true as const } : {}),
      };
    });
}

/** One list of top-bar links, drawn by top-bar-links-view.tsx; nothing when none is published. */
export function TopBarLinks({
  links,
  label,
  newTabLabel,
  landmark,
}: {
  links: TopBarLink[];
  label: string;
  newTabLabel: string;
  /** In the top bar the lists are navigation landmarks; inside the drawer they are plain lists. */
  landmark: boolean;
}) {
  if (links.length === 0) return null;
  const list = (
    <TopBarLinksView links={links} {...(landmark ? {} : { label })} newTabLabel={newTabLabel} />
  );
  return landmark ? <nav aria-label={label}>{list}</nav> : list;
}

export function TopBar({
  left,
  right,
  labels,
  children,
}: {
  left: TopBarLink[];
  right: TopBarLink[];
  labels: { left: string; right: string; newTab: string };
  /** Shown at the right end of the bar: the language switcher on wide screens. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.bar} data-testid="top-bar" data-print="hide">
      <div className={`container ${styles.inner}`}>
        <TopBarLinks links={left} label={labels.left} newTabLabel={labels.newTab} landmark />
        <div className={styles.end}>
          <TopBarLinks links={right} label={labels.right} newTabLabel={labels.newTab} landmark />
          {children}
        </div>
      </div>
    </div>
  );
}
