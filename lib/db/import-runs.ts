import type { Kysely } from 'kysely';
import { enqueueMail, type MailInput } from './outbox';
import type { Database, ImportRunTable } from './schema';

/**
 * What imports did, for the agency (issue 35 item 2, docs/import.md): every real run (not a dry
 * run, not one refused for the lock) is recorded; one that was held, refused or had records
 * quarantined with the mail that tells the agency, in the same transaction (the mail goes through
 * the outbox, retried like any other). The status line shows the latest.
 */
export type ImportRun = {
  at: number;
  status: 'imported' | 'unchanged' | 'held' | 'invalid';
  source: string;
  versionId: number | null;
  quarantined: number;
  summary: string;
  details: string;
};

export const KEPT_RUNS = 400;

export type StoredImportRun = ImportRun & { id: number; outboxId: number | null };

export async function recordImportRun(
  db: Kysely<Database>,
  run: ImportRun,
  mail: Omit<MailInput, 'submissionId'> | null,
): Promise<StoredImportRun> {
  return db.transaction().execute(async (trx) => {
    const outboxId = mail ? await enqueueMail(trx, { ...mail, submissionId: null }, run.at) : null;
    const row = await trx
      .insertInto('import_runs')
      .values({
        at: run.at,
        status: run.status,
        source: run.source,
        version_id: run.versionId,
        quarantined: run.quarantined,
        summary: run.summary,
        details: run.details,
        outbox_id: outboxId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    // a nightly import makes a row a day: the last KEPT_RUNS are plenty to look back on
    await trx
      .deleteFrom('import_runs')
      .where('id', '<=', id - KEPT_RUNS)
      .execute();
    return { ...run, id, outboxId };
  });
}

function fromRow(row: Omit<ImportRunTable, 'id'> & { id: number }): StoredImportRun {
  return {
    id: Number(row.id),
    at: Number(row.at),
    status: row.status as ImportRun['status'],
    source: row.source,
    versionId: row.version_id === null ? null : Number(row.version_id),
    quarantined: Number(row.quarantined),
    summary: row.summary,
    details: row.details,
    outboxId: row.outbox_id === null ? null : Number(row.outbox_id),
  };
}

/** The latest runs, newest first. */
export async function latestImportRuns(
  db: Kysely<Database>,
  limit = 10,
): Promise<StoredImportRun[]> {
  const rows = await db
    .selectFrom('import_runs')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}
