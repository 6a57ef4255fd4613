import { legalPage } from '@/app/[locale]/(site)/_shared-pages/content-pages';

const page = legalPage('cookie-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
