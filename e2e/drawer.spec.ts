import type { Page } from '@playwright/test';
import { expect, openPage, scrollY, test } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Which keyboard-focusable element of the drawer has focus: its index, and how many there are (-1 when outside). */
function focusInDrawer(page: Page): Promise<{ index: number; count: number }> {
  return page.getByTestId('drawer').evaluate((drawer, selector) => {
    const focusable = Array.from(drawer.querySelectorAll<HTMLElement>(selector)).filter((element) =>
      element.checkVisibility(),
    );
    return {
      index: focusable.indexOf(document.activeElement as HTMLElement),
      count: focusable.length,
    };
  }, FOCUSABLE);
}

/** Presses Tab until `done` holds, at most `limit` times; returns whether it got there. */
async function tabUntil(page: Page, done: () => Promise<boolean>, limit = 30): Promise<boolean> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await done()) return true;
    await page.keyboard.press('Tab');
  }
  return done();
}

function isScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.classList.contains('scroll-locked') &&
      getComputedStyle(document.documentElement).overflow === 'hidden',
  );
}

test.describe('the mobile drawer', () => {
  // keyboard journeys through the whole drawer: up to 14 s on a loaded 2-core machine
  test.describe.configure({ timeout: 60_000 });
  test('opens from the keyboard, traps focus both ways, and closes on Escape with focus back on its button', async ({
    page,
  }) => {
    await openPage(page, '/en/');
    const opener = page.getByTestId('drawer-open');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeHidden();

    const reached = await tabUntil(page, () =>
      opener.evaluate((element) => element === document.activeElement),
    );
    expect(reached, 'the menu button is reachable with Tab').toBe(true);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');

    await expect(drawer).toBeVisible();
    await expect(drawer).toHaveAttribute('open', '');
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => isScrollLocked(page)).toBe(true);
    await expect
      .poll(async () => (await focusInDrawer(page)).index, {
        message: 'focus moves into the drawer',
      })
      .toBeGreaterThanOrEqual(0);

    const { count } = await focusInDrawer(page);
    expect(count).toBeGreaterThan(3);

    // Forward: walk to the last element, then Tab wraps to the first.
    const atLast = await tabUntil(
      page,
      async () => (await focusInDrawer(page)).index === count - 1,
      count + 1,
    );
    expect(atLast, 'Tab reaches the last element of the drawer').toBe(true);
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(page)).toEqual({ index: 0, count });

    // Backward: Shift+Tab from the first element wraps to the last.
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDrawer(page)).toEqual({ index: count - 1, count });
    await page.keyboard.press('Tab');
    expect(await focusInDrawer(page)).toEqual({ index: 0, count });

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => isScrollLocked(page)).toBe(false);
  });

  test('contains the menu, the language switcher and the contact links', async ({ page }) => {
    await openPage(page, '/en/');
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'For sale' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Selling your property' })).toBeVisible();
    await expect(drawer.getByTestId('language-switcher')).toBeVisible();
    await expect(drawer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(drawer.locator('a[href^="mailto:"]').first()).toBeVisible();
  });

  test('the close button closes it and unlocks the page', async ({ page }) => {
    await openPage(page, '/en/for-sale/');
    await page.getByTestId('drawer-open').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect.poll(() => isScrollLocked(page)).toBe(true);
    await page.getByTestId('drawer-close').click();
    await expect(page.getByTestId('drawer')).toBeHidden();
    await expect.poll(() => isScrollLocked(page)).toBe(false);
  });

  test('the page behind cannot be scrolled while it is open', async ({ page }) => {
    await openPage(page, '/en/');
    await page.getByTestId('drawer-open').click();
    await expect.poll(() => isScrollLocked(page)).toBe(true);
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
    expect(await scrollY(page)).toBe(0);

    await page.getByTestId('drawer-close').click();
    await expect.poll(() => isScrollLocked(page)).toBe(false);
    await page.mouse.wheel(0, 600);
    await expect
      .poll(() => scrollY(page), { message: 'once closed the page scrolls again' })
      .toBeGreaterThan(0);
  });

  test('following a menu link with the keyboard closes it and lands on the page', async ({
    page,
  }) => {
    await openPage(page, '/en/');
    const opener = page.getByTestId('drawer-open');
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByTestId('drawer');
    await expect(drawer).toBeVisible();
    const link = drawer.getByRole('link', { name: 'For rent' });
    const reached = await tabUntil(page, () =>
      link.evaluate((element) => element === document.activeElement),
    );
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL((url) => url.pathname === '/en/for-rent/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent');
    await expect(drawer).toBeHidden();
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => isScrollLocked(page)).toBe(false);
  });

  test('following a child service link closes it and lands on the service page', async ({
    page,
  }) => {
    await openPage(page, '/nl/');
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await drawer.getByRole('link', { name: 'Uw pand verhuren' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/nl/diensten/verhuren/');
    await expect(drawer).toBeHidden();
    await expect.poll(() => isScrollLocked(page)).toBe(false);
  });

  test('following the link to the page already shown closes it too', async ({ page }) => {
    await openPage(page, '/en/for-sale/');
    await page.getByTestId('drawer-open').click();
    const drawer = page.getByTestId('drawer');
    await drawer.getByRole('link', { name: 'For sale' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/for-sale/');
    await expect(drawer).toBeHidden();
    await expect.poll(() => isScrollLocked(page)).toBe(false);
  });
});
