'use client';

import dynamic from 'next/dynamic';

/** The chart comes in its own script after the page has shown its figures; nothing before it runs. */
export const LazyViewsChart = dynamic(() => import('./views-chart'), {
  ssr: false,
  loading: () => null,
});
