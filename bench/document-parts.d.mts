/** Types of document-parts.mjs for the tests. */
export interface DocumentParts {
  raw: number;
  payload: number;
  svg: number;
  rest: number;
  payloadScripts: number;
  svgs: number;
  elements: number;
}
export declare function countElements(html: string): number;
export declare function splitDocument(html: string): DocumentParts;
