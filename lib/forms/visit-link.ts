import { sign, signatureMatches } from '@/lib/security/signing';

/** How long the link that holds a requested visit slot works after the request. */
export const VISIT_LINK_HOURS = 48;

/**
 * The `confirm` query value of the link mailed to a visitor: `{appointment}.{expires}.{signature}`.
 * Only the mailbox the request named receives it, so holding a slot costs a script a working
 * mailbox per place; nobody can make one for another request or a later moment.
 */
export function visitToken(key: Buffer, appointmentId: number, expiresAt: number): string {
  return `${appointmentId}.${expiresAt}.${sign(key, `visit:${appointmentId}:${expiresAt}`)}`;
}

export function visitLinkExpiry(requestedAt: number): number {
  return requestedAt + VISIT_LINK_HOURS * 60 * 60_000;
}

export type VisitLink = { appointmentId: number } | 'expired' | 'invalid';

/** The request a visit link names, once its signature holds and it has not expired. */
export function readVisitToken(key: Buffer, token: unknown, now = Date.now()): VisitLink {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const match = /^(\d{1,12})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const appointmentId = Number(match[1]);
  const expiresAt = Number(match[2]);
  if (!signatureMatches(key, `visit:${appointmentId}:${expiresAt}`, match[3]!)) return 'invalid';
  return expiresAt <= now ? 'expired' : { appointmentId };
}
