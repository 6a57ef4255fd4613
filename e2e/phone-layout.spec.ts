import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/fixtures';
import {
  LOCALES,
  listingPath,
  localizedPath,
  projectPath,
  SAMPLE_LISTING_ID,
  SAMPLE_PROJECT_ID,
} from './support/routes';

/**
 * What a phone shows (issue 34 item 12, docs/phone-layout.md): texts that fit their fields in
 * every language, fields side by side at one height, and a favourite button on one line that
 * moves nothing when it hydrates. One page load per page, language and width.
 */

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** Counts the page's layout shifts from its first paint (CLS without the session windows). */
async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) window.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The width of a control's text in its own font, and the room its box leaves for it. */
function textAndRoom(page: Page, selector: string, arrow: number) {
  return page.locator(selector).evaluate((control: HTMLInputElement | HTMLSelectElement, arrow) => {
    const style = getComputedStyle(control);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text =
      control instanceof HTMLSelectElement
        ? control.options[control.selectedIndex]!.text
        : control.placeholder;
    return {
      text,
      width: context.measureText(text).width,
      room:
        control.clientWidth -
        parseFloat(style.paddingLeft) -
        parseFloat(style.paddingRight) -
        arrow,
    };
  }, arrow);
}

/** The favourite button of a detail or project page, hydrated, and where it sits. */
async function favouriteButton(page: Page) {
  const button = page
    .locator('main header [data-testid="favourite"], main [data-testid="favourite"]')
    .first();
  await expect(button).toBeVisible();
  return button.evaluate((element) => {
    const label = [...element.childNodes].find(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
    )!;
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    const box = element.getBoundingClientRect();
    const heading = document.querySelector('main h1')!.getBoundingClientRect();
    return {
      lines,
      left: box.left,
      right: box.right,
      headingLeft: heading.left,
      viewport: document.documentElement.clientWidth,
    };
  });
}

for (const locale of LOCALES) {
  test(`${locale}: the search hint, the filters and the favourite button fit at 360, 390 and 1280 px, and nothing moves`, async ({
    page,
  }) => {
    await countLayoutShifts(page);

    // the home search: a placeholder whole on a 360 px phone, the full hint in a visible label
    await page.setViewportSize({ width: 360, height: 780 });
    await openPage(page, localizedPath('/', locale));
    const input = page.getByTestId('search-box-input');
    const placeholder = await textAndRoom(page, '[data-testid="search-box-input"]', 0);
    expect(placeholder.width, `"${placeholder.text}" fits`).toBeLessThanOrEqual(placeholder.room);
    const hint = page.locator(`label[for="${await input.getAttribute('id')}"]`);
    await expect(hint).toBeVisible();
    await expect(input).toHaveAccessibleName((await hint.textContent())!);

    // the detail and project pages on a phone: the heart on one line, from the left like the
    // price, inside the screen, and no layout shift when it hydrates
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [
      listingPath(SAMPLE_LISTING_ID, locale),
      projectPath(SAMPLE_PROJECT_ID, locale),
    ]) {
      await openPage(page, path);
      const heart = await favouriteButton(page);
      expect(heart.lines, `${path}: the label on one line`).toBe(1);
      expect(heart.left, `${path}: starts where the heading does`).toBeCloseTo(
        heart.headingLeft,
        0,
      );
      expect(heart.right, `${path}: inside the screen`).toBeLessThanOrEqual(heart.viewport);
      expect(
        await page.evaluate(() => window.layoutShift),
        `${path}: layout shift`,
      ).toBeLessThanOrEqual(0.01);
    }

    // the list's filters beside the results: whole choices, price fields at one height
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, localizedPath('/for-sale', locale));
    // Chromium draws a select's arrow in about 20 px at its right
    const bedrooms = await textAndRoom(page, '#filter-bedrooms', 20);
    expect(bedrooms.width, `"${bedrooms.text}" shows whole`).toBeLessThanOrEqual(bedrooms.room);
    const [min, max] = await Promise.all(
      ['#filter-min', '#filter-max'].map((id) =>
        page.locator(id).evaluate((element) => element.getBoundingClientRect().top),
      ),
    );
    expect(max).toBe(min);

    // and the project page's heart at 1280 px: one line, nothing moves
    await openPage(page, projectPath(SAMPLE_PROJECT_ID, locale));
    expect((await favouriteButton(page)).lines).toBe(1);
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThanOrEqual(0.01);
  });
}
