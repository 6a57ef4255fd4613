import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from '@/lib/browser/throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, 100)('a');
    expect(fn).toHaveBeenCalledExactlyOnceWith('a');
  });

  it('runs at most once per window, then once more with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    vi.advanceTimersByTime(30);
    throttled(2);
    vi.advanceTimersByTime(30);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(40);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at once again after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    vi.advanceTimersByTime(150);
    throttled(2);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('drops the pending call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 100);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(200);
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
  });
});
