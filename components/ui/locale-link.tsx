import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import { localizedHref, type LocalizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: LocalizedHref; locale?: Locale };

/**
 * A plain anchor to an internal route in the page's language (or `locale`). Unlike next-intl's
 * `Link` it is no client component: it adds nothing to hydrate and nothing to the page payload,
 * and it prefetches nothing while a phone is still loading the page. Pages are server HTML, so a
 * click is a normal navigation.
 */
export function LocaleLink({ href, locale, ...anchor }: Props) {
  const current = useLocale() as Locale;
  return <a href={localizedHref(locale ?? current, href)} {...anchor} />;
}
