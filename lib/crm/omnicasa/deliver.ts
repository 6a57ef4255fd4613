import type { Kysely } from 'kysely';
import { claimDueMails, markFailed, markSent, recordComposed } from '@/lib/db/outbox';
import type { Database, OutboxMail } from '@/lib/db/schema';
import { field, isRecord, omnicasaClient, OmnicasaError, type OmnicasaClient } from './client';
import { AFTER_DEMAND_REGISTER, type OmnicasaRequest } from './push';
import type { OmnicasaSettings } from './settings';

/**
 * The call a stored request becomes, composed when it is sent (the runner composes it from the
 * stored submission, with the agency's notification as its message); null when the CRM has no
 * call for it any more (the request was deleted).
 */
export type ComposeRequestCall = (
  submissionId: number,
) => Promise<(OmnicasaRequest & { subject: string; text: string }) | null>;

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

/** A row's call: as stored, or, for a stored request's row, composed now and written into the row. */
async function callOf(
  db: Kysely<Database>,
  row: OutboxMail,
  composeRequestCall: ComposeRequestCall,
): Promise<OmnicasaRequest> {
  if (row.channel === 'request-omnicasa' && row.crm_call === null) {
    const call = row.submission_id === null ? null : await composeRequestCall(row.submission_id);
    if (!call) throw new Error(`outbox row ${row.id}: its request has no CRM call`);
    await recordComposed(db, row.id, {
      recipient: call.method,
      subject: call.subject,
      text: call.text,
      crmCall: call.params,
    });
    return call;
  }
  const params: unknown = row.crm_call ? JSON.parse(row.crm_call) : null;
  if (!isRecord(params)) throw new Error(`outbox row ${row.id}: its CRM call is not an object`);
  return { method: row.recipient, params };
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
  call: OmnicasaRequest,
): Promise<Record<string, unknown>> {
  const { [AFTER_DEMAND_REGISTER]: reference, ...params } = call.params;
  if (reference === undefined) return params;
  const register = await db
    .selectFrom('outbox')
    .select(['sent_at', 'crm_answer'])
    .where('id', '=', Number(reference))
    .executeTakeFirst();
  if (!register)
    throw new Error(`Omnicasa ${call.method}: its DemandRegister (outbox ${reference}) is gone`);
  if (register.sent_at === null)
    throw new Error(
      `Omnicasa ${call.method}: waiting for its DemandRegister (outbox ${reference}) to be delivered`,
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
      `Omnicasa ${call.method}: the CRM's answer to its DemandRegister (outbox ${reference}) named no id`,
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
  composeRequestCall: ComposeRequestCall,
  now = Date.now(),
): Promise<CrmDeliveryReport> {
  const report: CrmDeliveryReport = { sent: 0, failed: 0 };
  for (const row of await claimDueMails(db, now, 20, ['omnicasa', 'request-omnicasa'])) {
    try {
      const call = await callOf(db, row, composeRequestCall);
      const answer = await client.call(call.method, await resolvedParams(db, call));
      if (ANSWER_KEPT.has(call.method))
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
