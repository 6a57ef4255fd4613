import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { localizedHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import type { AppRoute } from '@/lib/i18n/pathnames';
import { resolveDetail } from './canonical';
import { getListing, getProject } from './index';

/**
 * A detail page checks its own address: it is served without the proxy (proxy.ts › config), from
 * its prerendered copy or, for an address not built ahead, rendered on the first request. An
 * unknown id is the translated 404; a wrong goal, city or slug moves (308) to the canonical path.
 */
export function requireCanonicalDetail(
  route: AppRoute,
  params: Readonly<Record<string, string>>,
  locale: Locale,
): void {
  const resolution = resolveDetail({ route, params }, locale, {
    listing: getListing,
    project: getProject,
  });
  if (!resolution || resolution.status === 'missing') notFound();
  if (resolution.status === 'redirect') permanentRedirect(localizedHref(locale, resolution.href));
}
