import 'server-only';
import { listCities } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import type { CityNames } from '@/lib/i18n/page-query';
import { pairCityNames } from '@/lib/i18n/switch-language';

let cached: CityNames | null = null;

/** The cities whose name differs between the enabled languages, for the language switch. */
export function cityNames(): CityNames {
  cached ??= pairCityNames(
    Object.fromEntries(routing.locales.map((locale: Locale) => [locale, listCities(locale)])),
  );
  return cached;
}
