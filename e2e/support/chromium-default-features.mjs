/**
 * Prints the `--disable-features` list Playwright itself passes to Chromium, comma-separated.
 *
 * Chromium keeps only the last `--disable-features` of its command line, so a list of our own
 * (playwright.config.ts) must carry Playwright's too, or its defaults (HttpsUpgrades, PaintHolding,
 * ThirdPartyStoragePartitioning…) would silently be on again. Playwright does not export that list:
 * it is read here from the arguments Playwright starts a browser with, by starting a stand-in
 * executable that writes them down and exits.
 *
 *   node e2e/support/chromium-default-features.mjs
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const folder = mkdtempSync(path.join(tmpdir(), 'chromium-args-'));
const stub = path.join(folder, 'chromium');
const written = path.join(folder, 'args');
writeFileSync(stub, `#!/bin/sh\nprintf '%s\\n' "$@" > '${written}'\nexit 1\n`);
chmodSync(stub, 0o755);
try {
  await chromium.launch({ executablePath: stub, timeout: 15_000 }).then(
    (browser) => browser.close(),
    () => undefined, // the stand-in exits at once: the launch fails, its arguments are written
  );
  const args = readFileSync(written, 'utf8').split('\n');
  if (!args.some((arg) => arg.startsWith('--remote-debugging-pipe')))
    throw new Error('the stand-in browser was not started by Playwright: no arguments read');
  // none (a Playwright that passes no list): nothing to keep, ours goes alone
  const features = args.findLast((arg) => arg.startsWith('--disable-features=')) ?? '';
  process.stdout.write(features.slice('--disable-features='.length));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
