import type { Kysely } from 'kysely';
import type { Database, Submission, SubmissionStatus } from './schema';

export type SubmissionInput = {
  kind: string;
  locale: string;
  listingId?: number | null;
  projectId?: number | null;
  /** The validated values, stored as JSON. */
  payload: object;
};

/** Stores a request before anything else happens with it; returns its id. */
export async function storeSubmission(
  db: Kysely<Database>,
  input: SubmissionInput,
  now = Date.now(),
): Promise<number> {
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

export async function setSubmissionStatus(
  db: Kysely<Database>,
  id: number,
  status: SubmissionStatus,
): Promise<void> {
  await db.updateTable('submissions').set({ status }).where('id', '=', id).execute();
}

/** Requests, newest first, optionally of one kind or about one listing. */
export async function listSubmissions(
  db: Kysely<Database>,
  filter: { kind?: string; listingId?: number; limit?: number } = {},
): Promise<Submission[]> {
  let query = db
    .selectFrom('submissions')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.listingId !== undefined) query = query.where('listing_id', '=', filter.listingId);
  return query.limit(filter.limit ?? 100).execute();
}

export function payloadOf(submission: Pick<Submission, 'payload'>): Record<string, unknown> {
  return JSON.parse(submission.payload) as Record<string, unknown>;
}

/** How long requests are kept (the privacy statement and every form say so). */
export const REQUEST_RETENTION_MS = 2 * 365 * 24 * 60 * 60_000;
/** Kept longer: offers to purchase (the sale's legal obligations) and published testimonials (until withdrawn). */
const KEPT_KINDS = ['offer'];

/**
 * Deletes requests older than `before` with what depends on them (appointments, search
 * criteria, unpublished testimonials by cascade; their outbox rows explicitly), except
 * offers to purchase and testimonials that are published. Returns how many requests went.
 */
export async function pruneOldRequests(db: Kysely<Database>, before: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const old = trx
      .selectFrom('submissions')
      .select('submissions.id')
      .where('submissions.created_at', '<', before)
      .where('submissions.kind', 'not in', KEPT_KINDS)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('testimonials')
              .select('testimonials.id')
              .whereRef('testimonials.submission_id', '=', 'submissions.id')
              .where('testimonials.status', '=', 'approved'),
          ),
        ),
      );
    // their outbox rows go too: a request's messages are composed from it, and cannot be without it
    await trx.deleteFrom('outbox').where('submission_id', 'in', old).execute();
    const result = await trx.deleteFrom('submissions').where('id', 'in', old).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
