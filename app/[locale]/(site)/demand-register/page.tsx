import { formPage } from '@/app/[locale]/(site)/_shared-pages/form-page';

const page = formPage('demand', 'demandRegister', '/demand-register');
export const generateMetadata = page.generateMetadata;
export default page.Page;
