'use client';

import { startTransition, useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/browser/after-load';

/** Whether the page has been idle once; what waits for it, to run in one transition then. */
let pageIdle = false;
const waiting = new Set<() => void>();
let waitingForIdle = false;

/**
 * Runs `run` once the page has loaded and the browser is idle, in a transition: every island
 * waiting runs in the same one, from one load listener and one idle callback for the page. At
 * once (still a transition) for an island that mounts later. Returns a function that cancels it.
 */
function whenPageIdle(run: () => void): () => void {
  if (pageIdle) {
    startTransition(run);
    return () => {};
  }
  waiting.add(run);
  if (!waitingForIdle) {
    waitingForIdle = true;
    afterPageLoad(() => {
      pageIdle = true;
      const runs = [...waiting];
      waiting.clear();
      startTransition(() => {
        for (const each of runs) each();
      });
    });
  }
  return () => {
    waiting.delete(run);
  };
}

/** For tests: the page as if it had not been idle yet. */
export function resetPageIdleForTests(): void {
  pageIdle = false;
  waitingForIdle = false;
  waiting.clear();
}

/**
 * A browser store (localStorage, cookies, a feature of the browser) read by an island that the
 * page does not need to be usable: the favourites' hearts, the share button, the consent dialog.
 * Null on the server, while the page hydrates and until it has loaded and the browser is idle;
 * then the store's value, rendered as a transition, and every change after it.
 *
 * Why not `useSyncExternalStore`: where the browser's value differs from the server's (null),
 * React re-renders every such island at once, synchronously, right after hydration, in the task
 * that runs the page's effects; on a detail page with its similar properties' hearts that task
 * was the longest after hydration (about 90 of its 126 ms on a 4× slowed CPU). Here the islands
 * come together in one transition, which React renders in slices of a few milliseconds.
 */
export function useStoreAfterIdle<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    const cancel = whenPageIdle(() => {
      setValue(getSnapshot());
      // a change after that (a press, another tab) is shown at once
      unsubscribe = subscribe(() => setValue(getSnapshot()));
    });
    return () => {
      cancel();
      unsubscribe?.();
    };
  }, [subscribe, getSnapshot]);
  return value;
}

const subscribeToNothing = () => () => {};
const always = () => true;

/** False on the server, while the page hydrates and until it has loaded and the browser is idle. */
export function usePageIdle(): boolean {
  return useStoreAfterIdle(subscribeToNothing, always) === true;
}
