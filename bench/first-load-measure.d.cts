/** Types of first-load-measure.cjs for the browser test that enforces the budgets. */
import type { BrowserContext } from '@playwright/test';

export type PageType =
  | 'home'
  | 'list'
  | 'listMap'
  | 'propertyDetail'
  | 'projectDetail'
  | 'printView'
  | 'contactForms'
  | 'demandForms'
  | 'contentPages'
  | 'ownerLogin'
  | 'ownerPortal'
  | 'ownerDashboard';
export type MeasuredPage = {
  name: string;
  type: PageType;
  path: string;
  owner?: boolean;
  frame?: boolean;
};
export type Measurement = { page: number; later: number; frame: number; path: string };

export const BUDGETS: { pages: Record<PageType, number>; mapFrame: number };
export const PAGES: MeasuredPage[];
export function sampleIds(): { listing: number; project: number };
export function pagePath(
  template: string,
  ids: { listing: number; project: number; dashboard?: string },
): string;
export function htmlScripts(html: string, base: string): string[];
export function scriptSizes(): (url: string) => Promise<number>;
export function measure(
  context: BrowserContext,
  base: string,
  path: string,
  options?: { sizeOf?: (url: string) => Promise<number>; frame?: boolean; laterMs?: number },
): Promise<Measurement>;
export function kB(bytes: number): number;
export function overBudget(entry: MeasuredPage, result: Measurement): string[];
