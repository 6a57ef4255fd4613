'use client';

import { useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/browser/after-load';

/**
 * False until the page has loaded and the browser is idle, and `delayMs` more have passed: a
 * server-rendered picture stays until it has been painted, and the component that takes its
 * place (a swiper) comes after, so the page's largest paint never waits for that component's
 * JavaScript and the first seconds of the visit keep the main thread free.
 */
export function useAfterPageLoad(delayMs = 0): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterPageLoad(() => {
      timer = setTimeout(() => setLoaded(true), delayMs);
    });
    return () => {
      cancel();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [delayMs]);
  return loaded;
}
