import { getTranslations } from 'next-intl/server';
import type { CrmStatistic } from '@/lib/crm/omnicasa/figures';
import type { CrmFiguresView } from '@/lib/crm/omnicasa/figures-cache';
import { formatDate, formatNumber, REGIONAL_LOCALES, TIME_ZONE } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './owner.module.css';

function timeOf(at: number, locale: Locale): string {
  return new Intl.DateTimeFormat(REGIONAL_LOCALES[locale], {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: TIME_ZONE,
  }).format(at);
}

function Statistic({
  statistic,
  title,
  testId,
  locale,
}: {
  statistic: CrmStatistic | null;
  title: string;
  testId: string;
  locale: Locale;
}) {
  if (!statistic) return null;
  return (
    <div className={styles.figure} data-testid={testId}>
      <dt>{title}</dt>
      <dd>{formatNumber(statistic.total, locale)}</dd>
      {statistic.rows.length > 0 && (
        <dd className={styles.muted}>
          {statistic.rows
            .map((row) => `${row.label}: ${formatNumber(row.count, locale)}`)
            .join(' · ')}
        </dd>
      )}
    </div>
  );
}

/** The agency CRM's figures of the property (cached; docs/crm-omnicasa.md › Owners from the CRM). */
export async function CrmFigures({ view, locale }: { view: CrmFiguresView; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Owner.crm' });
  return (
    <section
      className={styles.card}
      aria-labelledby="crm-figures-title"
      data-testid="crm-figures"
      data-state={view.state}
    >
      <h2 id="crm-figures-title">{t('title')}</h2>
      {view.state === 'unavailable' ? (
        <p role="status" data-testid="crm-unavailable">
          {t('unavailable')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t(view.state === 'fresh' ? 'asOf' : 'stale', {
              date: formatDate(view.fetchedAt, locale),
              time: timeOf(view.fetchedAt, locale),
            })}
          </p>
          <dl className={styles.figures}>
            <Statistic
              statistic={view.figures.visits}
              title={t('visits')}
              testId="crm-visits"
              locale={locale}
            />
            <Statistic
              statistic={view.figures.matching}
              title={t('matching')}
              testId="crm-matching"
              locale={locale}
            />
          </dl>
          <h3>{t('history')}</h3>
          {view.figures.history.length === 0 ? (
            <p>{t('noHistory')}</p>
          ) : (
            <ol className={styles.timeline} data-testid="crm-history">
              {view.figures.history.map((entry, index) => (
                <li key={`${entry.at}-${index}`}>
                  {entry.at && (
                    <time dateTime={entry.at}>{formatDate(Date.parse(entry.at), locale)}</time>
                  )}
                  {[entry.kind, entry.text].filter(Boolean).join(': ')}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
