'use client';

import Image from 'next/image';
import { useEffect, useState } from 'react';
import { Autoplay, EffectFade } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { prefersReducedMotion } from '@/lib/browser/motion';
import { prebuiltLoader } from '@/lib/media/variants';
import { MotionToggle } from './motion-toggle';
import 'swiper/css';
import 'swiper/css/effect-fade';
import styles from './hero-banner.module.css';

import { SLIDE_DELAY_MS } from './slideshow-timing';

/** Cross-fading banner photos; still for visitors who ask for less motion, with a pause button for all. */
export function HeroSlideshow({
  images,
  labels,
}: {
  images: string[];
  labels: { pause: string; play: string };
}) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!swiper) return;
    if (prefersReducedMotion()) swiper.autoplay.stop();
    else swiper.autoplay.start();
  }, [swiper]);

  const toggle = () => {
    if (!swiper) return;
    if (swiper.autoplay.running) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  return (
    <>
      <Swiper
        className={styles.media}
        modules={[Autoplay, EffectFade]}
        effect="fade"
        loop
        speed={1200}
        allowTouchMove={false}
        autoplay={{ delay: SLIDE_DELAY_MS, disableOnInteraction: false }}
        onSwiper={setSwiper}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        aria-hidden="true"
      >
        {images.map((src, index) => (
          <SwiperSlide key={src}>
            <Image
              loader={prebuiltLoader}
              src={src}
              alt=""
              fill
              priority={index === 0}
              sizes="100vw"
              className={styles.media}
            />
          </SwiperSlide>
        ))}
      </Swiper>
      {swiper && (
        <MotionToggle
          playing={playing}
          onToggle={toggle}
          label={playing ? labels.pause : labels.play}
        />
      )}
    </>
  );
}
