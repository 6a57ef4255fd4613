import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('forSale', '/for-sale');
export const generateMetadata = page.generateMetadata;
export default page.Page;
