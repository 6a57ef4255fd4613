import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('privacyStatement', '/privacy-statement');
export const generateMetadata = page.generateMetadata;
export default page.Page;
