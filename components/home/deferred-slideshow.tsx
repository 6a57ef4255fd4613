'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';

// loaded only once rendered, i.e. after the page has loaded: swiper stays out of the first load
const HeroSlideshow = lazy(() =>
  import('./hero-slideshow').then((module) => ({ default: module.HeroSlideshow })),
);

/**
 * The banner slideshow. Until the page has loaded and the browser is idle (and without
 * JavaScript) it is its first photo, `children`, rendered on the server (no image component to
 * hydrate); then swiper arrives and takes over on the same photo. Mounted earlier, it would
 * replace the photo before it is painted and make the page's largest paint wait for all of its
 * JavaScript.
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
  const ready = useAfterPageLoad();
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
