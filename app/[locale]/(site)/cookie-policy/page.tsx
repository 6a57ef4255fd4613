import { legalPage } from '@/components/content/content-pages';

const page = legalPage('cookie-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
