import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('disclaimer', '/disclaimer');
export const generateMetadata = page.generateMetadata;
export default page.Page;
