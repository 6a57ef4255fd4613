import { test as base, expect, type Page } from '@playwright/test';

type ProbeWindow = Window & { __e2eHydrated?: Promise<void> };

/**
 * The shell stores the language in localStorage (`i18nextLng`) from an effect, i.e. once React has
 * hydrated the page and attached its listeners. The probe notes that write in a promise, so tests
 * interact with a live page instead of with server HTML whose buttons do nothing yet.
 */
export function installHydrationProbe() {
  let hydrated = () => {};
  (window as ProbeWindow).__e2eHydrated = new Promise<void>((resolve) => (hydrated = resolve));
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
    if (key === 'i18nextLng') hydrated();
    return original.call(this, key, value);
  };
}

const NAVIGATED = /Execution context was destroyed|navigat/i;

/**
 * Waits until the page in the tab has hydrated (see installHydrationProbe). The probe fires when
 * the shell has; the parts hydrated apart (components/layout/hydrate-apart.tsx: the page's content,
 * the footer) follow in low-priority tasks, so the wait ends at the main thread's first idle
 * moment after that. (A visitor's click on a part not yet hydrated is held and replayed by React;
 * tests wait instead, so that they read the states the page's effects set.)
 *
 * The wait awaits the probe's promise rather than polling for it: Playwright's waitForFunction
 * polls on every animation frame, and the frames it asks for while a page hydrates cost 0.17
 * CPU-s a page load on a slow 2-core machine (2.06–2.12 against 1.88–1.94, 24 loads each of four
 * pages, three runs), some 8 % of a browser test's work.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // the shell may move the tab to another language's page (LocaleMemory): then wait there
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.evaluate(() => {
        const hydrated = (window as ProbeWindow).__e2eHydrated;
        if (!hydrated) throw new Error('this tab has no hydration probe (installHydrationProbe)');
        return hydrated;
      });
      break;
    } catch (error) {
      if (attempt === 3 || !NAVIGATED.test(String(error))) throw error;
      await page.waitForLoadState('domcontentloaded');
    }
  }
  try {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
  } catch (error) {
    // the shell moved the tab to another language's page (LocaleMemory): nothing left to wait for
    if (!NAVIGATED.test(String(error))) throw error;
  }
}

/** Opens a path and waits until the shell is interactive; returns the main document's HTTP status. */
export async function openPage(page: Page, path: string): Promise<number> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response?.status() ?? 0;
}

/** The current window.scrollY. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls instantly to `y` and waits for the frame after the scroll events, so scroll handlers have run. */
export async function scrollToY(page: Page, y: number): Promise<void> {
  await page.evaluate(async (target) => {
    window.scrollTo({ top: target, behavior: 'instant' });
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    );
  }, y);
  await expect.poll(() => scrollY(page), { message: `the page can scroll to ${y}px` }).toBe(y);
}

/**
 * Every tab of a test's browser context notes its hydration (installHydrationProbe). The context is
 * the one fixture that carries it, so a test that only sends requests (`request`) opens no browser
 * context at all: an automatic fixture on `page` made one, and a tab, for each of them.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.addInitScript(installHydrationProbe);
    await provide(context);
  },
});

export { expect };
