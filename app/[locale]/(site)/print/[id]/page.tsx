import { generatePrintMetadata, PrintView } from '@/components/listings/print-view';
import { printViewParams } from '@/lib/data/static-params';

/** Prerendered for every listing of the data set. */
export const generateStaticParams = printViewParams;
export const dynamicParams = true;

export const generateMetadata = generatePrintMetadata;
export default PrintView;
