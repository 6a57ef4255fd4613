import { listingListPage } from '@/components/listings/listing-list-page';

const page = listingListPage('rent');
export const generateMetadata = page.generateMetadata;
export default page.Page;
