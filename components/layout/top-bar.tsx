import type { ReactNode } from 'react';
import type { TopBarItem } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { Icon } from '@/components/ui/icon';
import { SmartLink } from './smart-link';
import styles from './top-bar.module.css';

const SOCIAL_ICONS = new Set(['facebook', 'instagram', 'linkedin', 'youtube']);

/** One list of top-bar links; social links show their mark only, their name stays for screen readers. */
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
  const published = items.filter((item) => item.status === 'Published');
  if (published.length === 0) return null;
  const list = (
    <ul className={styles.list} aria-label={landmark ? undefined : label}>
      {published.map((item) => {
        const iconOnly = SOCIAL_ICONS.has(item.icon);
        return (
          <li key={item.id}>
            <SmartLink link={item.link} className={styles.link} newTabLabel={newTabLabel}>
              <span className={styles.icon} style={{ color: item.colour }}>
                <Icon name={item.icon} size={iconOnly ? 18 : 15} />
              </span>
              <span className={iconOnly ? 'visually-hidden' : undefined}>{item.label[locale]}</span>
            </SmartLink>
          </li>
        );
      })}
    </ul>
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
