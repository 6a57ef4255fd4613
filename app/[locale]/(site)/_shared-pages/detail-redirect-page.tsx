import { requireCanonicalDetail } from '@/lib/data/require-detail';
import { pageLocale } from '@/lib/i18n/server';

type Params = Promise<{ locale: string; id: string }>;

/**
 * `/property/{id}/` and `/project/{id}/` only lead to the canonical address. The proxy answers
 * them before rendering; this covers a request that reaches the route directly.
 */
export function detailRedirectPage(kind: 'listing' | 'project') {
  return async function DetailRedirect({ params }: { params: Params }) {
    const locale = await pageLocale(params);
    requireCanonicalDetail(
      kind === 'listing' ? '/property/[id]' : '/project/[id]',
      await params,
      locale,
    );
    return null;
  };
}
