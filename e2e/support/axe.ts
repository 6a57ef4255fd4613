import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core on the page as the browser tests run it: every rule, in the page and its same-origin
 * frames (the site has no other kind), reporting violations only.
 *
 * Two settings keep a check to a few seconds on a loaded 2-core machine, where the defaults took
 * 5–25 s a page:
 * - `setLegacyMode()`: `axe.run` in the page itself. The default mode runs `axe.runPartial` in
 *   each frame and then opens a blank tab (a new renderer process) to inject axe a second time and
 *   merge the results there, which only cross-origin frames need.
 * - `resultTypes: ['violations']`: axe still runs every rule on every node, but writes a selector
 *   and an HTML snippet for one node of the passes, incomplete and inapplicable results instead of
 *   for each of them; the tests read only the violations.
 */
export function axeOn(page: Page, include: string[] = []): AxeBuilder {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  for (const selector of include) builder = builder.include(selector);
  return builder;
}

/**
 * Every part of the page laid out before axe looks, as for print (app/globals.css): a part marked
 * `.render-when-near` (`content-visibility: auto`) far from the screen is not laid out, and axe's
 * colour check then reads whatever the browser reports at its stale place. On the Dutch home page
 * at 390 px it read the "all properties for rent" link (brand blue on white) as lying on the
 * hero's dark blue, in 2 of 8 runs, depending on how near the screen its section had come.
 */
const LAY_OUT_EVERY_PART = '.render-when-near { content-visibility: visible !important; }';

/** One line per violation and node, so a failure says what to fix and where. */
export async function axeViolations(page: Page, include: string[] = []): Promise<string[]> {
  await page.addStyleTag({ content: LAY_OUT_EVERY_PART });
  const results = await axeOn(page, include).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${violation.help}`,
    ),
  );
}
