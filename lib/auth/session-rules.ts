import type { Owner } from '@/lib/db/schema';

/** What the sealed cookie holds: who, and which version of their sessions. */
export type OwnerSession = { ownerId?: number; version?: number };

/** A session is valid only for its owner's current session version. */
export function sessionMatches(
  session: OwnerSession,
  owner: Pick<Owner, 'id' | 'session_version'> | undefined,
): boolean {
  return (
    owner !== undefined && session.ownerId === owner.id && session.version === owner.session_version
  );
}
