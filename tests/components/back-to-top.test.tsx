// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BackToTop } from '@/components/layout/back-to-top';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('BackToTop', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollWindowTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is hidden at the top and under 10 px of scroll', () => {
    render(<BackToTop label="Back to top" icon={null} />);
    const button = screen.getByRole('button', { name: 'Back to top', hidden: true });
    expect(button).toHaveAttribute('data-visible', 'false');
    act(() => {
      vi.advanceTimersByTime(150);
      scrollWindowTo(9);
      vi.advanceTimersByTime(150);
    });
    expect(button).toHaveAttribute('data-visible', 'false');
  });

  it('shows from 10 px of scroll, checking at most every 100 ms', () => {
    render(<BackToTop label="Back to top" icon={null} />);
    const button = screen.getByRole('button', { name: 'Back to top', hidden: true });
    act(() => {
      scrollWindowTo(400);
    });
    expect(button).toHaveAttribute('data-visible', 'false');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(button).toHaveAttribute('data-visible', 'true');
  });

  it('scrolls the window to the top when pressed', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as never;
    render(<BackToTop label="Back to top" icon={null} />);
    act(() => {
      scrollWindowTo(1000);
      vi.advanceTimersByTime(100);
    });
    const start = performance.now();
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    frames.shift()?.(start + 250);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    frames.shift()?.(start + 500);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    vi.unstubAllGlobals();
  });
});
