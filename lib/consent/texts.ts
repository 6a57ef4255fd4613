import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { DIALOG_TEXTS, OPTIONS, type ConsentOption } from './consent';

/** The consent dialog's texts in one language (messages › Consent). */
export type ConsentTexts = Record<(typeof DIALOG_TEXTS)[number], string> & {
  options: Record<ConsentOption, { title: string; text: string }>;
};

/** The dialog's texts, translated (served by /api/consent-texts/{locale}/). */
export async function consentTexts(locale: Locale): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return {
    ...(Object.fromEntries(DIALOG_TEXTS.map((key) => [key, t(key)])) as Omit<
      ConsentTexts,
      'options'
    >),
    options: Object.fromEntries(
      OPTIONS.map((option) => [
        option,
        { title: t(`options.${option}.title`), text: t(`options.${option}.text`) },
      ]),
    ) as ConsentTexts['options'],
  };
}

/** Where a page's consent dialog fetches its texts. */
export const consentTextsUrl = (locale: Locale) => `/api/consent-texts/${locale}/`;
