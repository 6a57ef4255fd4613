import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/layout/page-heading';
import { CostBreakdown } from '@/components/costs/cost-breakdown';
import { CostForm } from '@/components/costs/cost-form';
import { CostRules } from '@/components/costs/cost-rules';
import { financing, isoDay, purchaseCosts } from '@/lib/costs/calculate';
import { COST_FIELDS, parseCostQuery, type CostField } from '@/lib/costs/form';
import { formatCurrency, formatDay } from '@/lib/format/locale-format';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { localizedPath, pageMetadata } from '@/lib/seo/metadata';
import styles from '@/components/costs/costs.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Costs' });
  const asked = Object.keys(await searchParams).length > 0;
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('metaDescription'),
    hrefIn: () => ({ pathname: '/purchase-costs' }),
    indexable: !asked,
  });
}

/**
 * The cost calculator (issue 22): a GET form whose query the server reads and answers, so it
 * works the same with JavaScript off. The rules come from lib/costs/rules.ts, judged on today.
 */
export default async function PurchaseCostsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const t = await getTranslations({ locale, namespace: 'Costs' });
  const day = isoDay();
  const parsed = parseCostQuery(query);
  const values = Object.fromEntries(
    COST_FIELDS.flatMap((field) => {
      const raw = query[field];
      const value = Array.isArray(raw) ? raw[0] : raw;
      return typeof value === 'string' ? [[field, value.slice(0, 40)]] : [];
    }),
  ) as Partial<Record<CostField, string>>;

  const result =
    parsed.state === 'valid'
      ? (() => {
          const costs = purchaseCosts(parsed.input, day);
          return {
            input: parsed.input,
            costs,
            financing: {
              result: financing(
                costs.allIn,
                parsed.ownFunds,
                parsed.ratePercent / 100,
                parsed.years,
              ),
              ratePercent: parsed.ratePercent,
              years: parsed.years,
              ownFunds: parsed.ownFunds,
            },
          };
        })()
      : null;

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead', { date: formatDay(day, locale) })} />
      <div className={`container ${styles.page}`} data-testid="purchase-costs-page">
        <div className={styles.calculator}>
          <CostForm
            action={`${localizedPath(locale, { pathname: '/purchase-costs' })}#cost-result`}
            locale={locale}
            values={values}
            errors={parsed.state === 'invalid' ? parsed.errors : {}}
          />
          {result && (
            <section
              aria-labelledby="cost-result"
              className={styles.result}
              data-testid="cost-result"
              data-region={result.input.region}
            >
              <h2 id="cost-result">{t('result.title')}</h2>
              <p className={styles.subject}>
                {formatCurrency(result.input.price, locale)} ·{' '}
                {t(`form.regions.${result.input.region}`)}
              </p>
              <CostBreakdown
                locale={locale}
                region={result.input.region}
                costs={result.costs}
                financing={result.financing}
              />
              <p className={styles.note}>{t('result.caveat')}</p>
            </section>
          )}
        </div>
        <CostRules locale={locale} day={day} />
      </div>
    </>
  );
}
