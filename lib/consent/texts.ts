import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { OPTIONS, type ConsentOption } from './consent';

/** The consent dialog's texts in one language (messages › Consent). */
export type ConsentTexts = {
  title: string;
  text: string;
  acceptAll: string;
  declineAll: string;
  settings: string;
  save: string;
  settingsTitle: string;
  options: Record<ConsentOption, { title: string; text: string }>;
};

/** The dialog's texts, translated (served by /api/consent-texts/{locale}/). */
export async function consentTexts(locale: Locale): Promise<ConsentTexts> {
  const t = await getTranslations({ locale, namespace: 'Consent' });
  return {
    title: t('title'),
    text: t('text'),
    acceptAll: t('acceptAll'),
    declineAll: t('declineAll'),
    settings: t('settings'),
    save: t('save'),
    settingsTitle: t('settingsTitle'),
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
