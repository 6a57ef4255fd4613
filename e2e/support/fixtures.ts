import { test as base, expect, type Page } from '@playwright/test';

type ProbeWindow = Window & { __e2eHydrated?: boolean };

/**
 * The shell stores the language in localStorage (`i18nextLng`) from an effect, i.e. once React has
 * hydrated the page and attached its listeners. The probe notes that write, so tests interact with
 * a live page instead of with server HTML whose buttons do nothing yet.
 */
export function installHydrationProbe() {
  const original = Storage.prototype.setItem;
  Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
    if (key === 'i18nextLng') (window as ProbeWindow).__e2eHydrated = true;
    return original.call(this, key, value);
  };
}

/**
 * Waits until the page in the tab has hydrated (see installHydrationProbe). The probe fires when
 * the shell has; the parts hydrated apart (components/layout/hydrate-apart.tsx: the page's content,
 * the footer) follow in low-priority tasks, so the wait ends at the main thread's first idle
 * moment after that. (A visitor's click on a part not yet hydrated is held and replayed by React;
 * tests wait instead, so that they read the states the page's effects set.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as ProbeWindow).__e2eHydrated === true);
  try {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
    );
  } catch (error) {
    // the shell moved the tab to another language's page (LocaleMemory): nothing left to wait for
    if (!/Execution context was destroyed|navigat/i.test(String(error))) throw error;
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
