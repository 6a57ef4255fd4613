import 'server-only';
import { siteConfig } from '@/lib/content/site-config';
import { getDatabase } from '@/lib/db/connection';
import { holdAppointment, type HoldOutcome } from '@/lib/db/visits';
import { visitKey } from '@/lib/security/keys';
import { todayInBrussels } from './fields';
import { readVisitToken } from './visit-link';

export type VisitConfirmation = HoldOutcome | 'expired' | 'invalid' | 'unavailable';

/**
 * Holds the slot of the visit request a mailed link names (the visitor's confirmation). A
 * database that cannot be reached is 'unavailable' — the visitor is asked to open the link again
 * later, never shown an error page.
 */
export async function confirmVisitByLink(
  token: unknown,
  now = Date.now(),
): Promise<VisitConfirmation> {
  const link = readVisitToken(visitKey(), token, now);
  if (typeof link === 'string') return link;
  try {
    const { db } = await getDatabase();
    return await holdAppointment(db, link.appointmentId, 'visitor', {
      capacity: siteConfig.forms.slotCapacity,
      today: todayInBrussels(new Date(now)),
      now,
    });
  } catch (error) {
    console.error(
      `visits: a confirmation could not be recorded (${error instanceof Error ? error.message : 'error'})`,
    );
    return 'unavailable';
  }
}
