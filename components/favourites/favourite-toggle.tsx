import { Icon } from '@/components/ui/icon';
import { getTranslations } from 'next-intl/server';
import type { Listing, Project } from '@/lib/data';
import { listingToken, MAX_FAVOURITES, projectToken, type Favourite } from '@/lib/favourites/ids';
import { bindUnits } from '@/lib/format/locale-format';
import { listingTitle } from '@/lib/format/listing-title';
import { LocaleLink } from '@/components/ui/locale-link';
import type { Locale } from '@/lib/i18n/locales';
import { FavouriteButton } from './favourite-button';
import { TITLE_SLOT, type FavouriteTexts } from '@/lib/favourites/texts';
import styles from './favourite-toggle.module.css';

/** A listing, a project, or a favourite the data set no longer has (what the browser kept of it). */
type Subject = { listing: Listing } | { project: Project } | { item: Favourite };

/** What the browser keeps of a listing or project: enough to show it once the data set no longer has it. */
export function favouriteOf(subject: Subject): Favourite {
  if ('item' in subject) return subject.item;
  if ('listing' in subject) {
    const { listing } = subject;
    return {
      id: listingToken(listing.id),
      goal: listing.goal,
      title: bindUnits(listingTitle(listing)),
      city: listing.place.city,
      price: listing.price,
    };
  }
  const { project } = subject;
  return {
    id: projectToken(project.id),
    goal: null,
    title: project.name,
    city: project.place.city,
    price: project.priceMin,
  };
}

/** The hearts' texts of a page in a language, the title left as a slot for each heart to fill. */
export async function favouriteTemplates(locale: Locale): Promise<FavouriteTexts> {
  const t = await getTranslations({ locale, namespace: 'Favourites.toggle' });
  return {
    name: t('name', { title: TITLE_SLOT }),
    added: t('added', { title: TITLE_SLOT }),
    removed: t('removed', { title: TITLE_SLOT }),
    full: t('full', { max: MAX_FAVOURITES }),
  };
}

/**
 * The heart of a card (over its photo) or of a detail page (with its words and a link to the
 * favourites page). Server HTML around a tiny client island: the icon travels as a prop, the
 * texts come once per page (FavouriteTextsProvider in the site's layout).
 */
export async function FavouriteToggle({
  variant,
  ...subject
}: Subject & { variant: 'card' | 'detail' }) {
  const t = await getTranslations('Favourites.toggle');
  const item = favouriteOf(subject);
  const heart = <Icon name="heart" size={variant === 'card' ? 22 : 20} />;
  if (variant === 'card') {
    return (
      <FavouriteButton item={item} className={styles.cardHeart}>
        {heart}
      </FavouriteButton>
    );
  }
  return (
    <span className={styles.detailHeart}>
      <FavouriteButton
        item={item}
        className={styles.detailButton}
        reserveClassName={styles.reserve}
      >
        {heart}
        {t('label')}
      </FavouriteButton>
      <LocaleLink href="/favourites">{t('myFavourites')}</LocaleLink>
    </span>
  );
}
