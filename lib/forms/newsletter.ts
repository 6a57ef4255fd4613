import 'server-only';
import { getDatabase } from '@/lib/db/connection';
import { confirmSubscription, subscriberById, unsubscribe } from '@/lib/db/requests';
import type { NewsletterSubscriber } from '@/lib/db/schema';
import { recordTokenId, recordTokenMatches } from '@/lib/security/signing';
import { newsletterKey } from '@/lib/security/keys';

export type LinkAction = 'confirm' | 'unsubscribe';

/** The subscriber a signed newsletter link names, when the signature holds for that action. */
export async function subscriberOfLink(
  action: LinkAction,
  token: string,
): Promise<NewsletterSubscriber | null> {
  const id = recordTokenId(token);
  if (id === null) return null;
  const { db } = await getDatabase();
  const subscriber = await subscriberById(db, id);
  if (
    !subscriber ||
    !recordTokenMatches(newsletterKey(), token, id, `${action}:${subscriber.email}`)
  )
    return null;
  return subscriber;
}

/** Confirms the subscription a confirmation link names (double opt-in); false for a bad link. */
export async function confirmByLink(token: string): Promise<boolean> {
  const subscriber = await subscriberOfLink('confirm', token);
  if (!subscriber) return false;
  const { db } = await getDatabase();
  await confirmSubscription(db, subscriber.id);
  return true;
}

export async function unsubscribeByLink(token: string): Promise<boolean> {
  const subscriber = await subscriberOfLink('unsubscribe', token);
  if (!subscriber) return false;
  const { db } = await getDatabase();
  await unsubscribe(db, subscriber.id);
  return true;
}
