/**
 * Parts of the full browser that neither a test nor a benchmark's page ever sees, switched off
 * wherever we start Chromium (playwright.config.ts, bench/trace.mjs, bench/lighthouse.mjs).
 *
 * Chromium's headless mode is the whole browser: every new window has an address bar whose popup
 * is a page of its own, built at start (chrome://omnibox-popup.top-chrome/ and its AI-mode
 * variant), and a spare renderer is kept ready for the next tab. In the browser tests that was
 * four renderer processes per test that opens a tab, where two serve: without them a context, a
 * tab and a page load cost 0.55–0.74 CPU-s instead of 0.92–1.21 (20 loads each, 2 runs, two
 * pages). In the benchmarks' fresh browser per load, the address bar's popup took about 1.5 s of
 * CPU in 3 of 5 loads, while the page loaded, on a 2-core machine (docs/measured.md ›
 * Lighthouse › 2026-11-30, 04:50): no phone's browser does that work during a page load.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const UNUSED_BROWSER_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
  'SpareRendererForSitePerProcess',
];

/**
 * One `--disable-features=` flag with a launcher's own list (comma-separated, as it passes it) and
 * ours: Chromium keeps only the last `--disable-features` of its command line, so ours must carry
 * the launcher's too, or its defaults would silently be on again.
 */
export function disableFeaturesFlag(launcherList = '') {
  const theirs = launcherList.split(',').filter(Boolean);
  return `--disable-features=${[...new Set([...theirs, ...UNUSED_BROWSER_FEATURES])].join(',')}`;
}

/** The `--disable-features` list a launcher's default flags carry ('' when none). */
export function featuresOf(flags) {
  const flag = flags.findLast((arg) => arg.startsWith('--disable-features='));
  return flag ? flag.slice('--disable-features='.length) : '';
}

/**
 * The flag for a browser Playwright starts: Playwright's own list (read once per process tree
 * from the arguments Playwright starts a browser with, e2e/support/chromium-default-features.mjs;
 * child processes inherit it through the environment) and ours.
 */
export function playwrightDisableFeaturesFlag() {
  process.env.E2E_PLAYWRIGHT_DISABLED_FEATURES ??= execFileSync(
    process.execPath,
    [path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium-default-features.mjs')],
    { encoding: 'utf8' },
  );
  return disableFeaturesFlag(process.env.E2E_PLAYWRIGHT_DISABLED_FEATURES);
}

// `node e2e/support/browser-features.mjs` prints the flag for a browser Playwright starts:
// playwright.config.ts reads it so, since Playwright's config loader cannot import this module.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.stdout.write(playwrightDisableFeaturesFlag());
