import { pendingDetailPage } from '@/components/layout/pending-page';

const page = pendingDetailPage('property', '/property/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
