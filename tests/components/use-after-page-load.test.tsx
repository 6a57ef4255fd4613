// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPageLoad } from '@/components/ui/use-after-page-load';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterPageLoad', () => {
  it('turns true once the loaded page is idle and the delay asked for has passed', () => {
    vi.useFakeTimers();
    expect(document.readyState).toBe('complete');
    const { result } = renderHook(() => useAfterPageLoad(4000));
    expect(result.current).toBe(false);
    // jsdom has no requestIdleCallback: "idle" is 200 ms later (lib/browser/after-load.ts)
    act(() => vi.advanceTimersByTime(200 + 3999));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never fires for a component gone before then', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useAfterPageLoad(1000));
    act(() => vi.advanceTimersByTime(300));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
