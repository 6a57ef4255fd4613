import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('forRent', '/for-rent');
export const generateMetadata = page.generateMetadata;
export default page.Page;
