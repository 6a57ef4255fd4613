import { configuredPage } from '@/app/[locale]/(site)/_shared-pages/content-pages';

const page = configuredPage('/services', 'services');
export const generateMetadata = page.generateMetadata;
export default page.Page;
