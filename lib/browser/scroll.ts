import { prefersReducedMotion } from './motion';

/** Thresholds. */
export const HEADER_FIXED_AFTER_PX = 30;
export const BACK_TO_TOP_FROM_PX = 10;
export const BACK_TO_TOP_THROTTLE_MS = 100;
export const SCROLL_TO_TOP_DURATION_MS = 500;

export function easeInOutCubic(progress: number): number {
  const t = Math.min(Math.max(progress, 0), 1);
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Where the page should be `elapsed` ms into a scroll from `start` to the top. */
export function scrollPositionAt(start: number, elapsed: number, duration: number): number {
  if (duration <= 0) return 0;
  return Math.round(start * (1 - easeInOutCubic(elapsed / duration)));
}

/** Scrolls the window to the top over `duration` ms, or at once for visitors who ask for less motion. */
export function scrollToTop(duration = SCROLL_TO_TOP_DURATION_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (prefersReducedMotion()) {
    window.scrollTo(0, 0);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const elapsed = now - startedAt;
    window.scrollTo(0, scrollPositionAt(start, elapsed, duration));
    if (elapsed < duration) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
