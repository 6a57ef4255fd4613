import type { Kysely } from 'kysely';
import { serverEnv } from '@/lib/config';
import { siteConfig } from '@/lib/content/site-config';
import { hasOmnicasaCall } from '@/lib/crm/omnicasa/push';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import {
  enqueueRequestDelivery,
  type RequestDelivery,
  type RequestMailPurpose,
} from '@/lib/db/outbox';
import { SlotFull, storeRequestRecord } from '@/lib/db/request-records';
import type { Database } from '@/lib/db/schema';
import { storeSubmission } from '@/lib/db/submissions';
import type { Locale } from '@/lib/i18n/locales';
import { FLOW_REGISTRY, flowSubject, type Flow, type FlowValues } from './flows';
import type { Refusal } from './refusal';

export type StoredRequest = { ok: true; submissionId: number } | { ok: false; refusal: Refusal };

/** The mails a request of the flow sends (composed when they are sent: lib/mail/request-mails.ts). */
function mailPurposes<F extends Flow>(flow: F, values: FlowValues<F>): RequestMailPurpose[] {
  const plan = FLOW_REGISTRY[flow].mails;
  if (plan.kind === 'newsletter') return ['newsletter-confirmation'];
  if (plan.kind === 'friend') return ['agency', 'friend'];
  return plan.sender(values).email ? ['agency', 'confirmation'] : ['agency'];
}

/** Where a stored request goes: its mails, and the agency's CRM when one is configured and has a call for it. */
function deliveriesOf<F extends Flow>(
  flow: F,
  values: FlowValues<F>,
  submissionId: number,
): RequestDelivery[] {
  const crm = omnicasaSettings(serverEnv()) !== null && hasOmnicasaCall(flow);
  return [
    ...mailPurposes(flow, values).map((purpose): RequestDelivery => ({
      submissionId,
      channel: 'request-mail',
      purpose,
    })),
    ...(crm ? [{ submissionId, channel: 'request-omnicasa' } as const] : []),
  ];
}

/**
 * Step 3 of a request: one transaction writes the request, its flow's record (an appointment, a
 * search, a testimonial, a subscriber) and an outbox row for each of its deliveries, naming it.
 * Stored before anything is sent, and never half-stored; the messages are composed when they are
 * sent, from what was stored here.
 */
export async function storeRequest<F extends Flow>(
  db: Kysely<Database>,
  flow: F,
  locale: Locale,
  values: FlowValues<F>,
  now: number,
): Promise<StoredRequest> {
  const { listingId, projectId } = flowSubject(flow, values);
  const record = FLOW_REGISTRY[flow].record?.(values) ?? null;
  try {
    const submissionId = await db.transaction().execute(async (trx) => {
      const id = await storeSubmission(
        trx,
        { kind: flow, locale, listingId, projectId, payload: values },
        now,
      );
      const { mailsHeld } = record
        ? await storeRequestRecord(trx, record, {
            submissionId: id,
            locale,
            slotCapacity: siteConfig.forms.slotCapacity,
            now,
          })
        : { mailsHeld: false };
      // held mails (a newsletter sign-up seen today) are not sent; the CRM has no call for those
      if (!mailsHeld)
        for (const delivery of deliveriesOf(flow, values, id))
          await enqueueRequestDelivery(trx, delivery, now);
      return id;
    });
    return { ok: true, submissionId };
  } catch (error) {
    if (error instanceof SlotFull)
      return { ok: false, refusal: { fieldErrors: { slot: 'slotFull' } } };
    throw error;
  }
}
