import { NextResponse, type NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n/locales';
import { SEARCH_BOX_MAX_INPUT, searchBoxOptionsFor } from '@/lib/search-box/for-locale';

/**
 * GET /api/search-box?locale=fr&q=… → { options } for the home search box. Read-only and the
 * same for everybody, so shared caches may keep an answer for a minute.
 */
export function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get('locale');
  const input = request.nextUrl.searchParams.get('q') ?? '';
  if (!locale || !isLocale(locale)) return NextResponse.json({ error: 'unknown locale' }, { status: 400 });
  if (input.length > SEARCH_BOX_MAX_INPUT) return NextResponse.json({ error: 'input too long' }, { status: 400 });
  return NextResponse.json(
    { options: searchBoxOptionsFor(locale, input) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}
