import { configuredPage } from '@/components/content/content-pages';

const page = configuredPage('/about-us', 'aboutUs');
export const generateMetadata = page.generateMetadata;
export default page.Page;
