import { PageLanguageTargets } from '@/components/layout/language-links';
import { pageLanguageTargets } from '@/lib/seo/page-language-targets';
import { pageLocale } from '@/lib/i18n/server';

/**
 * The language switch of the page being shown, from its route and data (issue 34.8, 38.3): a
 * parallel route next to every page, so its params are the page's (a list's search is its
 * results key, which keeps the list cacheable per search) and it renders on every navigation.
 */
export default async function LanguageTargetsSlot({
  params,
}: {
  params: Promise<{ locale: string; rest: string[] }>;
}) {
  const locale = await pageLocale(params);
  const { rest } = await params;
  return <PageLanguageTargets targets={pageLanguageTargets(locale, rest)} />;
}
