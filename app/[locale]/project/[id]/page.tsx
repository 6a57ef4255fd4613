import { pendingDetailPage } from '@/components/layout/pending-page';

const page = pendingDetailPage('project', '/project/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
