import type { SearchFilters } from '@/lib/data/search';
import { formatCurrency } from '@/lib/format/locale-format';
import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/mail/compose';

/** An alert's search in words, for its mails and the manage page: "For sale · Namur · House · € 200 000 – € 400 000". */
export function describeSearch(
  filters: SearchFilters,
  t: Translate,
  locale: Locale,
  typeName: (id: number) => string,
): string {
  const parts: string[] = [t(`Alerts.goals.${filters.goal}`)];
  if (filters.cities?.length)
    parts.push(filters.cities.map((city) => city.split('|')[0]!.trim()).join(', '));
  if (filters.types?.length) parts.push(filters.types.map(typeName).join(', '));
  if (filters.priceMin !== undefined && filters.priceMax !== undefined)
    parts.push(
      `${formatCurrency(filters.priceMin, locale)} – ${formatCurrency(filters.priceMax, locale)}`,
    );
  else if (filters.priceMin !== undefined)
    parts.push(t('Alerts.describe.from', { price: formatCurrency(filters.priceMin, locale) }));
  else if (filters.priceMax !== undefined)
    parts.push(t('Alerts.describe.upTo', { price: formatCurrency(filters.priceMax, locale) }));
  if (filters.bedroomsMin !== undefined)
    parts.push(t('Alerts.describe.bedrooms', { count: filters.bedroomsMin }));
  if (filters.livingMin !== undefined)
    parts.push(t('Alerts.describe.living', { area: filters.livingMin }));
  if (filters.epcMax) parts.push(t('Alerts.describe.epc', { label: filters.epcMax }));
  if (filters.features?.length)
    parts.push(
      filters.features.map((feature) => t(`Alerts.describe.features.${feature}`)).join(', '),
    );
  if (filters.keyword) parts.push(`“${filters.keyword}”`);
  if (filters.area) parts.push(t('Alerts.describe.area'));
  return parts.join(' · ');
}
