import { NextResponse } from 'next/server';
import { getListing, getProject, getRemovedListing } from '@/lib/data';
import { resolveDetail, type DetailLookup } from '@/lib/data/canonical';
import { goneListingRoute, missingDetailRoute } from '@/lib/i18n/pathnames';
import type { KnownPage } from './page';
import { localizedUrl, notFoundIn } from './responses';

export const detailLookup: DetailLookup = {
  listing: getListing,
  project: getProject,
  removed: getRemovedListing,
};

/**
 * For a property, project or print page. An unknown id: the not-found page of its kind
 * (404); a listing an import removed: its 410 page; a short or outdated address (`/property/42/`,
 * a wrong city or slug): one permanent redirect to the canonical one. Null for a detail page at
 * its canonical address, and for every other route. (`lookup`: the data set's, or a test's.)
 */
export function answerDetail(
  page: KnownPage,
  lookup: DetailLookup = detailLookup,
): NextResponse | null {
  const { request, locale, match } = page;
  const detail = resolveDetail(match, locale, lookup);
  switch (detail?.status) {
    case 'missing':
      return notFoundIn(request, locale, missingDetailRoute(detail.kind));
    case 'gone':
      return NextResponse.rewrite(
        new URL(`/${locale}${goneListingRoute(detail.id)}/`, request.url),
        { status: 410 },
      );
    case 'redirect':
      return NextResponse.redirect(
        localizedUrl(request, locale, detail.href, request.nextUrl.searchParams),
        308,
      );
    default:
      return null;
  }
}
