import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { MissingDetailContent } from '@/components/listings/missing-detail';
import { MISSING_DETAILS, type MissingDetail } from '@/lib/data/canonical';
import { pageLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; kind: string }>;

export const dynamicParams = false;

export function generateStaticParams() {
  return MISSING_DETAILS.map((kind) => ({ kind }));
}

async function kindOf(params: Params): Promise<MissingDetail> {
  const { kind } = await params;
  if (!(MISSING_DETAILS as readonly string[]).includes(kind)) notFound();
  return kind as MissingDetail;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const kind = await kindOf(params);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return {
    title: kind === 'project' ? t('project.noConstruction') : t('states.notFoundTitle'),
    robots: { index: false, follow: true },
  };
}

/** The 404 of an unknown property or project id, served by the proxy with status 404 (see missingDetailRoute). */
export default async function MissingDetailPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  return <MissingDetailContent locale={locale} kind={await kindOf(params)} />;
}
