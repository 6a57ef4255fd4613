import { DIALOG_TEXTS, OPTIONS } from './consent';
import type { ConsentTexts } from './texts';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `value` if it holds every text of the dialog, else null (an error page, a truncated answer). */
export function asConsentTexts(value: unknown): ConsentTexts | null {
  if (!value || typeof value !== 'object') return null;
  const texts = value as Record<string, unknown>;
  if (!DIALOG_TEXTS.every((key) => isText(texts[key]))) return null;
  const options = texts.options as Record<string, { title?: unknown; text?: unknown }> | undefined;
  if (!options || typeof options !== 'object') return null;
  const complete = OPTIONS.every(
    (option) => isText(options[option]?.title) && isText(options[option]?.text),
  );
  return complete ? (value as ConsentTexts) : null;
}

const loading = new Map<string, Promise<ConsentTexts | null>>();

/**
 * The consent dialog's texts, fetched when the dialog is first needed (issue 32 › 2: they were
 * in every page's payload, for a dialog most page views never show). One request per address
 * for the page's life; null on a failure, which the next call tries again.
 */
export function loadConsentTexts(url: string, timeoutMs = 10_000): Promise<ConsentTexts | null> {
  const pending = loading.get(url);
  if (pending) return pending;
  // a browser without AbortSignal.timeout (Safari before 16) waits as long as the request lasts
  const signal =
    typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(timeoutMs) : undefined;
  const request = fetch(url, signal ? { signal } : {})
    .then(async (response) => (response.ok ? asConsentTexts(await response.json()) : null))
    .catch(() => null)
    .then((texts) => {
      if (!texts) loading.delete(url);
      return texts;
    });
  loading.set(url, request);
  return request;
}

/** Forgets the texts fetched (tests). */
export function resetConsentTextsForTests() {
  loading.clear();
}
