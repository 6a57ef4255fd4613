import { pendingPage } from '@/components/layout/pending-page';

const page = pendingPage('demandRegister', '/demand-register');
export const generateMetadata = page.generateMetadata;
export default page.Page;
