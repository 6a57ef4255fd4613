import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import { claimMailTurn } from './mail-turns';
import { storeDemand, storeTestimonial, subscribe, subscriberById } from './requests';
import type { Database } from './schema';
import { requestAppointment } from './visits';

/** A record a request writes beside the request itself, in the same transaction. */
export type RequestRecord =
  | { kind: 'appointment'; listingId: number; date: string; slot: string; email: string }
  | {
      kind: 'demand';
      goal: 'sale' | 'rent';
      types: number[];
      zones: string[];
      minRooms: number | null;
      priceMin: number | null;
      priceMax: number | null;
    }
  | { kind: 'testimonial'; name: string; text: string }
  | { kind: 'subscriber'; email: string };

/**
 * A newsletter confirmation goes to one address once a day (UTC days) at most, and never to an
 * address that is already confirmed, however often and from wherever it is signed up: the sign-up
 * answers the same, and the link mailed before keeps working (it does not expire).
 */
export const NEWSLETTER_MAIL_PERIOD_MS = 24 * 60 * 60_000;

/** A value a limit or a hold counts by, kept only as a hash (an address typed in a form). */
export function valueKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/** The visit slot a request asks for is full: thrown inside the request's transaction, which is undone. */
export class SlotFull extends Error {
  override name = 'SlotFull';
}

/**
 * Writes the record of a request in its transaction (an appointment, a search, a testimonial, a
 * subscriber). `mailsHeld`: a newsletter sign-up whose confirmation went out today, or that is
 * confirmed already, sends nothing.
 */
export async function storeRequestRecord(
  trx: Transaction<Database>,
  record: RequestRecord,
  request: { submissionId: number; locale: string; slotCapacity: number; now: number },
): Promise<{ mailsHeld: boolean }> {
  const { submissionId, locale, now } = request;
  switch (record.kind) {
    case 'appointment': {
      const { listingId, date, slot, email } = record;
      const appointmentId = await requestAppointment(
        trx,
        { submissionId, listingId, date, slot, holder: valueKey(email) },
        request.slotCapacity,
        now,
      );
      if (appointmentId === null) throw new SlotFull();
      return { mailsHeld: false };
    }
    case 'demand': {
      const { goal, types, zones, minRooms, priceMin, priceMax } = record;
      await storeDemand(
        trx,
        { submissionId, goal, types, zones, minRooms, priceMin, priceMax },
        now,
      );
      return { mailsHeld: false };
    }
    case 'testimonial':
      await storeTestimonial(
        trx,
        { submissionId, locale, name: record.name, text: record.text },
        now,
      );
      return { mailsHeld: false };
    case 'subscriber': {
      const subscriberId = await subscribe(trx, record.email, locale, now);
      const subscriber = await subscriberById(trx, subscriberId);
      const mail =
        subscriber?.confirmed_at === null &&
        (await claimMailTurn(
          trx,
          'newsletter',
          valueKey(record.email),
          NEWSLETTER_MAIL_PERIOD_MS,
          now,
        ));
      return { mailsHeld: !mail };
    }
  }
}
