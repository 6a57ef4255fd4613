import type { Page } from '@playwright/test';
import { expect, openPage, scrollToY, scrollY, test } from './support/fixtures';

const TRANSPARENT = /^(rgba\(0, 0, 0, 0\)|transparent)$/;
const WHITE = 'rgb(255, 255, 255)';

function header(page: Page) {
  return page.getByTestId('site-header');
}

function computed(
  page: Page,
  testId: string,
  property: 'position' | 'backgroundColor',
): Promise<string> {
  return page
    .getByTestId(testId)
    .evaluate((element, name) => getComputedStyle(element)[name], property);
}

/** Lets a few frames pass, so scroll handlers (rAF, throttled) and React renders have run. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const tick = () => (--frames === 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
}

test.describe('the header while scrolling', () => {
  // (one page load a test, several states each: a load is most of a test's time on a 2-core machine)
  test('is opaque white at the top of a list, stays in place up to 30 px of scroll (30 included) and becomes fixed beyond', async ({
    page,
  }) => {
    await openPage(page, '/en/for-sale/');
    await expect(header(page)).toHaveAttribute('data-home', 'false');
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => computed(page, 'site-header', 'backgroundColor')).toBe(WHITE);
    expect(await computed(page, 'site-header', 'position')).not.toBe('fixed');

    for (const y of [29, 30]) {
      await scrollToY(page, y);
      await settle(page);
      await expect(header(page), `at ${y} px`).toHaveAttribute('data-scrolled', 'false');
      expect(await computed(page, 'site-header', 'position'), `at ${y} px`).not.toBe('fixed');
    }

    await scrollToY(page, 31);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => computed(page, 'site-header', 'position')).toBe('fixed');

    await scrollToY(page, 29);
    await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => computed(page, 'site-header', 'position')).not.toBe('fixed');
  });

  for (const home of ['/en/', '/nl/']) {
    test(`is transparent at the top of the home page ${home}, opaque white and at the top of the viewport once scrolled`, async ({
      page,
    }) => {
      await openPage(page, home);
      await expect(header(page)).toHaveAttribute('data-home', 'true');
      await expect
        .poll(() => computed(page, 'site-header', 'backgroundColor'))
        .toMatch(TRANSPARENT);

      await scrollToY(page, 300);
      await expect(header(page)).toHaveAttribute('data-scrolled', 'true');
      await expect.poll(() => computed(page, 'site-header', 'backgroundColor')).toBe(WHITE);
      await expect.poll(async () => (await header(page).boundingBox())?.y).toBe(0);
      await expect(header(page)).toBeInViewport();

      await scrollToY(page, 0);
      await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
      await expect
        .poll(() => computed(page, 'site-header', 'backgroundColor'))
        .toMatch(TRANSPARENT);
    });
  }

  for (const path of ['/fr/merci/site-contact/', '/de/gibt-es-nicht/']) {
    test(`is opaque white at the top of ${path}, which is not the home page`, async ({ page }) => {
      await openPage(page, path);
      await expect(header(page)).toHaveAttribute('data-home', 'false');
      await expect(header(page)).toHaveAttribute('data-scrolled', 'false');
      await expect.poll(() => computed(page, 'site-header', 'backgroundColor')).toBe(WHITE);
    });
  }

  test('leaving the home page by a menu link makes the header opaque', async ({ page }) => {
    await openPage(page, '/en/');
    await expect.poll(() => computed(page, 'site-header', 'backgroundColor')).toMatch(TRANSPARENT);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'For rent' })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/for-rent/');
    await expect(header(page)).toHaveAttribute('data-home', 'false');
    await expect.poll(() => computed(page, 'site-header', 'backgroundColor')).toBe(WHITE);
  });
});

type Sample = { t: number; y: number };
type RecordingWindow = Window & { __samples?: Sample[]; __clickAt?: number };

/** Records every scroll position (with its time) and the time of the click on the back-to-top button. */
async function recordScroll(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as RecordingWindow;
    w.__samples = [];
    w.__clickAt = undefined;
    document
      .querySelector('[data-testid="back-to-top"]')
      ?.addEventListener('click', () => (w.__clickAt = performance.now()), { capture: true });
    window.addEventListener(
      'scroll',
      () => w.__samples?.push({ t: performance.now(), y: window.scrollY }),
      {
        passive: true,
      },
    );
  });
}

async function recording(page: Page): Promise<{ samples: Sample[]; clickAt: number }> {
  return page.evaluate(() => {
    const w = window as RecordingWindow;
    return { samples: w.__samples ?? [], clickAt: w.__clickAt ?? Number.NaN };
  });
}

/**
 * The recording once it holds the top: a scroll event comes with the next frame, after
 * `window.scrollY` already reads 0, so the recording is read when its last sample is in.
 */
async function recordingAtTop(page: Page): Promise<{ samples: Sample[]; clickAt: number }> {
  await expect
    .poll(
      async () => {
        const { samples, clickAt } = await recording(page);
        return samples.some((sample) => sample.t >= clickAt && sample.y === 0);
      },
      { message: 'a scroll event at the top after the click' },
    )
    .toBe(true);
  return recording(page);
}

async function scrollToBottom(page: Page): Promise<number> {
  const bottom = await page.evaluate(
    () => document.documentElement.scrollHeight - window.innerHeight,
  );
  expect(bottom, 'the page is long enough to scroll').toBeGreaterThan(300);
  await scrollToY(page, bottom);
  return bottom;
}

test.describe('the back-to-top button', () => {
  test('is hidden under 10 px of scroll and shown from 10 px on', async ({ page }) => {
    await openPage(page, '/en/for-sale/');
    const button = page.getByTestId('back-to-top');
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();

    await scrollToY(page, 9);
    await settle(page);
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();

    await scrollToY(page, 10);
    await expect(button).toHaveAttribute('data-visible', 'true');
    await expect(button).toBeVisible();

    await scrollToY(page, 4);
    await expect(button).toHaveAttribute('data-visible', 'false');
    await expect(button).toBeHidden();
  });

  test('has an accessible name in the page language', async ({ page }) => {
    await openPage(page, '/de/');
    await scrollToY(page, 100);
    await expect(page.getByRole('button', { name: 'Nach oben' })).toBeVisible();
  });

  test('scrolls smoothly to the top, not in one jump', async ({ page }) => {
    await openPage(page, '/en/');
    const start = await scrollToBottom(page);
    const button = page.getByTestId('back-to-top');
    await expect(button).toBeVisible();
    await recordScroll(page);

    await button.click();
    await expect.poll(() => scrollY(page), { timeout: 5_000 }).toBe(0);

    const { samples, clickAt } = await recordingAtTop(page);
    expect(Number.isFinite(clickAt)).toBe(true);
    const positions = samples.filter((sample) => sample.t >= clickAt).map((sample) => sample.y);
    const between = positions.filter((y) => y > 0 && y < start);
    expect(
      between.length,
      `intermediate positions on the way up: ${positions.join(', ')}`,
    ).toBeGreaterThanOrEqual(2);
    for (let index = 1; index < positions.length; index += 1) {
      expect(positions[index], 'the page only moves up').toBeLessThanOrEqual(
        positions[index - 1] ?? start,
      );
    }
    const reachedTop = samples.find((sample) => sample.t >= clickAt && sample.y === 0);
    expect(reachedTop, 'the top is reached').toBeDefined();
    expect(
      (reachedTop?.t ?? clickAt) - clickAt,
      'still on its way 100 ms after the click',
    ).toBeGreaterThan(100);
    await expect(button).toHaveAttribute('data-visible', 'false');
  });

  test('jumps to the top at once for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/en/');
    await scrollToBottom(page);
    const button = page.getByTestId('back-to-top');
    await expect(button).toBeVisible();
    await recordScroll(page);

    await button.click();
    await expect.poll(() => scrollY(page)).toBe(0);

    const { samples, clickAt } = await recordingAtTop(page);
    const positions = samples.filter((sample) => sample.t >= clickAt).map((sample) => sample.y);
    expect(positions.length).toBeGreaterThan(0);
    expect(
      positions.filter((y) => y !== 0),
      'no intermediate positions',
    ).toEqual([]);
  });
});
