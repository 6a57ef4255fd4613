import { unsealData } from 'iron-session';

/**
 * What a sealed cookie (iron-session) says: nothing (no cookie), a broken seal, or its data. A
 * seal that is truncated, tampered with, expired, sealed with another key or holding data of
 * another shape is `broken`: iron-session returns nothing for some of these and throws for
 * others (a seal of the wrong version or with a malformed part), which answered 500 and kept the
 * browser that held it out of the page until the cookie was removed by hand.
 */
export type SealRead<T> = { state: 'absent' } | { state: 'broken' } | { state: 'valid'; data: T };

export async function readSeal<T>(
  seal: string | undefined,
  options: { password: string; ttl: number },
  isData: (data: unknown) => data is T,
): Promise<SealRead<T>> {
  if (seal === undefined || seal === '') return { state: 'absent' };
  try {
    const data: unknown = await unsealData(seal, options);
    return isData(data) ? { state: 'valid', data } : { state: 'broken' };
  } catch {
    return { state: 'broken' };
  }
}

/** The part of Next.js's cookie store that iron-session uses. */
export type SessionCookies = {
  get: (name: string) => { name: string; value: string } | undefined;
  set: (...args: never[]) => unknown;
};

/**
 * The request's cookies without one of them (a broken seal, read as no session), and that cookie
 * cleared in the browser where this request may set cookies (server actions and route handlers;
 * a page cannot, and reads the visitor as anonymous all the same).
 */
export function withoutCookie<S extends SessionCookies>(
  store: S,
  name: string,
  cookieOptions: Record<string, unknown> = {},
): S {
  try {
    (store.set as (options: object) => unknown)({
      ...cookieOptions,
      name,
      value: '',
      maxAge: 0,
      path: '/',
    });
  } catch {
    // a server component's cookies are read-only
  }
  const cookies: SessionCookies = {
    get: (wanted) => (wanted === name ? undefined : store.get(wanted)),
    set: (...args) => (store.set as (...values: unknown[]) => unknown)(...args),
  };
  return cookies as S;
}
