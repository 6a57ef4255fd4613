'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';
import type { GalleryLabels, GalleryPhoto } from './gallery';

// loaded only once rendered, i.e. after the page has loaded: swiper stays out of the first load
const Gallery = lazy(() => import('./gallery').then((module) => ({ default: module.Gallery })));

/**
 * Shows `children` (the server-rendered first photo and thumbnails) until the page has loaded and
 * the browser is idle, then loads the swiper gallery and puts it in their place. Until its code
 * has arrived the preview stays (no layout shift); without JavaScript it is all there is.
 */
export function GalleryIsland({
  photos,
  labels,
  children,
}: {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
  children: ReactNode;
}) {
  const loaded = useAfterPageLoad();
  return loaded ? (
    <Suspense fallback={children}>
      <Gallery photos={photos} labels={labels} />
    </Suspense>
  ) : (
    children
  );
}
