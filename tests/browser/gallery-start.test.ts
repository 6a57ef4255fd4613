import { describe, expect, it } from 'vitest';
import { startFor, swipeStep, SWIPE_MIN_PX } from '@/lib/browser/gallery-start';

describe('a touch on the gallery preview', () => {
  const at = { x: 200, y: 300 };
  it('swiped left goes to the next photo, swiped right to the previous one', () => {
    expect(swipeStep(at, { x: 200 - SWIPE_MIN_PX, y: 305 })).toBe(1);
    expect(swipeStep(at, { x: 200 + 90, y: 290 })).toBe(-1);
  });
  it('is no step when it is a tap or mostly vertical (the page scrolls)', () => {
    expect(swipeStep(at, { x: 210, y: 300 })).toBe(0);
    expect(swipeStep(at, { x: 200 - SWIPE_MIN_PX + 1, y: 300 })).toBe(0);
    expect(swipeStep(at, { x: 140, y: 400 })).toBe(0);
  });
});

describe('where the gallery starts after an action on its preview', () => {
  it('next shows the second photo and keeps the focus on next', () => {
    expect(startFor('next', 8)).toEqual({ slide: 1, fullscreen: false, focus: 'next' });
  });
  it('next with a single photo stays on it', () => {
    expect(startFor('next', 1).slide).toBe(0);
  });
  it('previous stays on the first photo', () => {
    expect(startFor('previous', 8)).toEqual({ slide: 0, fullscreen: false, focus: 'previous' });
  });
  it('open goes full screen on the first photo', () => {
    expect(startFor('open', 8)).toEqual({ slide: 0, fullscreen: true, focus: null });
  });
  it('a thumbnail shows its photo, within the photos there are', () => {
    expect(startFor('photo', 8, 5).slide).toBe(5);
    expect(startFor('photo', 8, 42).slide).toBe(7);
    expect(startFor('photo', 8, -3).slide).toBe(0);
  });
});
