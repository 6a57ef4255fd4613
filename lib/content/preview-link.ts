import { sign, signatureMatches } from '@/lib/security/signing';

/** How long a preview link works unless the agency asks otherwise. */
export const PREVIEW_LINK_DAYS = 7;
/** The longest a preview link may work: a draft is not meant to stay readable for good. */
export const PREVIEW_LINK_MAX_DAYS = 90;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The `token` query value of a preview link: `{expires}.{signature}`, an HMAC over the slug
 * and the moment (ms) the link stops working. Anyone holding it can read that one draft in that
 * one language until then; nobody can make one for another slug or a later date.
 */
export function previewToken(key: Buffer, slug: string, expiresAt: number): string {
  return `${expiresAt}.${sign(key, `preview:${slug}:${expiresAt}`)}`;
}

/** When a link made now for `days` days stops working (1 to PREVIEW_LINK_MAX_DAYS days). */
export function previewExpiry(days: number, now = Date.now()): number {
  if (!Number.isInteger(days) || days < 1 || days > PREVIEW_LINK_MAX_DAYS)
    throw new Error(`the number of days is a whole number from 1 to ${PREVIEW_LINK_MAX_DAYS}`);
  return now + days * DAY_MS;
}

/** Whether `token` is a link for this slug that has not yet expired (anything else: false). */
export function previewTokenValid(
  key: Buffer,
  slug: string,
  token: unknown,
  now = Date.now(),
): boolean {
  if (typeof token !== 'string' || token.length > 200) return false;
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return false;
  return signatureMatches(key, `preview:${slug}:${expiresAt}`, match[2]!);
}
