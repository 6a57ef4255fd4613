import { getTranslations } from 'next-intl/server';
import type { ViewTotals } from '@/lib/db/page-views';
import { formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './owner.module.css';

const PERIODS = ['today', 'week', 'month', 'total'] as const;

/** Visits today, this week, this month and in total. */
export async function VisitFigures({
  totals,
  locale,
  compact = false,
}: {
  totals: ViewTotals;
  locale: Locale;
  compact?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner.stats' });
  return (
    <dl className={`${styles.figures} ${compact ? styles.compact : ''}`}>
      {PERIODS.map((period) => (
        <div key={period} className={styles.figure} data-testid={`visits-${period}`}>
          <dt>{t(period)}</dt>
          <dd>{formatNumber(totals[period], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}
