'use client';

import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import {
  startFor,
  swipeStep,
  type GalleryStart,
  type PreviewAction,
} from '@/lib/browser/gallery-start';
import type { GalleryLabels, GalleryPhoto, GalleryProps } from './gallery';
import { GalleryPreview } from './gallery-preview';
import styles from './gallery.module.css';

const loadGallery = () => import('./gallery');
const ACTIONS: readonly PreviewAction[] = ['next', 'previous', 'open', 'photo'];

function isEditable(element: Element | null): boolean {
  return (
    element instanceof HTMLElement &&
    (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName))
  );
}

function inViewport(element: Element | null | undefined): boolean {
  if (!element) return false;
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
}

/**
 * Shows the preview (the first photo, its controls and the thumbnails, gallery-preview.tsx,
 * drawn from the photo list the gallery needs anyway, so the page's payload carries it once) until the
 * visitor acts on them: a tap on a control, a swipe across the photo or an arrow key while the
 * photos are in view. Only then does the swiper gallery load (its code is fetched ahead when a
 * pointer comes over the photos or focus enters them), and it takes their place on the photo
 * asked for. Swiper thus costs a visitor who only looks nothing at all, and a phone's main thread
 * stays free while the page loads. Without JavaScript the preview is all there is, its
 * thumbnails plain links to the photos.
 */
export function GalleryIsland({
  photos,
  labels,
}: {
  photos: GalleryPhoto[];
  labels: GalleryLabels;
}) {
  const [gallery, setGallery] = useState<{
    Gallery: ComponentType<GalleryProps>;
    start: GalleryStart;
  } | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const asked = useRef(false);

  // the preview stays until the code has arrived: no blank frame, no layout shift
  const show = (start: GalleryStart) => {
    if (asked.current) return;
    asked.current = true;
    void loadGallery().then(
      ({ Gallery }) => setGallery({ Gallery, start }),
      () => {
        asked.current = false; // offline for a moment: the next action tries again
      },
    );
  };
  const prefetch = () => {
    void loadGallery().catch(() => {});
  };

  // the arrow keys move through the photos while they are in view, as the slider's own do
  useEffect(() => {
    if (gallery) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isEditable(document.activeElement)) return;
      if (!inViewport(rootRef.current?.firstElementChild)) return;
      show({
        ...startFor(event.key === 'ArrowRight' ? 'next' : 'previous', photos.length),
        focus: null,
      });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  if (gallery) {
    const { Gallery, start } = gallery;
    return <Gallery photos={photos} labels={labels} start={start} />;
  }

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest<HTMLElement>('[data-gallery-action]');
    const action = control?.dataset.galleryAction as PreviewAction | undefined;
    if (!control || !action || !ACTIONS.includes(action)) return;
    event.preventDefault(); // the thumbnails and "full screen" are links to the photos without JavaScript
    if (control.getAttribute('aria-disabled') === 'true') return;
    show(startFor(action, photos.length, Number(control.dataset.index ?? 0)));
  };
  const onTouchStart = (event: TouchEvent) => {
    prefetch();
    const touch = event.touches[0];
    const onPhoto = (event.target as Element).closest('[data-gallery-swipe]');
    touchStart.current = touch && onPhoto ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    touchStart.current = null;
    if (!touch || !start) return;
    const step = swipeStep(start, { x: touch.clientX, y: touch.clientY });
    if (step !== 0)
      show({ ...startFor(step === 1 ? 'next' : 'previous', photos.length), focus: null });
  };

  return (
    // delegation: the controls inside are real buttons and links
    <div
      ref={rootRef}
      className={styles.island}
      onClick={onClick}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <GalleryPreview photos={photos} labels={labels} />
    </div>
  );
}
