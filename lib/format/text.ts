/** Empty check: null, undefined and text that is blank once trimmed count as empty. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Path slug: trimmed, accents stripped, punctuation dropped, lower case, spaces as hyphens. */
export function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/œ/gi, 'oe')
    .replace(/ø/gi, 'o')
    .replace(/[^\p{L}\p{N}\s-]+/gu, ' ')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The description cleaner's default limit. */
export const DESCRIPTION_LIMIT = 250;
/** Meta and social descriptions: what search engines show of a page before they cut it. */
export const META_DESCRIPTION_LIMIT = 155;

/**
 * Description cleaner, the one way any text is shortened (meta and social descriptions, search
 * box rows…, each with its own limit): markup and runs of white space removed; a text over the
 * limit is cut at the last word boundary when that lies beyond 80 % of the limit (else at the
 * limit itself) and ends with '...' (so at most `limit` characters of text, then the dots).
 */
export function cleanDescription(
  text: string | null | undefined,
  limit = DESCRIPTION_LIMIT,
): string {
  if (isEmpty(text)) return '';
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit);
  const boundary = cut.lastIndexOf(' ');
  const kept = boundary > limit * 0.8 ? cut.slice(0, boundary) : cut;
  return `${kept.replace(/[\s,;:.–-]+$/u, '')}...`;
}

/** A label before its value, with the language's colon: French sets a no-break space before it. */
export function labelled(label: string, locale: string): string {
  return `${label}${locale === 'fr' ? '\u00a0:' : ':'}`;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML text and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}
