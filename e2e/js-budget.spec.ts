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
