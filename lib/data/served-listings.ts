import type { Kysely } from 'kysely';
import { currentVersion, versionContent } from '@/lib/db/data-versions';
import type { Database } from '@/lib/db/schema';
import { dataFilePath, loadPayloadFromFile, parsePayload } from './load';
import { decodeContent, type VersionContent } from './version-content';

/** What the site serves now: the listings of the current version and the ones imports removed. */
export type ServedContent = Pick<VersionContent, 'payload' | 'removed'> & {
  /** Names the data set, for messages: "data set version 7" or the bundled file. */
  source: string;
};

/** The current imported data set version, else the bundled data set (as the site serves them). */
export async function servedContent(db: Kysely<Database>): Promise<ServedContent> {
  const current = await currentVersion(db);
  const bytes = current ? await versionContent(db, current.id) : null;
  if (current && bytes) {
    const content = decodeContent(bytes);
    const source = `data set version ${current.id}`;
    return { payload: parsePayload(content.payload, source), removed: content.removed, source };
  }
  const file = dataFilePath();
  return {
    payload: loadPayloadFromFile(file),
    removed: [],
    source: `the bundled data set (${file})`,
  };
}

export type ListingPresence =
  { state: 'on-site' } | { state: 'withdrawn'; removedAt: string } | { state: 'unknown' };

/** Whether a listing is on the site (sold and rented ones too), was withdrawn by an import, or is unknown. */
export function listingPresence(content: ServedContent, id: number): ListingPresence {
  if (content.payload.listings.some((record) => record.ID === id)) return { state: 'on-site' };
  const removed = content.removed.find((entry) => entry.id === id);
  return removed ? { state: 'withdrawn', removedAt: removed.removedAt } : { state: 'unknown' };
}

/**
 * Why a listing cannot be linked to an owner (`npm run owner:link`), or null when it can: an
 * owner's dashboard of a listing the site does not carry would show nothing but zeros.
 */
export function unlinkableReason(content: ServedContent, id: number): string | null {
  const presence = listingPresence(content, id);
  if (presence.state === 'on-site') return null;
  if (presence.state === 'withdrawn')
    return `listing ${id} was withdrawn by the import of ${presence.removedAt.slice(0, 10)} (its page answers 410 Gone)`;
  return `listing ${id} is not on the site (${content.source} has no listing with this id)`;
}
