import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A key for one purpose, derived from the site secret (one leaked purpose key reveals no other). */
export function purposeKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'horizon-immo', purpose, 32));
}

export function sign(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message).digest('base64url');
}

export function signatureMatches(key: Buffer, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The hidden token of a form: when it was served, signed. A submission sooner than `minFillMs`
 * after that (a script, not a person) or with a forged or stale token is refused.
 */
export function formToken(key: Buffer, flow: string, now = Date.now()): string {
  return `${now}.${sign(key, `${flow}:${now}`)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast' | 'expired';

export const MIN_FILL_MS = 2500;
export const MAX_FORM_AGE_MS = 24 * 60 * 60_000;

export function checkFormToken(
  key: Buffer,
  flow: string,
  token: unknown,
  now = Date.now(),
  minFillMs = MIN_FILL_MS,
): FormTokenCheck {
  if (typeof token !== 'string') return 'invalid';
  const [issued, signature] = token.split('.');
  const issuedAt = Number(issued);
  if (
    !issued ||
    !signature ||
    !Number.isSafeInteger(issuedAt) ||
    !signatureMatches(key, `${flow}:${issuedAt}`, signature)
  )
    return 'invalid';
  if (now - issuedAt < minFillMs) return 'too-fast';
  if (now - issuedAt > MAX_FORM_AGE_MS) return 'expired';
  return 'ok';
}

/** A link token naming a record (a subscriber), bound to its email: `{id}.{signature}`. */
export function recordToken(key: Buffer, id: number, email: string): string {
  return `${id}.${sign(key, `${id}:${email.toLowerCase()}`)}`;
}

/** The id a record token names, once its signature matches that record's email; null otherwise. */
export function recordTokenId(token: string): number | null {
  const id = Number(token.split('.')[0]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function recordTokenMatches(key: Buffer, token: string, id: number, email: string): boolean {
  const signature = token.split('.')[1] ?? '';
  return signatureMatches(key, `${id}:${email.toLowerCase()}`, signature);
}
