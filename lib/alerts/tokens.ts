import {
  recordToken,
  recordTokenId,
  recordTokenMatches,
  sign,
  signatureMatches,
} from '@/lib/security/signing';

/*
 * The signed links of alert mails (key: `alertKey()`, its own purpose): confirm and unsubscribe
 * name one alert and are bound to its address; the manage link names an address and opens every
 * alert of it. Without the site's secret none can be made; none needs a login.
 */

export type AlertAction = 'confirm' | 'unsubscribe';

export function alertToken(key: Buffer, action: AlertAction, id: number, email: string): string {
  return recordToken(key, id, `${action}:${email}`);
}

/** The alert id a token names, once it matches (`emailOf` reads that alert's address). */
export function alertTokenId(token: string): number | null {
  return recordTokenId(token);
}

export function alertTokenMatches(
  key: Buffer,
  action: AlertAction,
  token: string,
  id: number,
  email: string,
): boolean {
  return recordTokenMatches(key, token, id, `${action}:${email}`);
}

/** The manage link's token: the address (base64url) and its signature. */
export function manageToken(key: Buffer, email: string): string {
  const address = email.toLowerCase();
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${sign(key, `manage:${address}`)}`;
}

/** The address a manage token names, when its signature holds; null otherwise. */
export function manageTokenEmail(key: Buffer, token: string): string | null {
  const [encoded = '', signature = ''] = token.split('.');
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(encoded) || signature === '') return null;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  return signatureMatches(key, `manage:${address}`, signature) ? address : null;
}
