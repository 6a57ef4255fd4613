import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('contact', '/contact');
export const generateMetadata = page.generateMetadata;
export default page.Page;
