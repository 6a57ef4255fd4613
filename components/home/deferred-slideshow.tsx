'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';
import { SLIDESHOW_LOAD_DELAY_MS } from './slideshow-timing';

// loaded only once rendered, i.e. after the page has loaded: swiper stays out of the first load
const HeroSlideshow = lazy(() =>
  import('./hero-slideshow').then((module) => ({ default: module.HeroSlideshow })),
);

/**
 * The banner slideshow. Until a little before its first photo would change (and without
 * JavaScript) it is its first photo, `children`, rendered on the server (no image component to
 * hydrate); then swiper arrives and takes over on the same photo. Mounted earlier, it would
 * replace the photo before it is painted and make the page's largest paint wait for all of its
 * JavaScript; mounted at load, its 0.4 s of script on a throttled phone fell in the seconds a
 * visitor starts to scroll and tap, for a photo that does not move for six seconds anyway.
 */
export function DeferredSlideshow({
  images,
  labels,
  children,
}: {
  images: string[];
  labels: { pause: string; play: string };
  children: ReactNode;
}) {
  const ready = useAfterPageLoad(SLIDESHOW_LOAD_DELAY_MS);
  return (
    <>
      {children}
      {ready && (
        <Suspense fallback={null}>
          <HeroSlideshow images={images} labels={labels} />
        </Suspense>
      )}
    </>
  );
}
