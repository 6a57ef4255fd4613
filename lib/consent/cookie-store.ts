import {
  clearedCookieStrings,
  consentCookieStrings,
  RESET_PARAMETER,
  type ConsentChoice,
} from './consent';

/*
 * The consent cookies as an external store for React (useSyncExternalStore): components read
 * `document.cookie` and re-render when the choice changes here.
 */

const listeners = new Set<() => void>();

function write(cookies: string[]): void {
  for (const cookie of cookies) document.cookie = cookie;
  for (const listener of listeners) listener();
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const cookieSnapshot = () => document.cookie;

export function storeConsent(choice: ConsentChoice): void {
  write(consentCookieStrings(choice, { secure: window.location.protocol === 'https:' }));
}

/** `?setcookies`: forgets every consent value and takes the parameter out of the address. */
export function resetConsentWhenAsked(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RESET_PARAMETER)) return;
  url.searchParams.delete(RESET_PARAMETER);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  write(clearedCookieStrings());
}
