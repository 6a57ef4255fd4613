import type { Kysely } from 'kysely';
import { linkCrmOwner } from '@/lib/db/owners';
import type { Database, Owner } from '@/lib/db/schema';
import { omnicasaClient, type OmnicasaClient } from './client';
import { checkPersonLogin, relatedPropertyIds } from './owners';
import type { OmnicasaSettings } from './settings';

export type CrmLoginResult =
  | { ok: true; owner: Owner }
  /** The CRM said no (or the email is an owner of the site's own, not the CRM's). */
  | { ok: false; reason: 'failed' }
  /** The CRM could not be asked (down, slow, a malformed answer): try again later. */
  | { ok: false; reason: 'unavailable' };

/** A login waits at most this long for the CRM: one attempt, no retry. */
export const CRM_LOGIN_TIMEOUT_MS = 8000;

export function crmLoginClient(settings: OmnicasaSettings): OmnicasaClient {
  return omnicasaClient({ ...settings, retries: 0, timeoutMs: CRM_LOGIN_TIMEOUT_MS });
}

/**
 * Signs an owner in with the CRM's login (CheckPersonLogin): the CRM person is linked to a local
 * owner, created on the first login, whose properties become those the CRM relates to the person
 * (GetRelatedProperties; when that call fails, the properties linked before are kept).
 */
export async function crmOwnerLogin(
  db: Kysely<Database>,
  client: OmnicasaClient,
  email: string,
  password: string,
  language: { locale: string; languageId: number | undefined },
  now = Date.now(),
): Promise<CrmLoginResult> {
  let person;
  try {
    person = await checkPersonLogin(client, email, password, language.languageId);
  } catch (error) {
    console.warn(`login: CRM_UNAVAILABLE (${error instanceof Error ? error.message : 'error'})`);
    return { ok: false, reason: 'unavailable' };
  }
  if (!person) return { ok: false, reason: 'failed' };
  let propertyIds: number[] | null = null;
  try {
    propertyIds = await relatedPropertyIds(client, person.email, language.languageId);
  } catch (error) {
    console.warn(
      `login: CRM properties not read, the linked ones are kept (${error instanceof Error ? error.message : 'error'})`,
    );
  }
  const link = await linkCrmOwner(db, person, language.locale, propertyIds, now);
  if (link.status === 'taken') {
    console.info('login: CRM_EMAIL_TAKEN');
    return { ok: false, reason: 'failed' };
  }
  return { ok: true, owner: link.owner };
}
