import {
  BUDGETS,
  PAGES,
  kB,
  measure,
  overBudget,
  pagePath,
  sampleIds,
  scriptSizes,
} from '../bench/first-load-measure.cjs';
import { expect, test } from './support/fixtures';
import { asNewVisitor } from './support/forms';
import { logIn, newOwner, portalPath } from './support/owners';

/*
 * The first-load JavaScript budgets of budgets.json (docs/measured.md › First-load JavaScript),
 * measured by the same code as `npm run bench:js` (bench/first-load-measure.cjs), one test per page
 * against the production server the suite runs. A page that grows past its page type's budget
 * fails here, naming the page, its size and the budget.
 */
const ids = sampleIds();
// scripts are shared between pages: each is fetched and compressed once per worker
const sizeOf = scriptSizes();

test.describe('first-load JavaScript stays within budgets.json', () => {
  for (const entry of PAGES) {
    const budget = BUDGETS.pages[entry.type];
    // the budget is not in the title: a title must not change while a run is under way
    test(`${entry.name} (${entry.type}) stays within its budget`, async ({ page, baseURL }) => {
      let dashboard = '';
      if (entry.owner) {
        const owner = await newOwner('budget', [ids.listing], 'fr');
        await asNewVisitor(page);
        await logIn(page, owner.username, owner.password, 'fr');
        await page.waitForURL(`**${portalPath('fr')}`);
        dashboard = portalPath('fr', ids.listing);
      }
      const result = await measure(
        page.context(),
        baseURL!,
        pagePath(entry.path, { ...ids, dashboard }),
        { sizeOf, frame: entry.frame },
      );
      expect(
        result.page,
        `${entry.name}: no first-load JavaScript found, the measurement is broken`,
      ).toBeGreaterThan(50 * 1024);
      test.info().annotations.push({
        type: 'first-load JS',
        description: `${kB(result.page).toFixed(1)} kB (budget ${budget} kB)${result.frame ? `, map frame ${kB(result.frame).toFixed(1)} kB (budget ${BUDGETS.mapFrame} kB)` : ''}`,
      });
      expect(overBudget(entry, result)).toEqual([]);
    });
  }
});

test('every script a page loads asks the browser to compile it while it downloads', async ({
  page,
}) => {
  // server/compile-hints.mjs: without the hint Chromium compiles each module's function on the
  // page's main thread the first time it runs (docs/measured.md › Lighthouse › 2026-11-30)
  const scripts: Promise<{ url: string; head: string }>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/chunks\/.+\.js(\?|$)/.test(response.url())) {
      scripts.push(
        response.text().then((text) => ({ url: response.url(), head: text.slice(0, 40) })),
      );
    }
  });
  await page.goto('/fr/', { waitUntil: 'load' });
  const loaded = await Promise.all(scripts);
  expect(loaded.length, 'the home page loaded no script: the check is broken').toBeGreaterThan(3);
  expect(
    loaded.filter((script) => !script.head.startsWith('//# allFunctionsCalledOnLoad\n')),
  ).toEqual([]);
});
