import { ProjectDetailPage, generateProjectMetadata } from '@/components/listings/project-detail';

export const dynamicParams = true;

export const generateMetadata = generateProjectMetadata;
export default ProjectDetailPage;
