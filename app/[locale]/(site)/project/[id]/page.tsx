import { detailRedirectPage } from '@/components/listings/detail-redirect';

export const dynamicParams = true;

export default detailRedirectPage('project');
