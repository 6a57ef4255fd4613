import { listingDetailPage } from '@/components/listings/listing-detail';
import { listingDetailParams } from '@/lib/data/static-params';

/** Prerendered for every listing of the data set; the proxy has checked the address. */
export const generateStaticParams = listingDetailParams('sale');
export const dynamicParams = true;

const page = listingDetailPage('sale');
export const generateMetadata = page.generateMetadata;
export default page.Page;
