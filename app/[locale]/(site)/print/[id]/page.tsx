import { generatePrintMetadata, PrintView } from '@/components/listings/print-view';

export const dynamicParams = true;

export const generateMetadata = generatePrintMetadata;
export default PrintView;
