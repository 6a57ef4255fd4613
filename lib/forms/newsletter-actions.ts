'use server';

import { redirect } from 'next/navigation';
import { isLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { unsubscribeByLink } from './newsletter';

/** The button of the unsubscribe page (a POST: mail scanners that follow links unsubscribe nobody). */
export async function unsubscribeNewsletter(locale: string, token: string): Promise<void> {
  if (!isLocale(locale)) throw new Error('unknown language');
  const done = await unsubscribeByLink(token);
  redirect(`${getPathname({ locale, href: '/newsletter' })}?${done ? 'unsubscribed=1' : 'invalid=1'}`);
}
