import { configuredPage } from '@/components/content/content-pages';

const page = configuredPage('/services', 'services');
export const generateMetadata = page.generateMetadata;
export default page.Page;
