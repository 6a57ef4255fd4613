import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';

/**
 * The browser the suite runs in costs what a test needs and no more
 * (e2e/support/browser-features.mjs › UNUSED_BROWSER_FEATURES): a new context with a tab holds that tab and nothing of the browser's
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
  expect(
    targetInfos.filter((target) => target.type !== 'page').map((target) => target.url),
  ).toEqual([]);

  await session.detach();

  // what the running browsers were given (read from /proc: Playwright's headless Chromium does
  // not answer Browser.getBrowserCommandLine): Playwright's --disable-features, then ours
  const browsers = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
      } catch {
        return []; // gone meanwhile
      }
    })
    // the browser process itself (Debian's /usr/bin/chromium is a script that starts it), not its children
    .filter(
      (argv) =>
        argv.includes('--remote-debugging-pipe') && !argv.some((arg) => arg.startsWith('--type=')),
    );
  expect(browsers.length).toBeGreaterThan(0);
  for (const given of browsers) {
    const lists = given
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const kept = new Set(lists.at(-1));
    expect(kept).toContain('WebUIOmniboxPopup');
    expect(kept).toContain('HttpsUpgrades'); // the tests browse over http
    expect(lists.flat().filter((name) => !kept.has(name))).toEqual([]);
  }
});
