import 'server-only';
import { siteConfig } from '@/lib/content/site-config';
import { getDatabase } from '@/lib/db/connection';
import { holdAppointment, type HoldOutcome } from '@/lib/db/visits';
import { visitKey } from '@/lib/security/keys';
import { todayInBrussels } from './fields';
import { readVisitToken } from './visit-link';

export type VisitConfirmation = HoldOutcome | 'expired' | 'invalid';

/** Holds the slot of the visit request a mailed link names (the visitor's confirmation). */
export async function confirmVisitByLink(
  token: unknown,
  now = Date.now(),
): Promise<VisitConfirmation> {
  const link = readVisitToken(visitKey(), token, now);
  if (typeof link === 'string') return link;
  const { db } = await getDatabase();
  return holdAppointment(db, link.appointmentId, 'visitor', {
    capacity: siteConfig.forms.slotCapacity,
    today: todayInBrussels(new Date(now)),
    now,
  });
}
