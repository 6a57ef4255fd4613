import type { ReactNode } from 'react';
import type { TopBarItem } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { localizedHref } from '@/lib/i18n/href';
import { isStaticRoute, type StaticRoute } from '@/lib/i18n/pathnames';
import { TopBarLinksView, type TopBarLink } from './top-bar-links-view';
import styles from './top-bar.module.css';

const SOCIAL_ICONS = new Set(['facebook', 'instagram', 'linkedin', 'youtube']);

/**
 * One list of top-bar links; social links show their mark only, their name stays for screen
 * readers. Resolved here (SmartLink's rules: an internal route in the page's language, an https
 * link in a new tab), drawn by top-bar-links-view.tsx.
 */
export function TopBarLinks({
  items,
  locale,
  label,
  newTabLabel,
  landmark,
}: {
  items: TopBarItem[];
  locale: Locale;
  label: string;
  newTabLabel: string;
  /** In the top bar the lists are navigation landmarks; inside the drawer they are plain lists. */
  landmark: boolean;
}) {
  const links = items
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
  if (links.length === 0) return null;
  const list = (
    <TopBarLinksView links={links} {...(landmark ? {} : { label })} newTabLabel={newTabLabel} />
  );
  return landmark ? <nav aria-label={label}>{list}</nav> : list;
}

export function TopBar({
  left,
  right,
  locale,
  labels,
  children,
}: {
  left: TopBarItem[];
  right: TopBarItem[];
  locale: Locale;
  labels: { left: string; right: string; newTab: string };
  /** Shown at the right end of the bar: the language switcher on wide screens. */
  children?: ReactNode;
}) {
  return (
    <div className={styles.bar} data-testid="top-bar" data-print="hide">
      <div className={`container ${styles.inner}`}>
        <TopBarLinks
          items={left}
          locale={locale}
          label={labels.left}
          newTabLabel={labels.newTab}
          landmark
        />
        <div className={styles.end}>
          <TopBarLinks
            items={right}
            locale={locale}
            label={labels.right}
            newTabLabel={labels.newTab}
            landmark
          />
          {children}
        </div>
      </div>
    </div>
  );
}
