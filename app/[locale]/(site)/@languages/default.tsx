import { PageLanguageTargets } from '@/components/layout/language-links';
import { pageLanguageTargets } from '@/lib/seo/page-language-targets';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';

/** No page matched (a not-found state): each language's home page. */
export default async function DefaultLanguageTargets({ params }: { params: LocaleParams }) {
  return <PageLanguageTargets targets={pageLanguageTargets(await pageLocale(params), [])} />;
}
