import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { localizedHref } from '@/lib/i18n/href';
import { NotFoundView, type NotFoundTexts } from './not-found-view';

type Props = {
  locale: Locale;
  /** What was not found, when more is known than a path (an unknown property or project). */
  title?: string;
  lead?: string;
  kind?: string;
  /** Suggestions below the search (available properties, current projects). */
  children?: ReactNode;
};

/**
 * The translated 404: a search of the listings (a plain GET form) and a way home. Translated
 * here, drawn by not-found-view.tsx.
 */
export async function NotFoundContent({ locale, title, lead, kind = 'page', children }: Props) {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  const texts: NotFoundTexts = {
    title: title ?? t('title'),
    lead: lead ?? t('body'),
    kind,
    searchAction: getPathname({ locale, href: '/for-sale' }),
    homeHref: localizedHref(locale, '/'),
    searchLabel: t('searchLabel'),
    searchPlaceholder: t('searchPlaceholder'),
    searchButton: t('searchButton'),
    backHome: t('backHome'),
  };
  return <NotFoundView texts={texts}>{children}</NotFoundView>;
}
