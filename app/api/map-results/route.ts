import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { siteConfig } from '@/lib/content/site-config';
import { listingHref } from '@/lib/data/canonical';
import { paramsRecord, parseArea, parseSearchParams } from '@/lib/data/search-params';
import { isLocale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { answerOf, featuresIn } from '@/lib/map/clusters';
import { mapPointOf } from '@/lib/map/points';
import { mapResults } from '@/lib/data/map-results';
import { clientAddressKey } from '@/lib/security/client-address';
import { memoryRateLimit } from '@/lib/security/memory-rate-limit';

/** Every pan and zoom of a visitor asks once; a script asking far more waits. */
const hit = memoryRateLimit({ limit: 600, windowMs: 60_000 });
const MAX_QUERY = 4096;

/**
 * GET /api/map-results/?locale=fr&goal=sale&<the list's filters>&bbox=w,s,e,n&zoom=9 → the
 * clusters and single points of that view of the list's results map (docs/features.md › The results map);
 * `&stacks=1` adds the listings of the clusters no zoom splits (asked when one is opened).
 * Read-only, from the in-memory index and the search's cached clusters, the same for everybody:
 * shared caches may keep it for a minute. A malformed request gets a 400, never a 5xx.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = search.get('locale');
  const goal = search.get('goal');
  if (!locale || !isLocale(locale) || (goal !== 'sale' && goal !== 'rent'))
    return NextResponse.json({ error: 'unknown locale or goal' }, { status: 400 });
  if (request.nextUrl.search.length > MAX_QUERY)
    return NextResponse.json({ error: 'query too long' }, { status: 400 });
  const view = parseArea(search.get('bbox') ?? undefined);
  const zoomText = search.get('zoom') ?? '';
  const zoom = Number(zoomText);
  if (!view || !/^[0-9]{1,2}$/.test(zoomText) || zoom > 22)
    return NextResponse.json({ error: 'bbox and zoom required' }, { status: 400 });
  if (!hit(clientAddressKey(request.headers, 'map-results')))
    return NextResponse.json(
      { error: 'too many requests' },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  const { query } = parseSearchParams(goal, paramsRecord(search));
  const results = mapResults(locale, query, siteConfig.map.ignoreBanners);
  const found = featuresIn(results.clusters, view, zoom, { stacks: search.get('stacks') === '1' });
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const priceWords = {
    onRequest: t('price.onRequest'),
    startingFrom: t('price.startingFrom'),
    perMonth: t('price.perMonth'),
  };
  const answer = answerOf(
    found,
    results.total,
    (listing) =>
      mapPointOf(listing, getPathname({ locale, href: listingHref(listing) }), priceWords, locale),
    (count, listed) => (listed ? t('map.stack', { count }) : t('map.cluster', { count })),
  );
  return NextResponse.json(answer, {
    headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' },
  });
}
