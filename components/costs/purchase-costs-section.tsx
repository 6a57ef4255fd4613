import { useTranslations } from 'next-intl';
import { financing, isoDay, type PurchaseCosts } from '@/lib/costs/calculate';
import { costQuery, defaultOwnFunds, FINANCING_DEFAULTS } from '@/lib/costs/form';
import { listingCosts, type costSubject } from '@/lib/costs/listing';
import { formatCurrency, formatPercent } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { localizedHref } from '@/lib/i18n/href';
import { PurchaseCostsView, type CostCell, type PurchaseCostsData } from './purchase-costs-view';

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
 * Computed and worded here; purchase-costs-view.tsx draws the table from those texts, so the
 * page's payload carries them and not the table's element tree (issue 32).
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
  /** One row's amounts, a cell per situation. */
  const cells = (amountOf: (column: Column) => number, rate?: (column: Column) => number) =>
    columns.map((column): CostCell => ({
      amount: amountOf(column),
      text: formatCurrency(amountOf(column), locale),
      ...(rate ? { rate: formatPercent(rate(column), locale) } : {}),
    }));
  const taxName = (costs: PurchaseCosts) =>
    costs.tax.kind === 'vat'
      ? t('result.vat')
      : subject.region === 'luxembourg'
        ? t('result.dutyLuxembourg')
        : t('result.duty');
  const region = t(`form.regions.${subject.region}`);
  const data: PurchaseCostsData = {
    region: subject.region,
    title: t('section.title'),
    lead: t('section.lead', { price: formatCurrency(subject.price, locale), region }),
    ...(subject.newBuild ? { newBuild: t('section.newBuild') } : {}),
    situations: columns.map(({ situation }) => ({
      situation,
      label: t(situation === 'own-home' ? 'section.ownHome' : 'section.other'),
    })),
    body: [
      {
        cost: 'tax',
        label: taxName(columns[0]!.costs),
        cells: cells(
          ({ costs }) => costs.tax.amount,
          ({ costs }) => costs.tax.rate,
        ),
      },
      {
        cost: 'notary',
        label: t('result.notary'),
        cells: cells(({ costs }) => costs.notary.amount),
      },
    ],
    foot: [
      { cost: 'total', label: t('result.total'), cells: cells(({ costs }) => costs.total) },
      {
        cost: 'monthly',
        label: t('result.monthly'),
        detail: t('result.monthlyDetail', {
          years: FINANCING_DEFAULTS.years,
          rate: formatPercent(FINANCING_DEFAULTS.ratePercent / 100, locale),
          ownFunds: formatCurrency(columns[0]!.ownFunds, locale),
        }),
        cells: cells(({ loan }) => loan.monthly),
      },
    ],
    note: t('result.caveat'),
    link: {
      href: localizedHref(locale, {
        pathname: '/purchase-costs',
        query: costQuery(columns[0]!.input),
      }),
      text: t('section.open'),
    },
  };
  return (
    <PurchaseCostsView data={data} headingId={headingId} {...(className ? { className } : {})} />
  );
}
