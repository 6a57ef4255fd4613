import { describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from '@/lib/browser/after-load';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners = new Map<string, () => void>();
  const idle: (() => void)[] = [];
  return {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    requestIdleCallback: vi.fn((callback: () => void) => idle.push(callback)),
    cancelIdleCallback: vi.fn(),
    fireLoad: () => listeners.get('load')?.(),
    runIdle: () => idle.splice(0).forEach((callback) => callback()),
  };
}

describe('afterPageLoad', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const target = fakeWindow('interactive');
    const callback = vi.fn();
    afterPageLoad(callback, target as never);
    target.runIdle();
    expect(callback).not.toHaveBeenCalled();
    target.fireLoad();
    expect(callback).not.toHaveBeenCalled();
    target.runIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, only waits for idle time', () => {
    const target = fakeWindow('complete');
    const callback = vi.fn();
    afterPageLoad(callback, target as never);
    target.runIdle();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('can be cancelled before it runs', () => {
    const target = fakeWindow('loading');
    const callback = vi.fn();
    const cancel = afterPageLoad(callback, target as never);
    cancel();
    target.fireLoad();
    target.runIdle();
    expect(callback).not.toHaveBeenCalled();
    expect(target.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
  });
});
