import { recordToken, recordTokenId, recordTokenMatches } from '@/lib/security/signing';

/*
 * The signed links of alert mails (key: `alertKey()`, its own purpose): opaque tokens
 * (`{alert id}.{signature}`) that name one alert and are bound to its address and to what they
 * do. Confirm and unsubscribe act on that alert; manage opens every alert of its address. No
 * token carries the address itself (issue 35 › 9: a forwarded mail or a logged URL no longer
 * tells it). Without the site's secret none can be made; none needs a login.
 */

export type AlertAction = 'confirm' | 'unsubscribe' | 'manage';

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

/** The manage link's token: opaque, named by one alert of the address and bound to it. */
export function manageToken(key: Buffer, id: number, email: string): string {
  return alertToken(key, 'manage', id, email);
}
