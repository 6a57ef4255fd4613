import { serverEnv, type Env } from '@/lib/config';
import type { Kysely } from 'kysely';
import { createOwner, findOwnerByLogin, linkProperty } from '@/lib/db/owners';
import type { Database } from '@/lib/db/schema';
import { hashPassword } from './password';

/** The demo owner of a development machine (docs/owner-portal.md), never of production by default. */
export const DEMO_OWNER = {
  username: 'demo',
  email: 'demo.owner@horizon-immo.example',
  password: 'horizon-demo-2026',
  language: 'en',
} as const;

/** In development unless DEMO_OWNER=0; in production only with DEMO_OWNER=1. */
export function demoOwnerWanted(env: Env = serverEnv()): boolean {
  return env.NODE_ENV === 'production' ? env.DEMO_OWNER === '1' : env.DEMO_OWNER !== '0';
}

/** Creates the demo owner with its properties once; leaves an existing one as it is. */
export async function ensureDemoOwner(
  db: Kysely<Database>,
  listingIds: readonly number[],
): Promise<'created' | 'exists'> {
  if (await findOwnerByLogin(db, DEMO_OWNER.username)) return 'exists';
  const passwordHash = await hashPassword(DEMO_OWNER.password);
  try {
    const id = await createOwner(db, {
      username: DEMO_OWNER.username,
      email: DEMO_OWNER.email,
      passwordHash,
      language: DEMO_OWNER.language,
    });
    for (const listingId of listingIds) await linkProperty(db, id, listingId);
    return 'created';
  } catch (error) {
    // another instance created it at the same moment (unique username)
    if (await findOwnerByLogin(db, DEMO_OWNER.username)) return 'exists';
    throw error;
  }
}
