import { getFormatter, getTranslations } from 'next-intl/server';
import type { FactValue } from '@/lib/format/listing-facts';
import { formatCurrency } from '@/lib/format/price';

/** One fact's value, in the page language. */
export async function FactValueText({ value }: { value: FactValue }) {
  const t = await getTranslations('Listing.values');
  const format = await getFormatter();
  switch (value.kind) {
    case 'count':
    case 'year':
      return <>{value.value}</>;
    case 'area':
      return <>{t('area', { value: format.number(value.value) })}</>;
    case 'length':
      return <>{t('length', { value: format.number(value.value) })}</>;
    case 'floor':
      return <>{t('floorNumber', { floor: value.value })}</>;
    case 'bool':
      return <>{value.value ? t('yes') : t('no')}</>;
    case 'enum':
      return <>{t(`${value.group}.${value.value}` as never)}</>;
    case 'money':
      return <>{formatCurrency(value.value)}</>;
    case 'months':
      return <>{t('months', { count: value.value })}</>;
    case 'date':
      return <>{format.dateTime(new Date(value.value), { dateStyle: 'long' })}</>;
    case 'score':
      return <>{format.number(value.value, { maximumFractionDigits: 1 })} / 10</>;
    case 'energy':
      return <>{t('epcValue', { value: format.number(value.value) })}</>;
    case 'co2':
      return <>{t('co2', { value: format.number(value.value) })}</>;
    case 'text':
      return <>{value.value}</>;
  }
}
