import { formPage } from '@/components/forms/form-page';

const page = formPage('demand', 'demandRegister', '/demand-register');
export const generateMetadata = page.generateMetadata;
export default page.Page;
