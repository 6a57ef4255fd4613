// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetPageIdleForTests,
  usePageIdle,
  useStoreAfterIdle,
} from '@/components/ui/use-store-after-idle';

/** A store of one string with its listeners, as localStorage or the cookies are to the islands. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

function Island({ store }: { store: ReturnType<typeof createStore> }) {
  const value = useStoreAfterIdle(store.subscribe, store.get);
  const idle = usePageIdle();
  return (
    <p data-testid="island" data-idle={idle}>
      {value ?? '(slot)'}
    </p>
  );
}

describe('useStoreAfterIdle', () => {
  beforeEach(() => {
    resetPageIdleForTests();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is null on the server: the shared HTML holds no one’s state', () => {
    const store = createStore('3 favourites');
    expect(renderToString(<Island store={store} />)).toContain('(slot)');
  });

  it('stays null until the page has loaded and the browser is idle, then shows the store and follows it', () => {
    const store = createStore('3 favourites');
    const { unmount } = render(<Island store={store} />);
    const island = screen.getByTestId('island');
    expect(island).toHaveTextContent('(slot)');
    expect(island).toHaveAttribute('data-idle', 'false');
    expect(store.listeners.size).toBe(0);
    // jsdom has no requestIdleCallback: "idle" is 200 ms after load (lib/browser/after-load.ts)
    act(() => vi.advanceTimersByTime(199));
    expect(island).toHaveTextContent('(slot)');
    act(() => vi.advanceTimersByTime(1));
    expect(island).toHaveTextContent('3 favourites');
    expect(island).toHaveAttribute('data-idle', 'true');
    act(() => store.set('1 favourite'));
    expect(island).toHaveTextContent('1 favourite');
    unmount();
    expect(store.listeners.size).toBe(0);
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const store = createStore('yes');
    render(<Island store={store} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('island')).toHaveTextContent('(slot)');
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('island')).toHaveTextContent('yes');
  });

  it('waits with every island of the page on one idle callback, and gives an island mounted later its value at once', () => {
    const idle = vi.fn((callback: () => void) => setTimeout(callback, 50));
    vi.stubGlobal('requestIdleCallback', idle);
    try {
      const store = createStore('yes');
      render(
        <>
          <Island store={store} />
          <Island store={store} />
          <Island store={store} />
        </>,
      );
      expect(idle).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(50));
      for (const island of screen.getAllByTestId('island')) expect(island).toHaveTextContent('yes');
      render(<Island store={store} />);
      expect(screen.getAllByTestId('island')[3]).toHaveTextContent('yes');
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
