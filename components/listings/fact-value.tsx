import { getLocale, getTranslations } from 'next-intl/server';
import type { FactValue } from '@/lib/format/listing-facts';
import { formatCurrency, formatDay, formatNumber } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import { isValueKey } from '@/lib/i18n/message-keys';

/** One fact's value as words in the page language, and whether it is a number with its unit. */
export type FactText = { text: string; atomic: boolean };

/** One fact's value, in the page language; `atomic`: a number with its unit, kept in one piece. */
export async function factValueText(value: FactValue): Promise<FactText> {
  const t = await getTranslations('Listing.values');
  const locale = (await getLocale()) as Locale;
  const atomic = (text: string): FactText => ({ text, atomic: true });
  const plain = (text: string | number): FactText => ({ text: String(text), atomic: false });
  switch (value.kind) {
    case 'count':
    case 'year':
      return plain(value.value);
    case 'area':
      return atomic(t('area', { value: formatNumber(value.value, locale) }));
    case 'length':
      return atomic(t('length', { value: formatNumber(value.value, locale, 2) }));
    case 'floor':
      return plain(t('floorNumber', { floor: value.value }));
    case 'bool':
      return plain(value.value ? t('yes') : t('no'));
    case 'enum': {
      const key = `${value.group}.${value.value}`;
      return plain(isValueKey(key) ? t(key) : value.value);
    }
    case 'money':
      return atomic(formatCurrency(value.value, locale));
    case 'moneyPerArea':
      return atomic(t('perSquareMetre', { amount: formatCurrency(value.value, locale) }));
    case 'months':
      return plain(t('months', { count: value.value }));
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
      return plain(value.value);
  }
}

/** One fact's value, in the page language; a number with its unit is one unbreakable piece. */
export async function FactValueText({ value }: { value: FactValue }) {
  const { text, atomic } = await factValueText(value);
  return atomic ? <span className="nowrap">{text}</span> : <>{text}</>;
}
