import { useTranslations } from 'next-intl';
import type { CostRegion, Financing, PurchaseCosts } from '@/lib/costs/calculate';
import { formatCurrency, formatDay, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import styles from './costs.module.css';

type Props = {
  locale: Locale;
  region: CostRegion;
  costs: PurchaseCosts;
  financing?: { result: Financing; ratePercent: number; years: number; ownFunds: number };
};

/** The lines of a tax: what it is, its rate and base, and the relief applied. */
export function TaxLines({ costs, region, locale }: Omit<Props, 'financing'>) {
  const t = useTranslations('Costs.result');
  const money = (value: number) => formatCurrency(value, locale);
  const { tax } = costs;
  if (tax.kind === 'vat') {
    return (
      <>
        <span className={styles.label}>{t('vat')}</span>
        <span className={styles.detail}>
          {t('vatDetail', { rate: formatPercent(tax.rate, locale), base: money(tax.base) })}
        </span>
        {tax.cap !== null && (
          <span className={styles.detail}>{t('vatCapped', { amount: money(tax.cap) })}</span>
        )}
        <span className={styles.detail}>{t('since', { date: formatDay(tax.since, locale) })}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.label}>
        {region === 'luxembourg' ? t('dutyLuxembourg') : t('duty')}
      </span>
      <span className={styles.detail}>
        {t('dutyDetail', { rate: formatPercent(tax.rate, locale), base: money(tax.base) })}
      </span>
      {tax.abatement > 0 && (
        <span className={styles.detail}>{t('abatement', { amount: money(tax.abatement) })}</span>
      )}
      {tax.credit > 0 && (
        <span className={styles.detail}>{t('credit', { amount: money(tax.credit) })}</span>
      )}
      <span className={styles.detail}>{t('since', { date: formatDay(tax.since, locale) })}</span>
    </>
  );
}

export function NotaryLines({ costs, locale }: Pick<Props, 'costs' | 'locale'>) {
  const t = useTranslations('Costs.result');
  const money = (value: number) => formatCurrency(value, locale);
  const { notary } = costs;
  return (
    <>
      <span className={styles.label}>{t('notary')}</span>
      <span className={styles.detail}>
        {notary.kind === 'scale'
          ? t('notaryDetail', {
              fee: money(notary.fee),
              costs: money(notary.administrativeCosts),
              vat: money(notary.vat),
            })
          : t('notaryEstimate', { share: formatPercent(notary.share, locale) })}
      </span>
    </>
  );
}

/** The calculator's result: each cost with how it was found, the totals, and the loan. */
export function CostBreakdown({ locale, region, costs, financing }: Props) {
  const t = useTranslations('Costs.result');
  const money = (value: number) => <span className="nowrap">{formatCurrency(value, locale)}</span>;
  const loan = financing && financing.result.loan > 0 ? financing : null;
  return (
    <>
      <dl className={styles.breakdown} data-testid="cost-breakdown">
        <div className={styles.row} data-cost="tax" data-amount={costs.tax.amount}>
          <dt>
            <TaxLines costs={costs} region={region} locale={locale} />
          </dt>
          <dd>{money(costs.tax.amount)}</dd>
        </div>
        <div className={styles.row} data-cost="notary" data-amount={costs.notary.amount}>
          <dt>
            <NotaryLines costs={costs} locale={locale} />
          </dt>
          <dd>{money(costs.notary.amount)}</dd>
        </div>
        <div
          className={`${styles.row} ${styles.total}`}
          data-cost="total"
          data-amount={costs.total}
        >
          <dt>{t('total')}</dt>
          <dd>{money(costs.total)}</dd>
        </div>
        <div className={styles.row} data-cost="all-in" data-amount={costs.allIn}>
          <dt>{t('allIn')}</dt>
          <dd>{money(costs.allIn)}</dd>
        </div>
        {loan && (
          <>
            <div className={styles.row} data-cost="loan" data-amount={loan.result.loan}>
              <dt>{t('loan')}</dt>
              <dd>{money(loan.result.loan)}</dd>
            </div>
            <div
              className={`${styles.row} ${styles.monthly}`}
              data-cost="monthly"
              data-amount={loan.result.monthly}
            >
              <dt>
                <span className={styles.label}>{t('monthly')}</span>
                <span className={styles.detail}>
                  {t('monthlyDetail', {
                    years: loan.years,
                    rate: formatPercent(loan.ratePercent / 100, locale),
                    ownFunds: formatCurrency(loan.ownFunds, locale),
                  })}
                </span>
              </dt>
              <dd>{money(loan.result.monthly)}</dd>
            </div>
            <div className={styles.row} data-cost="interest" data-amount={loan.result.interest}>
              <dt>{t('interest')}</dt>
              <dd>{money(loan.result.interest)}</dd>
            </div>
          </>
        )}
      </dl>
      {financing && !loan && (
        <p className={styles.note} data-cost="no-loan">
          {t('noLoan')}
        </p>
      )}
    </>
  );
}
