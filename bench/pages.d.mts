/** Types of pages.mjs for the tests. */
export type PageType = [
  key: string,
  name: string,
  frPath: string,
  other: string,
  otherPath: string,
];
export interface BenchPage {
  type: string;
  name: string;
  locale: string;
  label: string;
  url: string;
}
export declare const PAGE_TYPES: PageType[];
export declare function selectPageTypes(list: string | undefined): PageType[];
export declare function finalUrl(base: string, path: string): Promise<string>;
export declare function resolvePages(base: string, types: PageType[]): Promise<BenchPage[]>;
export declare function ensureBaselineBuild(): void;
export declare function startBaseline(): Promise<{ base: string; url: string; stop: () => void }>;
