// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapEmbed } from '@/components/map/map-embed';

const margins: (string | undefined)[] = [];

/** Every observed element is on screen at once; the margins asked for are noted. */
class OnScreenObserver {
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    margins.push(options?.rootMargin);
  }
  observe(target: Element) {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

const message = { properties: [], mapType: 'roadmap', marker: null, marqueeIgnore: [] } as never;

function renderMap(secondary: boolean) {
  render(
    <MapEmbed
      src="/en/map-frame/?offices=1"
      title="Map of our offices"
      message={message}
      secondary={secondary}
    />,
  );
  return screen.getByTestId('map-embed');
}

describe('MapEmbed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    margins.length = 0;
    vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('loads a map near the screen at once', () => {
    const frame = renderMap(false);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('title')).toBe('Map of our offices');
    expect(frame.getAttribute('src')).toBe('/en/map-frame/?offices=1');
    expect(margins).toEqual(['0px 0px 300px 0px']);
  });

  it('holds a map beside the page as an empty box, no frame, until it is on screen itself and the page has loaded and is idle', () => {
    const box = renderMap(true);
    expect(margins).toEqual(['0px']);
    // a frame in the first HTML, even an empty one, has the browser lay out the page before its
    // style sheets have come: no frame at all until the map loads
    expect(box.tagName).toBe('DIV');
    expect(box.getAttribute('aria-hidden')).toBe('true');
    expect(document.querySelector('iframe')).toBeNull();
    // jsdom has no requestIdleCallback: "idle" is 200 ms after load (lib/browser/after-load.ts)
    act(() => vi.advanceTimersByTime(199));
    expect(document.querySelector('iframe')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.runOnlyPendingTimers());
    const frame = screen.getByTestId('map-embed');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/en/map-frame/?offices=1');
  });
});
