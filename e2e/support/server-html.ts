import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

/**
 * A page as the server sends it, parsed: what a crawler or a browser without JavaScript reads.
 * A test that checks what the server put in a page reads it here, over HTTP, instead of loading
 * it in a tab (a browser load and hydration is seconds on a loaded 2-core machine; this is the
 * server's render and a parse). The request shares the tab's cookies when it is `page.request`.
 */
export async function serverDocument(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; document: Document }> {
  const response = await request.get(path, { failOnStatusCode: false, maxRetries: 1 });
  const { document } = new JSDOM(await response.text()).window;
  return { status: response.status(), document };
}

/** The text of the first element `selector` finds, its white space collapsed (null if none). */
export function textOf(document: Document, selector: string): string | null {
  const element = document.querySelector(selector);
  return element ? element.textContent!.replace(/\s+/g, ' ').trim() : null;
}
