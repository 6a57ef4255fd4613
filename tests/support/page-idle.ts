import { vi } from 'vitest';
import { resetPageIdleForTests } from '@/components/ui/use-store-after-idle';

/**
 * The page loaded and the browser idle at once (jsdom has no requestIdleCallback): the islands
 * that wait for an idle page (components/ui/use-store-after-idle.ts) come within `render`.
 * Undo with `vi.unstubAllGlobals()`.
 */
export function pageIdleAtOnce(): void {
  resetPageIdleForTests();
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    callback();
    return 0;
  });
  vi.stubGlobal('cancelIdleCallback', () => {});
}
