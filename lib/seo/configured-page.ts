import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { findMenuPage } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import type { Locale } from '@/lib/i18n/locales';
import type { PageKey } from '@/lib/i18n/message-keys';
import type { StaticRoute } from '@/lib/i18n/pathnames';
import { pageMetadata } from './metadata';

/**
 * The metadata of a page with a fixed route: the title and description of its menu entry when the
 * site configuration has one (page SEO metadata), else those of `Pages.{pageKey}`.
 */
export async function configuredPageMetadata(
  locale: Locale,
  route: StaticRoute,
  pageKey: PageKey,
  options: { indexable?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages' });
  const menuPage = findMenuPage(siteConfig, route, locale);
  return pageMetadata({
    locale,
    title: menuPage?.params.metadata.title[locale] ?? t(`${pageKey}.title`),
    description: menuPage?.params.metadata.description[locale] ?? t(`${pageKey}.description`),
    hrefIn: () => ({ pathname: route }),
    indexable: options.indexable ?? true,
  });
}
