import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { asConsentTexts } from '@/lib/consent/load-texts';
import { consentTexts } from '@/lib/consent/texts';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const MESSAGES = { en, nl, fr, de };

vi.mock('next-intl/server', () => ({
  getTranslations: async ({
    locale,
    namespace,
  }: {
    locale: keyof typeof MESSAGES;
    namespace: string;
  }) => createTranslator({ locale, messages: MESSAGES[locale], namespace: namespace as never }),
}));

describe('the consent texts the route serves and the dialog accepts', () => {
  for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
    it(`are complete in ${locale}`, async () => {
      const texts = await consentTexts(locale);
      expect(texts.title).toBe(MESSAGES[locale].Consent.title);
      expect(asConsentTexts(JSON.parse(JSON.stringify(texts)))).toEqual(texts);
    });
  }

  it('refuses an answer missing a text or an option', async () => {
    const texts = await consentTexts('en');
    expect(asConsentTexts({ ...texts, save: '' })).toBeNull();
    expect(
      asConsentTexts({ ...texts, options: { ...texts.options, analytics: { title: 'A' } } }),
    ).toBeNull();
    expect(asConsentTexts('<h1>Bad gateway</h1>')).toBeNull();
  });
});
