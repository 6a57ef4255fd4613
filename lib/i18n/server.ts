import 'server-only';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { Locale } from './locales';
import { routing } from './routing';

export type LocaleParams = Promise<{ locale: string }>;

/** The page's language from its route params; an unknown or disabled language is a 404. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
