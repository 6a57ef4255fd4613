import { listingListPage } from '@/app/[locale]/(site)/_shared-pages/listing-list-page';

/**
 * A search of the list, by its normalised key (proxy.ts sends it here; the path is not public).
 * None is built ahead: each renders on its first request and is then served from the cache.
 */
export function generateStaticParams() {
  return [];
}
export const dynamicParams = true;

const page = listingListPage('sale');
export const generateMetadata = page.resultsMetadata;
export default page.ResultsPage;
