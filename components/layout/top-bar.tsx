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
  className,
}: {
  items: TopBarItem[];
  locale: Locale;
  label: string;
  newTabLabel: string;
  className?: string;
}) {
  const published = items.filter((item) => item.status === 'Published');
  if (published.length === 0) return null;
  return (
    <ul className={className ?? styles.list} aria-label={label}>
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
}

export function TopBar({
  left,
  right,
  locale,
  labels,
}: {
  left: TopBarItem[];
  right: TopBarItem[];
  locale: Locale;
  labels: { left: string; right: string; newTab: string };
}) {
  return (
    <div className={styles.bar} data-testid="top-bar">
      <div className={`container ${styles.inner}`}>
        <TopBarLinks items={left} locale={locale} label={labels.left} newTabLabel={labels.newTab} />
        <TopBarLinks items={right} locale={locale} label={labels.right} newTabLabel={labels.newTab} />
      </div>
    </div>
  );
}
