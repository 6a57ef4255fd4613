import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from './support/fixtures';

/**
 * The browser the suite runs in costs what a test needs and no more (playwright.config.ts ›
 * UNUSED_BROWSER_FEATURES): a new context with a tab holds that tab and nothing of the browser's
 * own, where it held two address-bar pages (two renderer processes) per context; and our
 * --disable-features, the one Chromium keeps, still carries Playwright's own list.
 */
test('a context with a tab holds the tab alone, and Playwright’s disabled features stay disabled', async ({
  browser,
  page,
}) => {
  await page.goto('/en/');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  await session.detach();
  expect(
    targetInfos.filter((target) => target.type !== 'page').map((target) => target.url),
  ).toEqual([]);

  const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const ours = new Set(switches[0]!.slice('--disable-features='.length).split(','));
  const playwrights = process.env.E2E_PLAYWRIGHT_DISABLED_FEATURES!.split(',');
  expect(playwrights).toContain('HttpsUpgrades');
  expect(playwrights.filter((name) => !ours.has(name))).toEqual([]);
});
