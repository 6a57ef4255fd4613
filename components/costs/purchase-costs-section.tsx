import { useTranslations } from 'next-intl';
import { financing, isoDay, type PurchaseCosts } from '@/lib/costs/calculate';
import { costQuery, defaultOwnFunds, FINANCING_DEFAULTS } from '@/lib/costs/form';
import { listingCosts, type costSubject } from '@/lib/costs/listing';
import { formatCurrency, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './costs.module.css';

type Props = {
  listing: Parameters<typeof costSubject>[0];
  locale: Locale;
  headingId: string;
  className?: string;
  /** The day the deed is assumed on: today. */
  today?: Date;
};

/**
 * The cost of buying a property for sale, beside its price: the tax (registration duty, or VAT
 * for a new home) and the notary, for each situation a buyer can be in, with the rules of the
 * property's region; and a link that opens the calculator with these figures. Nothing for a
 * rental, a property already sold, a life annuity or a price on request (lib/costs/listing.ts).
 */
export function PurchaseCostsSection({ listing, locale, headingId, className, today }: Props) {
  const t = useTranslations('Costs');
  const computed = listingCosts(listing, isoDay(today));
  if (!computed) return null;
  const { subject } = computed;
  const columns = computed.columns.map(({ situation, input, costs }) => {
    const ownFunds = defaultOwnFunds(subject.price);
    const loan = financing(
      costs.allIn,
      ownFunds,
      FINANCING_DEFAULTS.ratePercent / 100,
      FINANCING_DEFAULTS.years,
    );
    return { situation, input, costs, loan, ownFunds };
  });
  type Column = (typeof columns)[number];
  /** One row's amounts, a cell per situation, marked for tests and styles. */
  const cells = (
    cost: string,
    amountOf: (column: Column) => number,
    rate?: (column: Column) => number,
  ) =>
    columns.map((column) => (
      <td
        key={column.situation}
        data-cost={cost}
        data-situation={column.situation}
        data-amount={amountOf(column)}
      >
        <span className="nowrap">{formatCurrency(amountOf(column), locale)}</span>
        {rate && <span className={styles.detail}>{formatPercent(rate(column), locale)}</span>}
      </td>
    ));
  const taxName = (costs: PurchaseCosts) =>
    costs.tax.kind === 'vat'
      ? t('result.vat')
      : subject.region === 'luxembourg'
        ? t('result.dutyLuxembourg')
        : t('result.duty');
  const region = t(`form.regions.${subject.region}`);

  return (
    <section
      aria-labelledby={headingId}
      className={className}
      data-testid="purchase-costs"
      data-region={subject.region}
    >
      <h2 id={headingId}>{t('section.title')}</h2>
      <p className={styles.sectionLead}>
        {t('section.lead', { price: formatCurrency(subject.price, locale), region })}
      </p>
      {subject.newBuild && <p className={styles.sectionLead}>{t('section.newBuild')}</p>}
      <table className={styles.table}>
        <caption className="visually-hidden">{t('section.title')}</caption>
        <thead>
          <tr>
            <td />
            {columns.map(({ situation }) => (
              <th key={situation} scope="col">
                {t(situation === 'own-home' ? 'section.ownHome' : 'section.other')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{taxName(columns[0]!.costs)}</th>
            {cells(
              'tax',
              ({ costs }) => costs.tax.amount,
              ({ costs }) => costs.tax.rate,
            )}
          </tr>
          <tr>
            <th scope="row">{t('result.notary')}</th>
            {cells('notary', ({ costs }) => costs.notary.amount)}
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('result.total')}</th>
            {cells('total', ({ costs }) => costs.total)}
          </tr>
          <tr>
            <th scope="row">
              {t('result.monthly')}
              <span className={styles.detail}>
                {t('result.monthlyDetail', {
                  years: FINANCING_DEFAULTS.years,
                  rate: formatPercent(FINANCING_DEFAULTS.ratePercent / 100, locale),
                  ownFunds: formatCurrency(columns[0]!.ownFunds, locale),
                })}
              </span>
            </th>
            {cells('monthly', ({ loan }) => loan.monthly)}
          </tr>
        </tfoot>
      </table>
      <p className={styles.note}>{t('result.caveat')}</p>
      <LocaleLink
        href={{ pathname: '/purchase-costs', query: costQuery(columns[0]!.input) }}
        className={`button button-secondary ${styles.open}`}
        data-testid="purchase-costs-link"
      >
        {t('section.open')}
      </LocaleLink>
    </section>
  );
}
