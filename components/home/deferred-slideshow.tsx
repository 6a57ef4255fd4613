'use client';

import dynamic from 'next/dynamic';
import Image from 'next/image';
import { createContext, useContext } from 'react';
import styles from './hero-banner.module.css';

const FirstImage = createContext<string | null>(null);

/** Until the slideshow's code has arrived (and without JavaScript): its first photo, where it will start. */
function FirstPhoto() {
  const src = useContext(FirstImage);
  return src ? <Image src={src} alt="" fill priority sizes="100vw" className={styles.media} /> : null;
}

const HeroSlideshow = dynamic(() => import('./hero-slideshow').then((module) => module.HeroSlideshow), { ssr: false, loading: FirstPhoto });

/** The banner slideshow, with swiper loaded after the page is interactive rather than before. */
export function DeferredSlideshow({ images }: { images: string[] }) {
  return (
    <FirstImage value={images[0] ?? null}>
      <HeroSlideshow images={images} />
    </FirstImage>
  );
}
