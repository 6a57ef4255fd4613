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
export function HeroBanner({ banner }: { banner: Banner }) {
  if (banner.kind === 'none') return null;
  return (
    <div className={styles.banner} data-testid="home-banner" data-kind={banner.kind}>
      {banner.kind === 'image' && <StaticImage src={banner.image} alt="" fill priority sizes="100vw" className={styles.media} />}
      {banner.kind === 'gallery' && <DeferredSlideshow images={banner.images} />}
      {banner.kind === 'video' && <HeroVideo video={banner.video} poster={banner.poster} />}
    </div>
  );
}
