import { configuredPageMetadata } from '@/lib/seo/configured-page';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { AppRoute } from '@/lib/i18n/pathnames';
import { pageLocale, type LocaleParams } from '@/lib/i18n/server';
import { PageHeading } from './page-heading';
import { PendingNotice } from './pending-notice';

export type PendingPageKey =
  | 'services'
  | 'privacyStatement'
  | 'cookiePolicy'
  | 'disclaimer'
  | 'aboutUs';

/**
 * A static route whose content a later release brings: its real heading, metadata (from the
 * menu configuration where the page is a menu entry) and a way to reach the agency meanwhile.
 */
export function pendingPage(pageKey: PendingPageKey, route: AppRoute) {
  async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
    return configuredPageMetadata(await pageLocale(params), route, pageKey);
  }

  async function Page({ params }: { params: LocaleParams }) {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Pages' });
    return (
      <>
        <PageHeading title={t(`${pageKey}.title`)} lead={t(`${pageKey}.description`)} />
        <PendingNotice />
      </>
    );
  }

  return { generateMetadata, Page };
}

