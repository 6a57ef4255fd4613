import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/lib/i18n/locales';
import { SEARCH_BOX_MAX_INPUT, searchBoxRows } from '@/lib/search-box/for-locale';

/**
 * GET /api/search-box?locale=fr&q=… → { options, announcement } for the home search box, its
 * texts translated here. Read-only and the
 * same for everybody, so shared caches may keep an answer for a minute.
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale');
  const input = request.nextUrl.searchParams.get('q') ?? '';
  if (!locale || !isLocale(locale))
    return NextResponse.json({ error: 'unknown locale' }, { status: 400 });
  if (input.length > SEARCH_BOX_MAX_INPUT)
    return NextResponse.json({ error: 'input too long' }, { status: 400 });
  const t = await getTranslations({ locale, namespace: 'Listing.searchBox' });
  return NextResponse.json(searchBoxRows(locale, input, t), {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' },
  });
}
