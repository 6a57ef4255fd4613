import { field, isRecord, OmnicasaError, type OmnicasaClient } from './client';

/**
 * The owner calls of Omnicasa's web service (docs/crm-omnicasa.md › Owners from the CRM), with
 * the parameters the public clients give them: CheckPersonLogin (Email, Password, IsProprietors,
 * LanguageId), GetRelatedProperties (Email, paged) and GetPersonForgetPassword (Email,
 * LanguageId). What they answer is not in the public sources; the fields read here are the
 * service's usual names (ID, Email, Name, FirstName), matched without regard to case, and an
 * answer without a person id counts as a refused login.
 */
export type CrmPerson = { id: number; email: string; name: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The person of a CheckPersonLogin answer, or null when it names none. */
export function personOf(value: unknown, typedEmail: string): CrmPerson | null {
  const record =
    isRecord(value) && isRecord(field(value, 'Person')) ? field(value, 'Person') : value;
  if (!isRecord(record)) return null;
  const id = Number(field(record, 'ID') ?? field(record, 'PersonID'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const email = text(field(record, 'Email')).toLowerCase() || typedEmail.trim().toLowerCase();
  const name = [text(field(record, 'FirstName')), text(field(record, 'Name'))]
    .filter(Boolean)
    .join(' ');
  return { id, email, name };
}

/**
 * The person the CRM knows by this email and password (as an owner: IsProprietors), or null when
 * it says no. A failure of the network or of the CRM itself (HTTP error, timeout, malformed
 * answer) is thrown: the caller tells the owner to try again later, never that the password was
 * wrong.
 */
export async function checkPersonLogin(
  client: OmnicasaClient,
  email: string,
  password: string,
  languageId: number | undefined,
): Promise<CrmPerson | null> {
  try {
    const value = await client.call('CheckPersonLogin', {
      Email: email.trim(),
      Password: password,
      IsProprietors: true,
      ...(languageId !== undefined && { LanguageId: languageId }),
    });
    return personOf(value, email);
  } catch (error) {
    if (error instanceof OmnicasaError && error.failure === 'refused') return null;
    throw error;
  }
}

/** The ids of the properties the CRM relates to this person's email (their own). */
export async function relatedPropertyIds(
  client: OmnicasaClient,
  email: string,
  languageId: number | undefined,
): Promise<number[]> {
  const rows = await client.list('GetRelatedProperties', {
    Email: email.trim(),
    ...(languageId !== undefined && { LanguageId: languageId }),
  });
  const ids = rows
    .map((row) => Number(field(row, 'ID') ?? field(row, 'ObjectID')))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}
