import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('services', '/services');
export const generateMetadata = page.generateMetadata;
export default page.Page;
