import { listingListPage } from '@/app/[locale]/(site)/_shared-pages/listing-list-page';

/** Prerendered per language; a search goes to results/[query] (proxy.ts). */
const page = listingListPage('rent');
export const generateMetadata = page.generateMetadata;
export default page.Page;
