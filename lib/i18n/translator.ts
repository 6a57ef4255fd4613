import { createTranslator } from 'use-intl/core';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from './locales';

/** A message look-up with its values, as next-intl's `t` (ICU plurals and all). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const MESSAGES = { en, nl, fr, de };

/**
 * The texts of one language outside a page's request: a mail composed when the outbox sends it,
 * a command run from the shell. Pages use next-intl's own `getTranslations`.
 */
export function translator(locale: Locale): Translate {
  return createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
}
