import type { Page } from '@playwright/test';
import { expect, openPage, test } from './support/fixtures';
import { afterFillTime, asNewVisitor, uniqueEmail } from './support/forms';
import { newOwner, portalPath } from './support/owners';
import { localizedPath } from './support/routes';
import { search } from '../lib/data';

/** Presses Tab until the focused element matches, as a keyboard user would (at most `limit` times). */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector))
      return;
  }
  throw new Error(`${selector} was not reached with ${limit} presses of Tab`);
}

/**
 * Whether the focused element shows where it is: an outline or a box shadow on it, or an outline
 * on the field around it (a search box draws its ring with :focus-within).
 */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const outlined = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const element = document.activeElement;
    if (!element) return false;
    if (outlined(element) || getComputedStyle(element).boxShadow !== 'none') return true;
    for (
      let parent = element.parentElement, depth = 0;
      parent && depth < 3;
      parent = parent.parentElement, depth += 1
    ) {
      if (parent.matches(':focus-within') && outlined(parent)) return true;
    }
    return false;
  });

test.describe('keyboard only', () => {
  test('search: from the home page to a city\u2019s properties', async ({ page }) => {
    await openPage(page, '/en/');
    await tabTo(page, '[role="combobox"]');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type('Namur');
    // the server's rows for "Namur" (the "search these words" row that names the words comes at once)
    await expect(
      page.locator('[role="option"][data-option^="city-"]', { hasText: 'Namur' }).first(),
    ).toBeVisible();
    // arrow down to the first Namur row, as a keyboard user reads the list
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('ArrowDown');
      const active = await page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        return id ? (document.getElementById(id)?.textContent ?? '') : '';
      });
      if (active.includes('Namur')) break;
    }
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/for-(sale|rent)\/\?city=/);
    await expect(page.getByTestId('results')).toBeVisible();
  });

  test('a form: newsletter sign-up from the footer to the thank-you page', async ({ page }) => {
    await asNewVisitor(page);
    await openPage(page, '/fr/');
    await tabTo(page, '[data-testid="footer-newsletter"] input[type="email"]', 200);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('form-newsletter')).toBeVisible();
    await page.getByTestId('form-newsletter').locator('input[type="email"]').focus();
    await tabTo(page, 'input[name="consent"]', 5);
    await page.keyboard.press('Space');
    await tabTo(page, '[data-testid="form-newsletter"] button[type="submit"]', 5);
    expect(await focusIsVisible(page)).toBe(true);
    await afterFillTime(page); // a person takes a moment (the form's minimum fill time, counted from the served token)
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fr\/merci\/sign-newsletter\/$/);
  });

  test('login: in, to a property, and out', async ({ page }) => {
    test.setTimeout(60_000);
    const listing = search('en', { goal: 'rent' }).items[1]!.id;
    const owner = await newOwner('keys', [listing]);
    await asNewVisitor(page);
    await openPage(page, localizedPath('/login', 'en'));
    await tabTo(page, 'input[name="login"]');
    await page.keyboard.type(owner.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    // the password's hash (scrypt, deliberately slow) can take seconds on a loaded 2-core machine
    await expect(page).toHaveURL(new RegExp(`${portalPath('en')}$`), { timeout: 30_000 });
    await tabTo(page, '[data-testid="portal-properties"] a');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${portalPath('en', listing)}$`));
    await tabTo(page, '[data-testid="logout"]');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/login\/\?loggedOut=1$/);
  });
});
