import type { Kysely } from 'kysely';
import { claimDueMails, markFailed, markSent } from '@/lib/db/outbox';
import type { Database, OutboxMail } from '@/lib/db/schema';
import { field, isRecord, omnicasaClient, OmnicasaError, type OmnicasaClient } from './client';
import { AFTER_DEMAND_REGISTER } from './push';
import type { OmnicasaSettings } from './settings';

export type CrmDeliveryReport = { sent: number; failed: number };

/**
 * The client the outbox delivers with: one attempt per run (the outbox retries with its own
 * back-off, 1 min, 2, 4… and keeps the row), cut after 15 s so a hanging CRM does not hold the
 * mails' runner.
 */
export function omnicasaOutboxClient(
  settings: OmnicasaSettings,
  options: { timeoutMs?: number } = {},
): OmnicasaClient {
  return omnicasaClient({ ...settings, retries: 0, timeoutMs: options.timeoutMs ?? 15_000 });
}

/** Why a call failed, as the outbox keeps it: the call and the CRM's message, or the network's reason. */
function reasonOf(error: unknown): string {
  if (error instanceof OmnicasaError) return error.message;
  return `Omnicasa: ${error instanceof Error ? error.message : 'error'}`;
}

function paramsOf(row: OutboxMail): Record<string, unknown> {
  const params: unknown = row.crm_call ? JSON.parse(row.crm_call) : null;
  if (!isRecord(params)) throw new Error(`outbox row ${row.id}: its CRM call is not an object`);
  return params;
}

/** Calls whose answer is kept on their row: the ids a later call needs (UnsubscribeDemandPerson). */
const ANSWER_KEPT = new Set(['DemandRegister']);

/**
 * The parameters as sent: a reference to an earlier DemandRegister row (push.ts ›
 * AFTER_DEMAND_REGISTER) becomes the ids of the CRM's answer to it (DemandID, and the person's
 * ID). While that call is not delivered, or when its answer named no id, this attempt fails with
 * the reason and is tried again after the back-off.
 */
async function resolvedParams(
  db: Kysely<Database>,
  row: OutboxMail,
): Promise<Record<string, unknown>> {
  const { [AFTER_DEMAND_REGISTER]: reference, ...params } = paramsOf(row);
  if (reference === undefined) return params;
  const register = await db
    .selectFrom('outbox')
    .select(['sent_at', 'crm_answer'])
    .where('id', '=', Number(reference))
    .executeTakeFirst();
  if (!register)
    throw new Error(`Omnicasa ${row.recipient}: its DemandRegister (outbox ${reference}) is gone`);
  if (register.sent_at === null)
    throw new Error(
      `Omnicasa ${row.recipient}: waiting for its DemandRegister (outbox ${reference}) to be delivered`,
    );
  const answer: unknown = register.crm_answer ? JSON.parse(register.crm_answer) : null;
  const demandId = isRecord(answer) ? Number(field(answer, 'DemandID')) : NaN;
  const personId = isRecord(answer)
    ? Number(field(answer, 'PersonID') ?? field(answer, 'ID'))
    : NaN;
  const ids = {
    ...(Number.isSafeInteger(demandId) && demandId > 0 && { DemandID: demandId }),
    ...(Number.isSafeInteger(personId) && personId > 0 && { ID: personId }),
  };
  if (Object.keys(ids).length === 0)
    throw new Error(
      `Omnicasa ${row.recipient}: the CRM's answer to its DemandRegister (outbox ${reference}) named no id`,
    );
  return { ...params, ...ids };
}

/**
 * Delivers the CRM calls that are due (outbox rows of channel 'omnicasa'). A call the CRM
 * accepts is marked sent; any failure — `Success: false` (its message kept), an HTTP error, a
 * timeout — is a failed attempt: the row stays, due again after the back-off, and after
 * MAX_ATTEMPTS it stays visible as failed until `npm run outbox -- --retry`.
 */
export async function deliverDueCrmCalls(
  db: Kysely<Database>,
  client: OmnicasaClient,
  now = Date.now(),
): Promise<CrmDeliveryReport> {
  const report: CrmDeliveryReport = { sent: 0, failed: 0 };
  for (const row of await claimDueMails(db, now, 20, 'omnicasa')) {
    try {
      const answer = await client.call(row.recipient, await resolvedParams(db, row));
      if (ANSWER_KEPT.has(row.recipient))
        await db
          .updateTable('outbox')
          .set({ crm_answer: JSON.stringify(answer ?? null).slice(0, 10_000) })
          .where('id', '=', row.id)
          .execute();
      await markSent(db, row.id, Date.now());
      report.sent += 1;
    } catch (error) {
      const reason = reasonOf(error);
      await markFailed(db, row, reason, Date.now());
      report.failed += 1;
      console.warn(
        `outbox: CRM call ${row.id} (${row.recipient}) not delivered: ${reason}; it stays in the outbox`,
      );
    }
  }
  return report;
}
