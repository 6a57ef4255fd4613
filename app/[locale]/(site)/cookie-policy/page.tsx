import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('cookiePolicy', '/cookie-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
