import { listingDetailPage } from '@/components/listings/listing-detail';

/** Listing ids come from the data set at request time; the proxy has checked the address. */
export const dynamicParams = true;

const page = listingDetailPage('sale');
export const generateMetadata = page.generateMetadata;
export default page.Page;
