import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('contactDemand', '/contact-demand');
export const generateMetadata = page.generateMetadata;
export default page.Page;
