import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('aboutUs', '/about-us');
export const generateMetadata = page.generateMetadata;
export default page.Page;
