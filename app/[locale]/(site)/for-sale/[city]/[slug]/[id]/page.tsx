import { listingDetailPage } from '@/app/[locale]/(site)/_shared-pages/listing-detail-page';
import { listingDetailParams } from '@/lib/data/static-params';

/** Prerendered for every listing of the data set; the proxy has checked the address. */
export const generateStaticParams = listingDetailParams('sale');
export const dynamicParams = true;

const page = listingDetailPage('sale');
export const generateMetadata = page.generateMetadata;
export default page.Page;
