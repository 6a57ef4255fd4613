import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapFrame } from '@/components/map/map-frame';
import { siteConfig } from '@/lib/content/site-config';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Listing.map' });
  // a part of other pages, not a page to find
  return { title: t('frameTitle'), robots: { index: false, follow: false } };
}

/** The embedded map frame: a document of its own that pages fill by postMessage. */
export default async function MapFramePage({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Listing.map' });
  return (
    // labelled, so that with a page's own main landmark around the frame the two stay distinct
    <main data-testid="map-frame" aria-label={t('frameTitle')}>
      <MapFrame
        tiles={siteConfig.map.tiles}
        labels={{
          tilesFailed: t('tilesFailed'),
          tilesFailedOffices: t('tilesFailedOffices'),
          approximate: t('approximate'),
          open: t('viewListing'),
          highlighted: t('highlighted'),
        }}
        standalone={{
          text: t('standalone'),
          link: t('browse'),
          href: getPathname({ locale, href: '/for-sale' }),
        }}
      />
    </main>
  );
}
