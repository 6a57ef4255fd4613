import { getTranslations } from 'next-intl/server';
import { localizedHref, type RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { phoneHref } from '@/lib/format/locale-format';
import type { Favourite } from '@/lib/favourites/ids';
import { ContactBarView } from './contact-bar-view';

/**
 * A phone's contact bar, fixed at the bottom of a detail page: call the office, the main request
 * (a visit; information where no visit is offered), the heart and share. Hidden from 960 px,
 * where the side column holds the same actions; the page keeps room under its last line for it.
 * Translated here, drawn by contact-bar-view.tsx.
 */
export async function ContactBar({
  locale,
  phone,
  request,
  favourite,
  share,
}: {
  locale: Locale;
  phone: string;
  request: { kind: 'visit' | 'information'; href: RouteHref };
  favourite: Favourite;
  share: { url: string; title: string };
}) {
  const t = await getTranslations({ locale, namespace: 'Listing.contactBar' });
  return (
    <ContactBarView
      label={t('label')}
      call={{ href: phoneHref(phone), label: t('call') }}
      request={{
        kind: request.kind,
        href: localizedHref(locale, request.href),
        label: t(request.kind),
      }}
      favourite={{ item: favourite, label: t('favourite') }}
      share={{
        ...share,
        texts: { label: t('share'), copied: t('copied'), failed: t('failed') },
      }}
    />
  );
}
