import { getLocale, getTranslations } from 'next-intl/server';
import type { FactValue } from '@/lib/format/listing-facts';
import { formatCurrency, formatDay, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { isValueKey } from '@/lib/i18n/message-keys';

/** One fact's value, in the page language; a number with its unit is one unbreakable piece. */
export async function FactValueText({ value }: { value: FactValue }) {
  const t = await getTranslations('Listing.values');
  const locale = (await getLocale()) as Locale;
  const atomic = (text: string) => <span className="nowrap">{text}</span>;
  switch (value.kind) {
    case 'count':
    case 'year':
      return <>{value.value}</>;
    case 'area':
      return atomic(t('area', { value: formatNumber(value.value, locale) }));
    case 'length':
      return atomic(t('length', { value: formatNumber(value.value, locale, 2) }));
    case 'floor':
      return <>{t('floorNumber', { floor: value.value })}</>;
    case 'bool':
      return <>{value.value ? t('yes') : t('no')}</>;
    case 'enum': {
      const key = `${value.group}.${value.value}`;
      return <>{isValueKey(key) ? t(key) : value.value}</>;
    }
    case 'money':
      return atomic(formatCurrency(value.value, locale));
    case 'moneyPerArea':
      return atomic(t('perSquareMetre', { amount: formatCurrency(value.value, locale) }));
    case 'months':
      return <>{t('months', { count: value.value })}</>;
    case 'date':
      return atomic(formatDay(value.value, locale));
    case 'score':
      return atomic(t('score', { value: formatNumber(value.value, locale, 1) }));
    case 'energy':
      return atomic(t('epcValue', { value: formatNumber(value.value, locale) }));
    case 'co2':
      return atomic(t('co2', { value: formatNumber(value.value, locale) }));
    case 'reference':
      return atomic(value.value);
    case 'text':
      return <>{value.value}</>;
  }
}
