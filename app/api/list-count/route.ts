import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { countListings } from '@/lib/data';
import { paramsRecord, parseSearchParams } from '@/lib/data/search-params';
import { isLocale } from '@/lib/i18n/locales';
import { getStore } from '@/lib/data/load';
import { wordsTarget } from '@/lib/words/redirect';
import { clientAddressKey } from '@/lib/security/client-address';
import { memoryRateLimit } from '@/lib/security/memory-rate-limit';

/** A visitor ticking filters asks a few times a second at most; a script asking more waits. */
const hit = memoryRateLimit({ limit: 120, windowMs: 60_000 });
const MAX_QUERY = 2048;

/**
 * GET /api/list-count/?locale=fr&goal=sale&<the list's filters> → { count, label }: how many
 * listings the filter sheet's apply button would show, its text translated here ("Show 37
 * properties"). Read-only, answered from the in-memory index and the same for everybody, so
 * shared caches may keep it for a minute; counted per visitor in memory (no database write).
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = search.get('locale');
  const goal = search.get('goal');
  if (!locale || !isLocale(locale) || (goal !== 'sale' && goal !== 'rent'))
    return NextResponse.json({ error: 'unknown locale or goal' }, { status: 400 });
  if (request.nextUrl.search.length > MAX_QUERY)
    return NextResponse.json({ error: 'query too long' }, { status: 400 });
  if (!hit(clientAddressKey(request.headers, 'list-count')))
    return NextResponse.json(
      { error: 'too many requests' },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  // the keyword field holds words, which the list will read as filters: count what it will show
  const words = wordsTarget(getStore(), locale, goal, search);
  const { query } = words
    ? parseSearchParams(words.goal, paramsRecord(words.search))
    : parseSearchParams(goal, paramsRecord(search));
  const count = countListings(locale, query);
  const t = await getTranslations({ locale, namespace: 'Listing.filters' });
  return NextResponse.json(
    { count, label: t('show', { count }) },
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}
