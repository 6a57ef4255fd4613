import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ListingSuggestions, SUGGESTION_COUNT } from '@/components/listings/missing-detail';
import { getRemovedListing, latestAvailable, similarTo } from '@/lib/data';
import type { Locale } from '@/lib/i18n/locales';
import { pageLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; id: string }>;

/** Reads the data set of each request: what an import removed changes without a build. */
export const dynamic = 'force-dynamic';

async function removedListing(params: Params, locale: Locale) {
  const listing = getRemovedListing(Number((await params).id), locale);
  if (!listing) notFound();
  return listing;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  await removedListing(params, locale);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return { title: t('states.goneTitle'), robots: { index: false, follow: true } };
}

/**
 * The page of a listing an import removed, served by the proxy with status 410 (README ›
 * Importing listings): it is gone for good, and similar properties still available are offered.
 */
export default async function GoneListingPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const listing = await removedListing(params, locale);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  // properties like it; when none is left, the newest of its goal still available
  const similar = similarTo(listing);
  const suggestions =
    similar.length > 0 ? similar : latestAvailable(locale, listing.goal, SUGGESTION_COUNT);
  return (
    <NotFoundContent
      locale={locale}
      kind="removed"
      title={t('states.goneTitle')}
      lead={t('states.goneBody', { reference: listing.reference })}
    >
      <ListingSuggestions title={t('states.stillAvailable')} listings={suggestions} />
    </NotFoundContent>
  );
}
