import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import type { Database } from '../../lib/db/schema';
import { hashPassword } from '../../lib/auth/password';
import { createOwner, linkProperty } from '../../lib/db/owners';
import { openPage } from './fixtures';
import { testDatabase, uniqueEmail } from './forms';
import { localizedPath, type Locale } from './routes';

export type TestOwner = { id: number; username: string; email: string; password: string };

/**
 * An owner of its own for one test, with a random password, linked to `listings`; in the server's
 * test database, or in `database` (left open) when given.
 */
export async function newOwner(
  label: string,
  listings: number[],
  language: Locale = 'en',
  database?: Kysely<Database>,
): Promise<TestOwner> {
  const db = database ?? (await testDatabase());
  const suffix = randomBytes(4).toString('hex');
  const owner = {
    username: `${label}-${suffix}`,
    email: uniqueEmail(label),
    password: `pw-${randomBytes(9).toString('base64url')}`,
  };
  const id = await createOwner(db, {
    ...owner,
    passwordHash: await hashPassword(owner.password),
    language,
  });
  for (const listing of listings) await linkProperty(db, id, listing);
  if (!database) await db.destroy();
  return { id, ...owner };
}

/**
 * Fills and sends the login form of a language (where it leads is for the test to check), on the
 * tests' server or on `origin`.
 */
export async function logIn(
  page: Page,
  login: string,
  password: string,
  locale: Locale = 'en',
  origin = '',
): Promise<void> {
  await openPage(page, `${origin}${localizedPath('/login', locale)}`);
  const form = page.getByTestId('form-login');
  await form.locator('input[name="login"]').fill(login);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** The portal, or one property's dashboard in it. */
export const portalPath = (locale: Locale, id?: number) =>
  id === undefined
    ? localizedPath('/owner-portal', locale)
    : localizedPath('/owner-portal/[id]', locale, { id: String(id) });
