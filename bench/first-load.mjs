/**
 * First-load JavaScript per page: the gzip size of every script Chromium downloads to show the
 * page, with the map frame's scripts (Leaflet) counted apart, against the budgets of budgets.json
 * (one per page type). Against a running production server:
 *
 *   npm run build && PORT=3200 npm start & BENCH_URL=http://127.0.0.1:3200 node bench/first-load.mjs
 *
 * `npm run bench:js` builds nothing: it starts `npm start` on a free port itself when BENCH_URL
 * is not set. Prints a table and exits non-zero when a page exceeds its budget. The measuring is
 * bench/first-load-measure.cjs, shared with the browser test that enforces the same budgets in CI
 * (e2e/js-budget.spec.ts).
 */
import { chromium } from '@playwright/test';
import { startSite } from './server.mjs';
import {
  BUDGETS,
  PAGES,
  kB,
  measure,
  overBudget,
  pagePath,
  sampleIds,
  scriptSizes,
} from './first-load-measure.cjs';

/** Logs the demo owner in (docs/owner-portal.md) and returns the address of their first dashboard. */
async function logInAsDemoOwner(context, base) {
  const page = await context.newPage();
  await page.goto(new URL('/fr/connexion/', base).toString());
  await page.fill('#field-login', 'demo');
  await page.fill('#field-password', 'horizon-demo-2026');
  await Promise.all([
    page.waitForURL(/espace-proprietaire/),
    page.click('[data-testid="form-login"] button[type="submit"]'),
  ]);
  const dashboard = await page
    .locator('[data-testid="portal-properties"] a')
    .first()
    .getAttribute('href');
  await page.close();
  if (!dashboard)
    throw new Error('the demo owner has no property: start the server with DEMO_OWNER=1');
  return dashboard;
}

async function main() {
  let base = process.env.BENCH_URL;
  let server = null;
  if (!base) {
    // the demo owner opens the portal pages to measure (the bench has a database of its own)
    server = await startSite({ firstPort: 3200, env: { DEMO_OWNER: '1' } });
    base = server.base;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const ids = sampleIds();
    const sizeOf = scriptSizes();
    console.log(
      `first-load JavaScript (gzip) against budgets.json (map frame: ${BUDGETS.mapFrame} kB)`,
    );
    console.log(
      'route'.padEnd(19),
      'page kB'.padStart(8),
      'budget'.padStart(7),
      'later kB'.padStart(9),
      'map frame kB'.padStart(13),
      '  path',
    );
    const problems = [];
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const dashboard = await logInAsDemoOwner(owner, base);
    for (const entry of PAGES) {
      // the table's "later" column: what loads on demand after hydration (swiper, the owner's chart)
      const result = await measure(
        entry.owner ? owner : visitor,
        base,
        pagePath(entry.path, { ...ids, dashboard }),
        { sizeOf, frame: entry.frame, laterMs: 1500 },
      );
      problems.push(...overBudget(entry, result));
      const size = (bytes) => kB(bytes).toFixed(1);
      console.log(
        entry.name.padEnd(19),
        size(result.page).padStart(8),
        String(BUDGETS.pages[entry.type]).padStart(7),
        (result.later ? size(result.later) : '–').padStart(9),
        (result.frame ? size(result.frame) : '–').padStart(13),
        ` ${result.path}`,
      );
    }
    if (problems.length > 0) {
      console.log(`${problems.length} over budget:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server?.stop();
  }
}

await main();
