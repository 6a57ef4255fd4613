'use server';

import { redirect } from 'next/navigation';
import { actionLocale, actionText } from './action-arguments';
import { getPathname } from '@/lib/i18n/navigation';
import { unsubscribeByLink } from './newsletter';

/** The button of the unsubscribe page (a POST: mail scanners that follow links unsubscribe nobody). */
export async function unsubscribeNewsletter(
  localeParam: string,
  tokenParam: string,
): Promise<void> {
  const locale = actionLocale(localeParam);
  const done = await unsubscribeByLink(actionText(tokenParam, 200));
  redirect(
    `${getPathname({ locale, href: '/newsletter' })}?${done ? 'unsubscribed=1' : 'invalid=1'}`,
  );
}
