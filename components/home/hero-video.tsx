'use client';

import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '@/lib/browser/motion';
import { MotionToggle } from './motion-toggle';
import styles from './hero-banner.module.css';

/**
 * A looping, muted banner video without sound or controls. It starts from script only, so
 * visitors who ask for less motion see the poster frame; everybody can pause it.
 */
export function HeroVideo({
  video,
  poster,
  labels,
}: {
  video: string;
  poster: string;
  labels: { pause: string; play: string };
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    element.play().catch(() => setPlaying(false));
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <video
        ref={ref}
        className={styles.media}
        src={video}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        data-testid="home-banner-video"
      />
      <MotionToggle
        playing={playing}
        onToggle={toggle}
        label={playing ? labels.pause : labels.play}
      />
    </>
  );
}
