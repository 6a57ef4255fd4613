/** The cookie of the visitor's language choice (read by the proxy, written by the shell): no next-intl here, so client code can import it. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/** One year: the visitor's language choice outlives the browser session. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
