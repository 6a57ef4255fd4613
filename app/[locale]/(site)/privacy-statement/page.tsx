import { legalPage } from '@/app/[locale]/(site)/_shared-pages/content-pages';

const page = legalPage('privacy-statement');
export const generateMetadata = page.generateMetadata;
export default page.Page;
