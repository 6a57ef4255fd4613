import { listTypes } from '../lib/data';
import nl from '../messages/nl.json';
import { axeViolations } from './support/axe';
import { expect, openPage, test } from './support/fixtures';

test.describe('home banner', () => {
  test('a slideshow that moves, with a button that pauses and restarts it (nl)', async ({
    page,
  }) => {
    await openPage(page, '/nl/');
    const banner = page.getByTestId('home-banner');
    await expect(banner).toHaveAttribute('data-kind', 'gallery');
    await expect(banner.locator('img').first()).toHaveAttribute('alt', '');
    const toggle = page.getByTestId('home-banner-toggle');
    // the slideshow's code comes a few seconds after the page has loaded (SLIDESHOW_LOAD_DELAY_MS)
    await expect(toggle).toHaveAttribute('data-playing', 'true', { timeout: 20_000 });
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-playing', 'false');
    await expect(toggle).toHaveAccessibleName(nl.Pages.home.banner.playSlideshow);
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-playing', 'true');
  });

  test('stands still for visitors who ask for less motion', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/en/');
    await expect(page.getByTestId('home-banner-toggle')).toHaveAttribute('data-playing', 'false', {
      timeout: 20_000,
    });
    await context.close();
  });
});

test.describe('home accessibility with the search panel open', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`axe finds no violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openPage(page, '/nl/');
      await page.getByRole('combobox').fill('1000');
      await expect(page.getByTestId('search-box-panel')).toBeVisible();
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(listTypes('nl').length).toBeGreaterThan(0);
    });
  }
});
