import { PageLanguageTargets } from '@/components/layout/language-links';
import { cityNames } from '@/lib/data/city-names';
import type { LanguageTargets } from '@/lib/i18n/language-targets';
import type { Locale } from '@/lib/i18n/locales';
import { queryOfRecord, withPageQuery } from '@/lib/i18n/page-query';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { pageLanguageTargets } from '@/lib/seo/page-language-targets';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The contact page's language switch with its query (`?request=testimonial`, `?property=4101`):
 * the page renders per request (it reads the query to choose its form), so the server HTML can
 * link the same form in each language, and a visitor without JavaScript keeps it when switching.
 */
export default async function ContactLanguageTargets({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await pageLocale(params);
  const search = queryOfRecord(await searchParams);
  const targets = pageLanguageTargets(locale, ['contact']);
  const cities = cityNames();
  // (no query: withPageQuery leaves each target as it is)
  const withQuery: LanguageTargets = Object.fromEntries(
    (Object.entries(targets) as [Locale, string][]).map(([to, target]) => [
      to,
      withPageQuery(target, search === '' ? '' : `?${search}`, locale, to, cities),
    ]),
  );
  return <PageLanguageTargets targets={withQuery} />;
}
