'use client';

import { useEffect, useState } from 'react';
import { afterPageLoad } from '@/lib/browser/after-load';

/**
 * False until the page has loaded and the browser is idle: a server-rendered picture stays until
 * it has been painted, and the component that takes its place (a swiper) comes after, so the
 * page's largest paint never waits for that component's JavaScript.
 */
export function useAfterPageLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterPageLoad(() => setLoaded(true)), []);
  return loaded;
}
