import { getTranslations } from 'next-intl/server';
import { StaticImage } from '@/components/ui/static-image';
import type { SiteConfig } from '@/lib/content/schema';
import { DeferredSlideshow } from './deferred-slideshow';
import { HeroVideo } from './hero-video';
import styles from './hero-banner.module.css';

type Banner = SiteConfig['banner'];

/**
 * The home banner of the configuration behind the hero text: one image, a slideshow or a looping
 * muted video. Decorative (empty alt): the hero text says what the page is.
 */
export async function HeroBanner({ banner }: { banner: Banner }) {
  if (banner.kind === 'none') return null;
  const t = await getTranslations('Pages.home.banner');
  const first = banner.kind === 'gallery' ? banner.images[0] : undefined;
  return (
    <div className={styles.banner} data-testid="home-banner" data-kind={banner.kind}>
      {banner.kind === 'image' && (
        <StaticImage
          src={banner.image}
          alt=""
          fill
          priority
          sizes="100vw"
          className={styles.media}
        />
      )}
      {banner.kind === 'gallery' && first && (
        <DeferredSlideshow
          images={banner.images}
          labels={{ pause: t('pauseSlideshow'), play: t('playSlideshow') }}
        >
          {/* the slideshow's first photo, where it will start: the page's largest paint */}
          <StaticImage
            src={first}
            alt=""
            fill
            priority
            fetchPriority="high"
            sizes="100vw"
            className={styles.media}
            data-testid="home-banner-first"
          />
        </DeferredSlideshow>
      )}
      {banner.kind === 'video' && (
        <HeroVideo
          video={banner.video}
          poster={banner.poster}
          labels={{ pause: t('pauseVideo'), play: t('playVideo') }}
        />
      )}
    </div>
  );
}
