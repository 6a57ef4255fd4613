/**
 * Where the swiper gallery starts when a visitor first acts on the server-rendered preview that
 * stands in for it: the preview's controls, a swipe across its photo or an arrow key name the
 * photo to show, whether full screen opens, and which control keeps the focus.
 */
export type GalleryStart = {
  slide: number;
  fullscreen: boolean;
  /** The control to focus once the gallery is there (the one the visitor used), if any. */
  focus: 'next' | 'previous' | 'open' | null;
};

export type PreviewAction = 'next' | 'previous' | 'open' | 'photo';

/** The horizontal distance, in CSS pixels, that makes a touch a swipe. */
export const SWIPE_MIN_PX = 40;

/**
 * A touch from `start` to `end` as a step through the photos: 1 (swiped left: the next), −1
 * (swiped right: the previous) or 0 (a tap, or a mostly vertical move, which is the page's
 * scroll).
 */
export function swipeStep(
  start: { x: number; y: number },
  end: { x: number; y: number },
): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The start an action on the preview (showing the first photo) asks for, among `count` photos. */
export function startFor(action: PreviewAction, count: number, index = 0): GalleryStart {
  const last = Math.max(count - 1, 0);
  const clamp = (slide: number) => Math.min(Math.max(slide, 0), last);
  switch (action) {
    case 'next':
      return { slide: clamp(1), fullscreen: false, focus: 'next' };
    case 'previous':
      return { slide: 0, fullscreen: false, focus: 'previous' };
    case 'open':
      return { slide: 0, fullscreen: true, focus: null };
    case 'photo':
      return { slide: clamp(index), fullscreen: false, focus: null };
  }
}
