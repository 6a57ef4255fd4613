import { describe, expect, it, vi } from 'vitest';
import { FIRST_TOUCH_EVENTS, onFirstTouch } from '@/lib/browser/first-touch';

function fakeArea(inside: object[] = []) {
  const listeners = new Map<string, () => void>();
  return {
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    contains: (node: unknown) => inside.includes(node as object),
    fire: (type: string) => listeners.get(type)?.(),
    listening: () => [...listeners.keys()],
  };
}

describe('onFirstTouch', () => {
  it('waits for the visitor: nothing runs until an event inside the area', () => {
    const area = fakeArea();
    const callback = vi.fn();
    onFirstTouch(area as never, callback, () => null);
    expect(callback).not.toHaveBeenCalled();
    expect(area.listening()).toEqual([...FIRST_TOUCH_EVENTS]);
  });

  for (const type of FIRST_TOUCH_EVENTS)
    it(`runs once on the first ${type}, then stops listening`, () => {
      const area = fakeArea();
      const callback = vi.fn();
      onFirstTouch(area as never, callback, () => null);
      area.fire(type);
      expect(callback).toHaveBeenCalledOnce();
      expect(area.listening()).toEqual([]);
    });

  it('runs at once when the focus is already inside the area', () => {
    const field = {};
    const area = fakeArea([field]);
    const callback = vi.fn();
    onFirstTouch(area as never, callback, () => field as Element);
    expect(callback).toHaveBeenCalledOnce();
    expect(area.addEventListener).not.toHaveBeenCalled();
  });

  it('does not run when the focus is elsewhere on the page', () => {
    const area = fakeArea();
    const callback = vi.fn();
    onFirstTouch(area as never, callback, () => ({}) as Element);
    expect(callback).not.toHaveBeenCalled();
  });

  it('can be cancelled before the visitor touches the area', () => {
    const area = fakeArea();
    const callback = vi.fn();
    const cancel = onFirstTouch(area as never, callback, () => null);
    cancel();
    area.fire('focusin');
    expect(callback).not.toHaveBeenCalled();
    expect(area.listening()).toEqual([]);
  });
});
