import { pendingDetailPage } from '@/components/layout/pending-page';

/** Ids are not known at build time: every id is rendered on request. */
export const dynamicParams = true;

const page = pendingDetailPage('property', '/property/[id]');
export const generateMetadata = page.generateMetadata;
export default page.Page;
