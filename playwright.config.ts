import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The server under test writes to its own SQLite file (one per run: the runner sets the id, its
 * workers inherit it) and mails to the SMTP sink that global-setup.ts starts.
 */
process.env.E2E_RUN_ID ??= String(Date.now());
export const E2E_DATABASE_FILE = path.resolve(`test-results/e2e-${process.env.E2E_RUN_ID}.sqlite`);
/** The SMTP sink's port, derived from the server's (3100 → 2526) so that runs on other ports coexist. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? port - 574);
export const E2E_MAIL_DIR = path.resolve('test-results/mail');
export const E2E_AGENCY_EMAIL = 'agency@horizon-immo.example';
export const E2E_SERVER_ENV = {
  SESSION_SECRET: 'e2e-only-secret-not-for-production-0123456789',
  SITE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: `file:${E2E_DATABASE_FILE}`,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_AGENCY_TO: E2E_AGENCY_EMAIL,
  // each test sends its own X-Forwarded-For, so rate limits do not mix between tests
  TRUST_PROXY_HOPS: '1',
  CAPTCHA_MAX_NUMBER: '5000',
};

/** Debian's Chromium: Playwright cannot download its own browser here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The address bar's popup pages and the spare renderer switched off, Playwright's own disabled
 * features kept (e2e/support/browser-features.mjs, run in a process of its own: Playwright's
 * config loader cannot import an ES module). Read once per run; the workers inherit it.
 */
function disableFeaturesFlag(): string {
  process.env.E2E_DISABLE_FEATURES_FLAG ??= execFileSync(
    process.execPath,
    [path.resolve('e2e/support/browser-features.mjs')],
    { encoding: 'utf8' },
  );
  return process.env.E2E_DISABLE_FEATURES_FLAG;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
  disableFeaturesFlag(),
];

/**
 * A visitor who has already answered the cookie consent (declined everything), so that the
 * dialog does not cover what other tests click; `e2e/consent.spec.ts` starts without it.
 */
export const CONSENT_DECLINED = {
  cookies: [
    'consent',
    'consent_analytics_storage',
    'consent_ad_storage',
    'consent_ad_user_data',
    'consent_ad_personalization',
  ].map((name) => ({
    name,
    value: name === 'consent' ? '1' : 'denied',
    domain: '127.0.0.1',
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
  origins: [],
};

const FLOOD_SPEC = /login-flood\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-GB',
    // A trace records every action's DOM and screen of every test, to keep only failures': a third
    // of the suite's time on this 2-core machine (detail-status.spec: 140 s with, 99 s without).
    // CI keeps nothing but the printed log, so there it is off; a failure is re-run here with it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    storageState: CONSENT_DECLINED,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: FLOOD_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // the login flood fills the password-hash queue on purpose: it runs alone, after the rest,
      // so that no other test's login is told to retry while it lasts
      name: 'flood',
      testMatch: FLOOD_SPEC,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The standalone production build (`npm start`): `npm run e2e` and `npm run test:all` build
    // before they start it.
    command: 'node server/start.mjs',
    env: { ...E2E_SERVER_ENV, PORT: String(port) },
    url: `http://127.0.0.1:${port}/fr/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
