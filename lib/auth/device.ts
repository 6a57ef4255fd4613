import { siteSecret } from '@/lib/security/secret';
import { purposeKey, sign, signatureMatches } from '@/lib/security/signing';

/**
 * The device cookie (docs/owner-portal.md › Login under a flood): set by a successful login, it
 * names the account that logged in on this browser, signed, for 180 days. It logs nobody in; it
 * only lets a later login attempt for that same account skip the general queue of password
 * checks (lib/auth/hash-scheduler.ts), so that a flood of wrong passwords from elsewhere cannot
 * keep the owner out. A cookie that is malformed, forged, expired or names another account is
 * ignored (and cleared).
 */
export const DEVICE_COOKIE = 'horizon_device';
export const DEVICE_TTL_MS = 180 * 24 * 60 * 60_000;
const MAX_LENGTH = 200;

export function deviceToken(key: Buffer, ownerId: number, now = Date.now()): string {
  return `${ownerId}.${now}.${sign(key, `device:${ownerId}:${now}`)}`;
}

/** The owner a device cookie names, when it is well formed, signed with the key and not expired. */
export function deviceOwner(key: Buffer, token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > MAX_LENGTH) return null;
  const match = /^(\d{1,15})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const ownerId = Number(match[1]);
  const issuedAt = Number(match[2]);
  if (!signatureMatches(key, `device:${ownerId}:${issuedAt}`, match[3]!)) return null;
  if (issuedAt > now + 60_000 || now - issuedAt > DEVICE_TTL_MS) return null;
  return ownerId;
}

export function deviceCookieOptions(production: boolean, now = Date.now()) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: production,
    path: '/',
    expires: new Date(now + DEVICE_TTL_MS),
  };
}

export function deviceKey(secret = siteSecret()): Buffer {
  return purposeKey(secret, 'owner-device');
}
