import { consentTexts } from '@/lib/consent/texts';
import { routing } from '@/lib/i18n/routing';

/** Built once per language; any other language is a 404. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

/**
 * GET /api/consent-texts/fr/: the consent dialog's texts, which a page fetches when it shows the
 * dialog (a first visit, or "cookie settings" in the footer) instead of carrying them in every
 * page's payload (issue 32 › 2).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return Response.json(await consentTexts(locale as (typeof routing.locales)[number]));
}
