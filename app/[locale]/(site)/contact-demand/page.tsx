import { formPage } from '@/app/[locale]/(site)/_shared-pages/form-page';

const page = formPage('valuation', 'contactDemand', '/contact-demand');
export const generateMetadata = page.generateMetadata;
export default page.Page;
