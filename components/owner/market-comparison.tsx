import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/model/types';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import {
  MARKET_ROWS,
  MIN_COMPARABLES,
  PRICE_BAND,
  type MarketComparison as Comparison,
  type MarketFigures,
  type MarketRow,
} from '@/lib/stats/market';
import styles from './owner.module.css';

/** The owner's property beside the median of comparable listings (lib/stats/market.ts), as a table. */
export async function MarketComparison({
  comparison,
  listing,
  locale,
}: {
  comparison: Comparison;
  listing: Pick<Listing, 'goal' | 'region'>;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Owner.stats.market' });
  const scope = {
    goal: listing.goal,
    region: listing.region ? t(`regions.${listing.region}`) : '',
    band: formatPercent(PRICE_BAND, locale),
  };
  const value = (row: MarketRow, figures: MarketFigures) => {
    const figure = figures[row];
    if (figure === null) return t('unknown');
    return row === 'pricePerArea'
      ? formatCurrency(figure, locale)
      : formatNumber(figure, locale, 1);
  };

  return (
    <section
      className={styles.card}
      aria-labelledby="market-title"
      data-testid="market"
      data-state={comparison.state}
    >
      <h2 id="market-title">{t('title')}</h2>
      {comparison.state === 'not-comparable' && <p>{t('notComparable')}</p>}
      {comparison.state === 'too-few' && (
        <p data-count={comparison.count}>
          {t('tooFew', { ...scope, count: comparison.count, minimum: MIN_COMPARABLES })}
        </p>
      )}
      {comparison.state === 'compared' && (
        <>
          <p className={styles.muted} data-count={comparison.count}>
            {t('lead', { ...scope, count: comparison.count })}
          </p>
          <table className={`${styles.table} ${styles.marketTable}`} data-testid="market-table">
            <caption className="visually-hidden">{t('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('measure')}</th>
                <th scope="col">{t('yours')}</th>
                <th scope="col">{t('median')}</th>
              </tr>
            </thead>
            <tbody>
              {MARKET_ROWS.map((row) => (
                <tr key={row} data-row={row}>
                  <th scope="row">{t(`rows.${row}`)}</th>
                  <td data-value="property">{value(row, comparison.property)}</td>
                  <td data-value="median">{value(row, comparison.median)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
