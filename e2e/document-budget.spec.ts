import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_TYPES, resolvePages } from '../bench/pages.mjs';
import { expect, test } from './support/fixtures';

/*
 * The HTML document budgets of budgets.json (issue 32 › 2; `npm run bench:doc` prints the same
 * documents with their parts): each page type's document, in French and its other language
 * (bench/pages.mjs), uncompressed, at most its budget in kB. A component that starts carrying its
 * element tree in the payload again, or a block added to every page, fails here with the page,
 * its size and the budget.
 */
const DOCUMENT_BUDGETS = (
  JSON.parse(readFileSync(path.resolve('budgets.json'), 'utf8')) as {
    documents: Record<string, number>;
  }
).documents;

test.describe('HTML documents stay within budgets.json', () => {
  test('home, list, filtered list, property and project, in French and one other language', async ({
    baseURL,
  }) => {
    const types = PAGE_TYPES.filter(([key]) => key in DOCUMENT_BUDGETS);
    expect(types.map(([key]) => key).sort()).toEqual(Object.keys(DOCUMENT_BUDGETS).sort());
    const pages = await resolvePages(new URL(baseURL!).origin, types);
    const over: string[] = [];
    for (const page of pages) {
      const response = await fetch(page.url);
      expect(response.status, page.url).toBe(200);
      const kB = Buffer.byteLength(await response.text(), 'utf8') / 1024;
      const budget = DOCUMENT_BUDGETS[page.type]!;
      test.info().annotations.push({
        type: 'document',
        description: `${page.label}: ${kB.toFixed(1)} kB (budget ${budget} kB)`,
      });
      expect(kB, `${page.label}: the measurement is broken`).toBeGreaterThan(10);
      if (kB > budget) over.push(`${page.label}: ${kB.toFixed(1)} kB, budget ${budget} kB`);
    }
    expect(over).toEqual([]);
  });
});
