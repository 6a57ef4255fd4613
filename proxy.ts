import createMiddleware from 'next-intl/middleware';
import type { NextRequest, NextResponse } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { answerDetail } from '@/lib/proxy/detail';
import { enterLanguage } from '@/lib/proxy/enter-language';
import { foreignOrMissing } from '@/lib/proxy/foreign-or-missing';
import { rewriteSearch } from '@/lib/proxy/list-results';
import { knownPage, pageInLanguage } from '@/lib/proxy/page';
import { passThrough } from '@/lib/proxy/pass-through';
import { refuseWrite } from '@/lib/proxy/refuse-write';
import { fixSpelling } from '@/lib/proxy/spelling';
import { redirectWords } from '@/lib/proxy/words';

/** next-intl's own middleware: maps a translated path to its route folder (`/fr/a-vendre/` → `/fr/for-sale/`). */
const intlRouting = createMiddleware(routing);

/** Each guard answers the request or passes it on (null); docs/proxy.md says what each does. */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  return (await refuseWrite(request)) ?? routeRequest(request);
}

/** Where a request that may proceed goes (the proxy without its refusals; tests call it directly). */
export function routeRequest(request: NextRequest): NextResponse {
  const early = passThrough(request) ?? fixSpelling(request);
  if (early) return early;
  const page = pageInLanguage(request);
  if (!page) return enterLanguage(request);
  const known = knownPage(page);
  if (!known) return foreignOrMissing(page);
  return (
    answerDetail(known) ?? redirectWords(known) ?? rewriteSearch(known) ?? intlRouting(request)
  );
}

export const config = {
  // lib/proxy/matcher.ts › proxyMatcher as a literal (Next.js reads it without running code; a unit
  // test holds the two equal): every path but Next.js's files, the API routes and the public
  // files; and every request with a body or an action call but to Next.js's files and the API.
  matcher: [
    {
      source:
        '/((?!(?:_next|api|media|images|brand|sitemaps)/|(?:robots\\.txt|sitemap\\.xml|favicon\\.ico)$).*)',
    },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'content-type' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'content-length' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'transfer-encoding' }] },
    { source: '/((?!(?:_next|api)/).*)', has: [{ type: 'header', key: 'next-action' }] },
  ],
};
