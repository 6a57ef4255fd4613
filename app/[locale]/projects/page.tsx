import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('projects', '/projects');
export const generateMetadata = page.generateMetadata;
export default page.Page;
