import { formPage } from '@/components/forms/form-page';

const page = formPage('valuation', 'contactDemand', '/contact-demand');
export const generateMetadata = page.generateMetadata;
export default page.Page;
