import type { Kysely } from 'kysely';
import type { Database, Submission, SubmissionStatus } from './schema';

export type SubmissionInput = {
  kind: string;
  locale: string;
  listingId?: number | null;
  projectId?: number | null;
  payload: Record<string, unknown>;
};

/** Stores a request before anything else happens with it; returns its id. */
export async function storeSubmission(db: Kysely<Database>, input: SubmissionInput, now = Date.now()): Promise<number> {
  const row = await db
    .insertInto('submissions')
    .values({
      kind: input.kind,
      locale: input.locale,
      listing_id: input.listingId ?? null,
      project_id: input.projectId ?? null,
      payload: JSON.stringify(input.payload),
      created_at: now,
      status: 'received',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setSubmissionStatus(db: Kysely<Database>, id: number, status: SubmissionStatus): Promise<void> {
  await db.updateTable('submissions').set({ status }).where('id', '=', id).execute();
}

/** Requests, newest first, optionally of one kind or about one listing. */
export async function listSubmissions(db: Kysely<Database>, filter: { kind?: string; listingId?: number; limit?: number } = {}): Promise<Submission[]> {
  let query = db.selectFrom('submissions').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.listingId !== undefined) query = query.where('listing_id', '=', filter.listingId);
  return query.limit(filter.limit ?? 100).execute();
}

export function payloadOf(submission: Pick<Submission, 'payload'>): Record<string, unknown> {
  return JSON.parse(submission.payload) as Record<string, unknown>;
}
