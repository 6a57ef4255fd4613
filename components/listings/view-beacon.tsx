'use client';

import { useEffect } from 'react';

/** Counts a view of a property page once it has loaded (owner statistics); sends no cookie. */
export function sendView(listingId: number, kind: 'detail' | 'print' | 'map'): void {
  const body = JSON.stringify({ listingId, kind, referrer: document.referrer });
  if (!navigator.sendBeacon?.('/api/views', new Blob([body], { type: 'application/json' }))) {
    void fetch('/api/views', {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  }
}

export function ViewBeacon({ listingId, kind }: { listingId: number; kind: 'detail' | 'print' }) {
  useEffect(() => {
    if (document.readyState === 'complete') {
      sendView(listingId, kind);
      return;
    }
    const onLoad = () => sendView(listingId, kind);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [listingId, kind]);
  return null;
}
