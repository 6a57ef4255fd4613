import { NextResponse } from 'next/server';
import { searchKey } from '@/lib/data/search-params';
import { listGoal, type KnownPage } from './page';

/**
 * A list with a search: rewritten to its cached results page under the search's
 * normalised key, so that every spelling of one search shares one page (docs/decisions.md). Null
 * for a list without a search (prerendered), a search of defaults only, and every other route.
 */
export function rewriteSearch(page: KnownPage): NextResponse | null {
  const { request, locale, match } = page;
  const goal = listGoal(match);
  const { searchParams } = request.nextUrl;
  if (!goal || searchParams.size === 0) return null;
  const key = searchKey(goal, searchParams);
  return key
    ? NextResponse.rewrite(new URL(`/${locale}${match.route}/results/${key}/`, request.url))
    : null;
}
