import { serverEnv, type Env } from '@/lib/config';
import type { Kysely } from 'kysely';
import { currentVersion, versionContent } from '@/lib/db/data-versions';
import type { Database } from '@/lib/db/schema';
import { installedVersion, installVersion, parsePayload } from './load';
import { buildStore } from './store';
import { decodeContent } from './version-content';

/**
 * How an instance follows the data set versions of `npm run import` (docs/importing-listings.md
 * listings): it reads the current version's id (one row) and, when it differs from what it
 * serves, loads, validates and indexes that version aside, then swaps the whole store in one
 * assignment. With no version, it serves the bundled data set.
 */
export type FollowResult = 'unchanged' | 'switched';

/** Every instance checks at this interval (`DATA_POLL_MS`). */
export function dataPollMs(env: Env = serverEnv()): number {
  const value = Number(env.DATA_POLL_MS);
  return Number.isFinite(value) && value >= 500 ? value : 5_000;
}

export async function followDataVersion(db: Kysely<Database>): Promise<FollowResult> {
  const current = await currentVersion(db);
  const served = installedVersion();
  if ((current?.id ?? null) === served) return 'unchanged';
  if (!current) {
    installVersion(null);
    return 'switched';
  }
  const bytes = await versionContent(db, current.id);
  // a version pruned or rolled back between the two reads: the next check finds the pointer's new target
  if (!bytes) return 'unchanged';
  const content = decodeContent(bytes);
  const payload = parsePayload(content.payload, `data set version ${current.id}`);
  installVersion({ version: current.id, store: buildStore(payload, content) });
  return 'switched';
}

type FollowState = {
  running: Promise<FollowResult> | null;
  checkedAt: number;
  stalePages: boolean;
};
const state = globalThis as typeof globalThis & { __agencyDataFollow?: FollowState };

function followState(): FollowState {
  state.__agencyDataFollow ??= { running: null, checkedAt: 0, stalePages: false };
  return state.__agencyDataFollow;
}

/** At most one check at a time and one a second, however often it is asked for. */
export function checkDataVersion(db: Kysely<Database>, now = Date.now()): Promise<FollowResult> {
  const follow = followState();
  if (follow.running) return follow.running;
  if (now - follow.checkedAt < 1_000) return Promise.resolve('unchanged');
  follow.checkedAt = now;
  follow.running = followDataVersion(db).finally(() => {
    follow.running = null;
  });
  return follow.running;
}

/** A version installed before the server could revalidate (at start-up): the pages built ahead are of another data set. */
export function markPagesStale(): void {
  followState().stalePages = true;
}

/** Whether pages must be regenerated, once: true after a switch noted by markPagesStale. */
export function takeStalePages(): boolean {
  const follow = followState();
  const stale = follow.stalePages;
  follow.stalePages = false;
  return stale;
}
