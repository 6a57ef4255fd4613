import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { phoneHref } from '@/lib/format/locale-format';
import { LocaleLink } from '@/components/ui/locale-link';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import type { Favourite } from '@/lib/favourites/ids';
import { ShareButton } from './share-button';
import styles from './contact-bar.module.css';

/**
 * A phone's contact bar, fixed at the bottom of a detail page: call the office, the main request
 * (a visit; information where no visit is offered), the heart and share. Hidden from 960 px,
 * where the side column holds the same actions; the page keeps room under its last line for it.
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
  const requestIcon = request.kind === 'visit' ? 'calendar-check' : 'info';
  return (
    <aside className={styles.bar} aria-label={t('label')} data-testid="contact-bar">
      <a href={phoneHref(phone)} className={styles.item} data-testid="contact-bar-call">
        <Icon name="phone" size={20} />
        <span>{t('call')}</span>
      </a>
      <LocaleLink
        href={request.href}
        locale={locale}
        className={`${styles.item} ${styles.primary}`}
        data-testid="contact-bar-request"
        data-bar-request={request.kind}
      >
        <Icon name={requestIcon} size={20} />
        <span>{t(request.kind)}</span>
      </LocaleLink>
      <FavouriteButton item={favourite} className={styles.item}>
        <Icon name="heart" size={20} />
        <span>{t('favourite')}</span>
      </FavouriteButton>
      <ShareButton
        url={share.url}
        title={share.title}
        className={styles.item}
        texts={{ label: t('share'), copied: t('copied'), failed: t('failed') }}
      >
        <Icon name="share" size={20} />
      </ShareButton>
    </aside>
  );
}
