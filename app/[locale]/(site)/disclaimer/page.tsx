import { legalPage } from '@/components/content/content-pages';

const page = legalPage('disclaimer');
export const generateMetadata = page.generateMetadata;
export default page.Page;
