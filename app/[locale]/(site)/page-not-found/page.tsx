import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/** The translated 404, served by the proxy (status 404) for every path that names no page. */
export default async function PageNotFound({ params }: { params: LocaleParams }) {
  return <NotFoundContent locale={await pageLocale(params)} />;
}
