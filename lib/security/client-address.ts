import { PEER_HEADER } from '@/server/peer-header-name';
import { serverEnv, type Env } from '../config';
import { addressKey, rateLimitKey } from './keys';

/**
 * The visitor's network address, the one thing every rate limit counts by. A header a client can
 * write is trusted only as far as the operator says proxies stand in front of the site:
 *
 * - `TRUST_PROXY_HOPS=0` (the default, `npm start` reached directly): the TCP peer's address,
 *   which the server writes into PEER_HEADER for every request (server/peer-header.ts),
 *   replacing any value a client sent. `X-Forwarded-For` is ignored: anybody can write it.
 * - `TRUST_PROXY_HOPS=N` (N proxies in front, each appending the address it saw, as nginx's
 *   `$proxy_add_x_forwarded_for` does): the N-th entry from the end of `X-Forwarded-For`, the
 *   address the outermost trusted proxy saw. Entries before it were written by the client.
 */
export { PEER_HEADER };
export const UNKNOWN_ADDRESS = 'unknown';
const MAX_HOPS = 10;

type HeaderSource = { get(name: string): string | null };

/** `TRUST_PROXY_HOPS` as a count of proxies (0–10); anything else is 0, the safe reading. */
export function trustedProxyHops(env: Env = serverEnv()): number {
  const text = env.TRUST_PROXY_HOPS?.trim() ?? '';
  if (!/^\d{1,2}$/.test(text)) return 0;
  return Math.min(MAX_HOPS, Number(text));
}

/** An address as the limits store it: at most an IPv6 address long, printable, or `unknown`. */
function cleanAddress(value: string | null | undefined): string {
  const address = (value ?? '').trim();
  return /^[0-9A-Fa-f:.]{2,45}$/.test(address) ? address : UNKNOWN_ADDRESS;
}

export function clientAddressOf(headers: HeaderSource, hops = trustedProxyHops()): string {
  if (hops === 0) return cleanAddress(headers.get(PEER_HEADER));
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // fewer entries than trusted proxies: the request did not come through them all
  if (entries.length < hops) return cleanAddress(headers.get(PEER_HEADER));
  return cleanAddress(entries[entries.length - hops]);
}

/**
 * The visitor's address as every rate limit counts it: keyed-hashed (the database never holds it),
 * with `detail` (a browser) when one address stands for several visitors.
 */
export function clientAddressKey(headers: HeaderSource, detail?: string): string {
  const address = clientAddressOf(headers);
  return addressKey(detail === undefined ? address : `${address}|${detail}`, rateLimitKey());
}
