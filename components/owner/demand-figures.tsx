import type { CSSProperties } from 'react';
import { getTranslations } from 'next-intl/server';
import { formatDate, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import type { DemandCount, DemandPoint } from '@/lib/stats/demand';
import styles from './owner.module.css';

/**
 * How many registrations and search alerts match the property now, and at the end of each of the
 * last weeks (lib/stats/demand.ts): counts only, as figures and as a table with a bar per week
 * drawn in CSS (no script), which screen readers read as the table it is.
 */
export async function DemandFigures({
  demand,
  locale,
}: {
  demand: { now: DemandCount; history: DemandPoint[] };
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner.stats.demand' });
  const number = (value: number) => formatNumber(value, locale);
  const highest = Math.max(1, ...demand.history.map((point) => point.total));

  return (
    <section className={styles.card} aria-labelledby="demand-title" data-testid="demand">
      <h2 id="demand-title">{t('title')}</h2>
      <p className={styles.muted}>{t('lead')}</p>
      <dl className={styles.figures}>
        <div className={styles.figure} data-testid="demand-now" data-count={demand.now.total}>
          <dt>{t('now')}</dt>
          <dd>{number(demand.now.total)}</dd>
        </div>
        <div className={styles.figure} data-testid="demand-register">
          <dt>{t('register')}</dt>
          <dd>{number(demand.now.register)}</dd>
        </div>
        <div className={styles.figure} data-testid="demand-alert">
          <dt>{t('alert')}</dt>
          <dd>{number(demand.now.alert)}</dd>
        </div>
      </dl>
      {demand.now.total === 0 && <p data-testid="demand-none">{t('none')}</p>}
      <div
        className={styles.scroll}
        tabIndex={0}
        role="region"
        aria-label={t('history', { weeks: demand.history.length })}
      >
        <table className={`${styles.table} ${styles.demandTable}`} data-testid="demand-history">
          <caption>{t('history', { weeks: demand.history.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('week')}</th>
              <th scope="col">{t('total')}</th>
              <th scope="col">{t('register')}</th>
              <th scope="col">{t('alert')}</th>
            </tr>
          </thead>
          <tbody>
            {[...demand.history].reverse().map((point) => (
              <tr key={point.at} data-total={point.total}>
                <th scope="row">{formatDate(point.at, locale)}</th>
                <td>
                  <span className={styles.demandBar}>
                    <span
                      aria-hidden="true"
                      style={{ '--share': (point.total / highest).toFixed(3) } as CSSProperties}
                    />
                    <strong>{number(point.total)}</strong>
                  </span>
                </td>
                <td>{number(point.register)}</td>
                <td>{number(point.alert)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
