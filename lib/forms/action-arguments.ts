import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { isFlow, type Flow } from './flows';

/**
 * A server action's arguments come from the network like any input: a page binds the language
 * (and the flow) and the browser adds the form data, but anybody can post other values. An
 * action whose arguments are not those answers 404 (Next.js turns notFound() in an action into
 * that status), never a 500.
 */
export function actionLocale(value: unknown): Locale {
  if (typeof value !== 'string' || !isLocale(value)) notFound();
  return value;
}

export function actionFlow(value: unknown): Flow {
  if (!isFlow(value)) notFound();
  return value;
}

export function actionFormData(value: unknown): FormData {
  if (!(value instanceof FormData)) notFound();
  return value;
}

export function actionText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string' || value.length > maxLength) notFound();
  return value;
}
