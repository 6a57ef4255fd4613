import { actionFields } from './support/actions';
import { expect, openPage, test } from './support/fixtures';
import { asNewVisitor } from './support/forms';
import { newOwner } from './support/owners';
import { listingPath, localizedPath } from './support/routes';
import { serveTiles } from './support/tiles';
import { search } from '../lib/data';
import { E2E_SERVER_ENV } from '../playwright.config';

const listing = search('en', { goal: 'sale' }).items[2]!;

/** Responses of every kind: static and dynamic pages, the 404, the map frame, API, sitemap. */
const PATHS = [
  '/fr/',
  localizedPath('/about-us', 'en'),
  listingPath(listing.id, 'nl'),
  '/de/gibt-es-nicht/',
  localizedPath('/map-frame', 'en'),
  '/api/search-box/?locale=en&q=a',
  '/sitemap.xml',
  localizedPath('/login', 'fr'),
];

test.describe('security headers (docs/security.md)', () => {
  for (const path of PATHS) {
    test(`${path} carries them`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      // no tag id is configured in this build: no tag host may be allowed
      expect(policy).not.toMatch(/googletagmanager|facebook\.net|google-analytics/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }

  /*
   * One test per page. Each waits for what the page must have loaded (hydration, and on pages with a
   * map the frame's markers and a tile), never for the network to fall silent: the map frame's tile
   * requests kept `networkidle` from ever arriving on a loaded machine.
   */
  for (const path of [
    '/en/',
    listingPath(listing.id, 'en'),
    localizedPath('/contact', 'fr'),
    localizedPath('/contact-demand', 'de'),
  ]) {
    test(`${path} works under the policy: no violation reported, the map frame included`, async ({
      page,
    }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text()))
          violations.push(message.text());
      });
      // every frame reports its own violations (the init script runs in the map frame too)
      await page.exposeBinding('__e2eCspViolation', (source, text: string) =>
        violations.push(`${source.frame.url()}: ${text}`),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void (
            window as unknown as { __e2eCspViolation: (text: string) => Promise<void> }
          ).__e2eCspViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      const tiles = await serveTiles(page);
      await openPage(page, path);
      const embeds = page.getByTestId('map-embed');
      if ((await embeds.count()) > 0) {
        // the frame loads lazily: bring it into view, then wait for its markers and a tile
        await embeds.first().scrollIntoViewIfNeeded();
        const frame = page.frameLocator('iframe[data-testid=map-embed]').first();
        await expect(frame.getByTestId('map-canvas')).toHaveAttribute('data-markers', /^[0-9]+$/, {
          timeout: 15_000,
        });
        await expect(frame.locator('.leaflet-tile-loaded').first()).toBeAttached({
          timeout: 15_000,
        });
        expect(tiles.served()).toBeGreaterThan(0);
      }
      expect(violations).toEqual([]);
    });
  }

  test('cookies: the owner session is HttpOnly, Secure and SameSite=Lax; the language cookie is Secure and Lax', async ({
    page,
  }) => {
    const owner = await newOwner('cookies', [listing.id]);
    await asNewVisitor(page);
    await page.goto(localizedPath('/login', 'en'));
    await page.locator('input[name="login"]').fill(owner.username);
    await page.locator('input[name="password"]').fill(owner.password);
    await page.getByTestId('form-login').locator('button[type="submit"]').click();
    await page.waitForURL(`**${localizedPath('/owner-portal', 'en')}`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'horizon_owner')).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    const language = await page.request.get('/?lng=nl', { maxRedirects: 0 });
    expect(language.headers()['set-cookie'] ?? '').toMatch(/NEXT_LOCALE=nl;.*Secure/i);
  });

  test('a server action posted from another site is refused', async ({ request }) => {
    const html = await (await request.get(localizedPath('/login', 'en'))).text();
    const fields = actionFields(html, 'form-login');
    expect(Object.keys(fields).length, 'the login form names its action').toBeGreaterThan(0);
    const post = (origin: string) =>
      request.post(localizedPath('/login', 'en'), {
        headers: { origin, 'x-forwarded-for': `203.0.113.${origin.includes('evil') ? 200 : 201}` },
        multipart: { ...fields, login: 'nobody-here', password: 'wrong-password-1' },
        maxRedirects: 0,
      });
    // from the site itself the action runs (and answers with the login page and its message)
    const own = await post(new URL(E2E_SERVER_ENV.SITE_URL).origin);
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain('The username or password are not correct.');
    const response = await post('https://evil.example');
    expect(response.status()).toBe(403);
    expect(await response.text()).not.toContain('The username or password are not correct.');
  });
});
