import { NextResponse } from 'next/server';
import { getStore } from '@/lib/data/load';
import { wordsTarget } from '@/lib/words/redirect';
import { listGoal, type KnownPage } from './page';
import { localizedUrl } from './responses';

/**
 * A list asked for with a sentence (`words`, from the home search box or the list's
 * keyword field, with or without JavaScript): 303 to the list of the filters the words give
 * (docs/search-words.md). Null for a list without `words` and every other route.
 */
export function redirectWords(page: KnownPage): NextResponse | null {
  const { request, locale, match } = page;
  const goal = listGoal(match);
  if (!goal) return null;
  const target = wordsTarget(getStore(), locale, goal, request.nextUrl.searchParams);
  if (!target) return null;
  const pathname = target.goal === 'sale' ? '/for-sale' : '/for-rent';
  return NextResponse.redirect(localizedUrl(request, locale, { pathname }, target.search), 303);
}
