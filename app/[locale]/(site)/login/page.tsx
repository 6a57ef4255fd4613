import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('login', '/login');
export const generateMetadata = page.generateMetadata;
export default page.Page;
