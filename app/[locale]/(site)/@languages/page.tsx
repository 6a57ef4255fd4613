import { PageLanguageTargets } from '@/components/layout/language-links';
import { pageLanguageTargets } from '@/lib/seo/page-language-targets';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';

/** The home page's language switch (the other routes: [...rest]/page.tsx). */
export default async function HomeLanguageTargets({ params }: { params: LocaleParams }) {
  return <PageLanguageTargets targets={pageLanguageTargets(await pageLocale(params), [])} />;
}
