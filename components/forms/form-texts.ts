import 'server-only';
import { getTranslations } from 'next-intl/server';
import { ERROR_KEYS, type ErrorKey } from '@/lib/forms/constants';
import type { Locale } from '@/lib/i18n/locales';
import type { RequestFormTexts } from './request-form';

/** The texts every validated form shows, in the visitor's language, with its own submit label. */
export async function formTexts(locale: Locale, submit: string): Promise<RequestFormTexts> {
  const t = await getTranslations({ locale, namespace: 'Forms' });
  return {
    submit,
    sending: t('sending'),
    bannerTitle: t('banner.title'),
    bannerFields: t('banner.fields'),
    required: t('required'),
    optional: t('optional'),
    honeypot: t('fields.website'),
    captchaLabel: t('fields.captcha'),
    captchaNoScript: t('captchaNoScript'),
    errors: Object.fromEntries(ERROR_KEYS.map((key) => [key, t(`errors.${key}`)])) as Record<
      ErrorKey,
      string
    >,
  };
}
