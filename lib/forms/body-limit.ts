import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/locales';
import { escapeHtml } from '@/lib/format/text';

/** The largest form a visitor can send: every field at its limit fits with room to spare. */
export const FORM_BODY_LIMIT_BYTES = 100 * 1024;

const TEXTS: Record<Locale, { title: string; body: string; back: string }> = {
  en: { title: en.Forms.banner.title, body: en.Forms.failures.tooLarge, back: en.Forms.goBack },
  nl: { title: nl.Forms.banner.title, body: nl.Forms.failures.tooLarge, back: nl.Forms.goBack },
  fr: { title: fr.Forms.banner.title, body: fr.Forms.failures.tooLarge, back: fr.Forms.goBack },
  de: { title: de.Forms.banner.title, body: de.Forms.failures.tooLarge, back: de.Forms.goBack },
};

export function exceedsFormLimit(method: string, contentLength: string | null): boolean {
  return method === 'POST' && Number(contentLength ?? 0) > FORM_BODY_LIMIT_BYTES;
}

/**
 * The answer to a form too large to read (only a form sent without JavaScript can get here: the
 * browser's form checks lengths first): a translated page with status 413 and a way back.
 */
export function tooLargePage(locale: Locale, back: string): string {
  const text = TEXTS[locale];
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(text.title)}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1.5rem;line-height:1.5"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(text.back)}</a></p></body></html>`;
}
