import { getTranslations } from 'next-intl/server';
import { labelled } from '@/lib/format/text';
import { formatCurrency, formatDate, formatDay, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { isFlowNameKey } from '@/lib/i18n/message-keys';
import { EFFECT_DAYS, type HistoryEvent } from '@/lib/stats/dashboard';
import type { PropertyDashboard as Dashboard } from '@/lib/stats/portal';
import { CHART_COLOURS } from './chart-colours';
import { DemandFigures } from './demand-figures';
import { LazyViewsChart } from './lazy-views-chart';
import { MarketComparison } from './market-comparison';
import { VisitFigures } from './visit-figures';
import styles from './owner.module.css';

/** Label and figure per row (page kinds, sources), each row marked with its key for tests and styles. */
function CountRows({
  rows,
  testId,
  attribute,
}: {
  rows: { key: string; label: string; count: string }[];
  testId: string;
  attribute: 'data-kind' | 'data-source';
}) {
  return (
    <ul className={styles.rows} data-testid={testId}>
      {rows.map(({ key, label, count }) => (
        <li key={key} {...{ [attribute]: key }}>
          <span>{label}</span>
          <strong>{count}</strong>
        </li>
      ))}
    </ul>
  );
}

/** One property's statistics and history: figures, page kinds, requests, sources, chart, timeline. */
export async function PropertyDashboard({
  dashboard,
  locale,
}: {
  dashboard: Dashboard;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner' });
  const tFlows = await getTranslations({ locale, namespace: 'Mail.flows' });
  const number = (value: number) => formatNumber(value, locale);
  const kindName = (kind: string) => (isFlowNameKey(kind) ? tFlows(kind) : kind);
  const chartTotal = dashboard.chart.reduce((sum, point) => sum + point.views, 0);
  const chartRequests = dashboard.chart.reduce((sum, point) => sum + point.requests, 0);
  const price = (value: number) => formatCurrency(value, locale);
  const priceLabel = (value: number | null) =>
    value === null ? null : t('stats.priceTo', { price: price(value) });

  const eventText = (event: HistoryEvent) => {
    switch (event.type) {
      case 'published':
        return t('stats.events.published');
      case 'price':
        return t('stats.events.price', {
          previous: price(event.previous),
          price: price(event.price),
        });
      case 'offer':
        return t('stats.events.offer');
      case 'visit':
        return t('stats.events.visit', { date: formatDay(event.visitDate, locale) });
      case 'request':
        return t('stats.events.request', { kind: kindName(event.kind) });
    }
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="visits-title">
        <h2 id="visits-title">{t('stats.visits')}</h2>
        <VisitFigures totals={dashboard.totals} locale={locale} />
      </section>

      <section className={styles.card} aria-labelledby="chart-title">
        <h2 id="chart-title">{t('stats.chart')}</h2>
        <p className={styles.muted}>{t('stats.chartLead')}</p>
        <ul className={styles.legend} aria-hidden="true">
          <li>
            <span style={{ background: CHART_COLOURS.views }} />
            {t('stats.visits')}
          </li>
          <li>
            <span style={{ background: CHART_COLOURS.requests }} />
            {t('stats.requests')}
          </li>
          <li>
            <span className={styles.legendLine} style={{ borderColor: CHART_COLOURS.price }} />
            {t('stats.priceChange')}
          </li>
        </ul>
        <div className={styles.chart}>
          <LazyViewsChart
            points={dashboard.chart}
            dayLabels={dashboard.chart.map((point) => formatDay(point.day, locale, 'short'))}
            seriesName={t('stats.visits')}
            requestsName={t('stats.requests')}
            priceLabels={dashboard.chart.map((point) => priceLabel(point.price))}
            summary={`${labelled(t('stats.chart'), locale)} ${number(chartTotal)}; ${labelled(t('stats.requests'), locale)} ${number(chartRequests)}`}
          />
        </div>
        <details className={styles.details}>
          <summary>{t('stats.chartTable')}</summary>
          <div
            className={styles.scroll}
            tabIndex={0}
            role="region"
            aria-label={t('stats.chartTable')}
          >
            <table className={`${styles.table} ${styles.chartTable}`} data-testid="chart-table">
              <thead>
                <tr>
                  <th scope="col">{t('stats.day')}</th>
                  <th scope="col">{t('stats.visits')}</th>
                  <th scope="col">{t('stats.requests')}</th>
                  <th scope="col">{t('stats.priceChange')}</th>
                </tr>
              </thead>
              <tbody>
                {[...dashboard.chart].reverse().map((point) => (
                  <tr key={point.day} data-day={point.day}>
                    <th scope="row">{formatDay(point.day, locale)}</th>
                    <td>{number(point.views)}</td>
                    <td>{number(point.requests)}</td>
                    <td data-price={point.price ?? undefined}>
                      {point.price !== null && (
                        <span className={styles.priceMark}>{priceLabel(point.price)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        {dashboard.priceChanges.length > 0 && (
          <div
            className={styles.scroll}
            tabIndex={0}
            role="region"
            aria-label={t('stats.prices.title')}
          >
            <table className={`${styles.table} ${styles.priceTable}`} data-testid="price-changes">
              <caption>{t('stats.prices.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('stats.prices.date')}</th>
                  <th scope="col">{t('stats.prices.change')}</th>
                  <th scope="col">{t('stats.prices.views')}</th>
                  <th scope="col">{t('stats.prices.requests')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.priceChanges.map((change) => (
                  <tr key={change.date} data-date={change.date}>
                    <th scope="row">
                      <time dateTime={change.date}>
                        {formatDate(Date.parse(change.date), locale)}
                      </time>
                    </th>
                    <td data-price={change.price}>
                      {t('stats.prices.fromTo', {
                        previous: price(change.previous),
                        price: price(change.price),
                      })}
                    </td>
                    <td data-value="views">
                      {number(change.before.views)} / {number(change.after.views)}
                      {change.afterDays < EFFECT_DAYS && (
                        <>
                          <br />
                          <span className={styles.muted}>
                            {t('stats.prices.soFar', { count: change.afterDays })}
                          </span>
                        </>
                      )}
                    </td>
                    <td data-value="requests">
                      {number(change.before.requests)} / {number(change.after.requests)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {dashboard.priceChanges.length > 0 && (
          <p className={styles.muted}>{t('stats.prices.lead', { days: EFFECT_DAYS })}</p>
        )}
      </section>

      {dashboard.demand && <DemandFigures demand={dashboard.demand} locale={locale} />}

      {dashboard.market && (
        <MarketComparison
          comparison={dashboard.market.comparison}
          listing={dashboard.market.scope}
          locale={locale}
        />
      )}

      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="pages-title">
          <h2 id="pages-title">{t('stats.pages')}</h2>
          <CountRows
            testId="page-kinds"
            attribute="data-kind"
            rows={dashboard.pages.map(({ key, count }) => ({
              key,
              label: t(`stats.kinds.${key}`),
              count: number(count),
            }))}
          />
        </section>

        <section className={styles.card} aria-labelledby="communications-title">
          <h2 id="communications-title">{t('stats.communications')}</h2>
          <p className={styles.muted}>{t('stats.communicationsLead')}</p>
          {dashboard.communications.length === 0 ? (
            <p data-testid="communications-none">{t('stats.noCommunications')}</p>
          ) : (
            <ul className={styles.rows} data-testid="communications">
              {dashboard.communications.map(({ kind, count, last }) => (
                <li key={kind} data-kind={kind}>
                  <span>
                    {kindName(kind)}
                    <br />
                    <span className={styles.muted}>
                      {t('stats.lastOn', { date: formatDate(last, locale) })}
                    </span>
                  </span>
                  <strong>{number(count)}</strong>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.card} aria-labelledby="media-title">
          <h2 id="media-title">{t('stats.media')}</h2>
          <p className={styles.muted}>{t('stats.mediaLead')}</p>
          <CountRows
            testId="sources"
            attribute="data-source"
            rows={dashboard.sources.map(({ key, count }) => ({
              key,
              label: t(`stats.sources.${key}`),
              count: number(count),
            }))}
          />
        </section>
      </div>

      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title">{t('stats.history')}</h2>
        <ol className={styles.timeline} data-testid="history">
          {dashboard.history.map((event, index) => (
            <li key={`${event.type}-${event.at}-${index}`} data-event={event.type}>
              <time dateTime={new Date(event.at).toISOString()}>
                {formatDate(event.at, locale)}
              </time>
              {eventText(event)}
            </li>
          ))}
        </ol>
      </section>

      <p className={styles.note}>{t('portal.counted')}</p>
    </>
  );
}
