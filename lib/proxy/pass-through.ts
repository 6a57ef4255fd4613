import { NextResponse, type NextRequest } from 'next/server';
import { isProxyFreePath } from '@/lib/i18n/proxy-free';
import { BODY_HEADERS, isPublicFilePath } from './matcher';

/**
 * What Next.js serves as it is: a public file (it reaches the proxy only with a body, and
 * has passed the refusals), and a proxy-free page — a plain request for the exact translated path
 * of a prerendered page (lib/i18n/proxy-free.ts), which next.config.ts's rewrite maps to its route
 * folder. Null for anything else.
 */
export function passThrough(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (isPublicFilePath(pathname)) return NextResponse.next();
  if (isProxyFreePath(pathname) && !BODY_HEADERS.some((name) => request.headers.has(name)))
    return NextResponse.next();
  return null;
}
