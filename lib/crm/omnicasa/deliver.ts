import type { Kysely } from 'kysely';
import { claimDueMails, markFailed, markSent } from '@/lib/db/outbox';
import type { Database, OutboxMail } from '@/lib/db/schema';
import { isRecord, omnicasaClient, OmnicasaError, type OmnicasaClient } from './client';
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
      await client.call(row.recipient, paramsOf(row));
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
