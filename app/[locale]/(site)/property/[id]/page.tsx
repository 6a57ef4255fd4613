import { detailRedirectPage } from '@/app/[locale]/(site)/_shared-pages/detail-redirect-page';

export const dynamicParams = true;

export default detailRedirectPage('listing');
