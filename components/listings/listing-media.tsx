import { Icon } from '@/components/ui/icon';
import { getImageProps } from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Listing } from '@/lib/data';
import { isReachablePicture } from '@/lib/media/remote-picture';
import { prebuiltLoader } from '@/lib/media/variants';
import { parseVideoLink, playUrl, posterSource, providerName } from '@/lib/media/video';
import { MediaEmbed, type PosterImage } from './media-embed';
import styles from './listing-detail.module.css';

/** A poster filling the player's box, as next/image would draw it. */
function posterImage(src: string): PosterImage {
  return getImageProps({
    loader: prebuiltLoader,
    src,
    alt: '',
    fill: true,
    sizes: '(min-width: 1024px) 60vw, 100vw',
  }).props;
}

/** Video and virtual tour of a listing, each loaded only when the visitor asks for it. */
export async function ListingMedia({ listing, title }: { listing: Listing; title: string }) {
  const t = await getTranslations('Listing.media');
  const items = [
    {
      kind: 'video' as const,
      link: parseVideoLink(listing.video),
      heading: t('video'),
      play: t('playVideo'),
    },
    {
      kind: 'tour' as const,
      link: parseVideoLink(listing.virtualTour),
      heading: t('virtualTour'),
      play: t('openTour'),
    },
  ].filter((item) => item.link !== null);
  if (items.length === 0) return null;
  const photo =
    listing.thumbnail.url === listing.pictures[0]?.url
      ? listing.thumbnail.url
      : (listing.pictures[0]?.url ?? listing.thumbnail.url);

  // an unreachable thumbnail (no network, a deleted video) is the listing's photo in the HTML too
  const posters = await Promise.all(
    items.map(({ link }) => posterSource(link!, photo, isReachablePicture)),
  );

  return (
    <section aria-labelledby="media-title" className={styles.block} data-testid="listing-media">
      <h2 id="media-title">
        {items.length === 1 ? items[0]!.heading : `${t('video')} · ${t('virtualTour')}`}
      </h2>
      {items.map(({ kind, link, heading, play }, index) => (
        <MediaEmbed
          key={kind}
          kind={kind}
          src={playUrl(link!)}
          file={link!.kind === 'file'}
          poster={posterImage(posters[index] ?? photo)}
          fallbackPoster={posterImage(photo)}
          icon={
            kind === 'video' ? <Icon name="play" size={28} /> : <Icon name="rotate-3d" size={28} />
          }
          title={`${heading}: ${title}`}
          labels={{ play, notice: t('loadNotice', { provider: providerName(link!) }) }}
        />
      ))}
    </section>
  );
}
