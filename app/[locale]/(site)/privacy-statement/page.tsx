import { legalPage } from '@/components/content/content-pages';

const page = legalPage('privacy-statement');
export const generateMetadata = page.generateMetadata;
export default page.Page;
