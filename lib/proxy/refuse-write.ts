import { NextResponse, type NextRequest } from 'next/server';
import { serverEnv } from '@/lib/config';
import { exceedsFormLimit, FORM_BODY_LIMIT_BYTES, tooLargePage } from '@/lib/forms/body-limit';
import { localeFromPath } from '@/lib/i18n/resolve-locale';
import { routing } from '@/lib/i18n/routing';
import { bodyProblem, crossSiteWrite, hostMismatch } from '@/lib/security/request-guard';

function configuredOrigin(): string {
  try {
    return new URL(serverEnv().SITE_URL ?? '').origin;
  } catch {
    return '';
  }
}

/**
 * Writes refused before any page or server action runs: from another site's page, or
 * naming another host than the one it is sent to (403), too long whatever its type (413, in the
 * page's language; also a chunked body that names no length), or a form or action payload that
 * cannot be read (400). Next.js would answer the last two, and a cross-site or cross-host server
 * action, with a 500. Null for a GET or HEAD, or a write that passes.
 */
export async function refuseWrite(request: NextRequest): Promise<NextResponse | null> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const own = [
    configuredOrigin(),
    `${request.nextUrl.protocol}//${request.headers.get('host') ?? request.nextUrl.host}`,
  ];
  if (
    crossSiteWrite(request.method, request.headers, own) ||
    hostMismatch(request.method, request.headers)
  )
    return new NextResponse('Forbidden: a request from another site.', { status: 403 });
  const locale = localeFromPath(request.nextUrl.pathname, routing.locales) ?? routing.defaultLocale;
  const back = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  const tooLarge = () =>
    new NextResponse(tooLargePage(locale, back), {
      status: 413,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  if (exceedsFormLimit(request.method, request.headers.get('content-length'))) return tooLarge();
  const problem = await bodyProblem(request, FORM_BODY_LIMIT_BYTES);
  if (problem === 413) return tooLarge();
  if (problem === 400)
    return new NextResponse('Bad request: the form could not be read.', { status: 400 });
  return null;
}
