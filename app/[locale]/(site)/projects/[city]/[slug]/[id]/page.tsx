import { ProjectDetailPage, generateProjectMetadata } from '@/components/listings/project-detail';
import { projectDetailParams } from '@/lib/data/static-params';

/** Prerendered for every project of the data set; the proxy has checked the address. */
export const generateStaticParams = projectDetailParams;
export const dynamicParams = true;

export const generateMetadata = generateProjectMetadata;
export default ProjectDetailPage;
