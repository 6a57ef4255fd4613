import { notFound, permanentRedirect } from 'next/navigation';
import { getListing, getProject } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import { getPathname } from '@/lib/i18n/navigation';
import { pageLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; id: string }>;

/**
 * `/property/{id}/` and `/project/{id}/` only lead to the canonical address. The proxy answers
 * them before rendering; this covers a request that reaches the route directly.
 */
export function detailRedirectPage(kind: 'listing' | 'project') {
  return async function DetailRedirect({ params }: { params: Params }) {
    const locale = await pageLocale(params);
    const id = Number((await params).id);
    const target = kind === 'listing' ? getListing(id, locale) : getProject(id, locale);
    if (!target) notFound();
    const href = 'goal' in target ? listingHref(target) : projectHref(target);
    permanentRedirect(getPathname({ locale, href: href as never }));
  };
}
