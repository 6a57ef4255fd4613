'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';
import styles from './hero-banner.module.css';

/** The slideshow's first photo, where it will start: server-rendered, and the page's largest paint. */
function FirstPhoto({ src }: { src: string }) {
  return <Image src={src} alt="" fill priority fetchPriority="high" sizes="100vw" className={styles.media} data-testid="home-banner-first" />;
}

const HeroSlideshow = dynamic(() => import('./hero-slideshow').then((module) => module.HeroSlideshow), { ssr: false });

/**
 * The banner slideshow. Until the page has loaded and the browser is idle (and without
 * JavaScript) it is its first photo; then swiper arrives and takes over on the same photo. Mounted
 * earlier, it would replace the photo before it is painted and make the page's largest paint
 * wait for all of its JavaScript.
 */
export function DeferredSlideshow({ images }: { images: string[] }) {
  const ready = useAfterPageLoad();
  const first = images[0];
  if (!first) return null;
  return (
    <>
      <FirstPhoto src={first} />
      {ready && <HeroSlideshow images={images} />}
    </>
  );
}
