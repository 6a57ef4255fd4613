import { z } from 'zod';

/**
 * The one reader of the environment. Every variable the site reads (README › Configuration) is
 * named here; the modules that own a setting turn its text into a value (`configuredSiteUrl`,
 * `siteSecret`, `rateLimits`, `trustedProxyHops`, …) and take an `Env` so that tests can pass
 * their own. The production requirements (`SESSION_SECRET`, `SITE_URL`) are checked at start-up
 * by instrumentation.ts, which names the variable that is missing or wrong.
 */
export const ENV_VARIABLES = [
  'NODE_ENV',
  'NEXT_RUNTIME',
  'VAR_DIR',
  'SITE_URL',
  'DATA_FILE',
  'SESSION_SECRET',
  'DEMO_OWNER',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'MAIL_AGENCY_TO',
  'RATE_LIMIT_PER_IP',
  'RATE_LIMIT_PER_FORM',
  'TRUST_PROXY_HOPS',
  'CAPTCHA_MAX_NUMBER',
  'ANALYTICS_ID',
  'ADS_ID',
  'TAG_MANAGER_ID',
  'SOCIAL_PIXEL_ID',
  'PORT',
  'LISTEN_HOST',
  'DATA_POLL_MS',
  'CRM',
  'OMNICASA_URL',
  'OMNICASA_CUSTOMER',
  'OMNICASA_PASSWORD',
  'OMNICASA_LANGUAGE_IDS',
  'OMNICASA_FORGOT_PASSWORD',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];

/** The site's variables as set (unset ones absent). */
export type Env = Readonly<Partial<Record<EnvVariable, string>>>;

function envSchema() {
  return z.object(
    Object.fromEntries(
      ENV_VARIABLES.map((name) => [name, z.string({ error: `${name} must be text` }).optional()]),
    ) as Record<EnvVariable, z.ZodOptional<z.ZodString>>,
  );
}

let checked: { key: string; env: Env } | null = null;

/**
 * The environment, read and checked when asked; tests that change a variable see the change at
 * once. The check itself runs again only when a value changed: the proxy and the data layer ask on
 * every request, and building and running the zod check each time was about a tenth of a
 * detail page's server CPU (issue 32, a profile under autocannon).
 */
export function serverEnv(): Env {
  const values = ENV_VARIABLES.map((name) => process.env[name]);
  const key = values.map((value) => (value === undefined ? '\u0000' : `=${value}`)).join('\u0001');
  if (checked?.key === key) return checked.env;
  const parsed = envSchema().safeParse(
    Object.fromEntries(ENV_VARIABLES.map((name, index) => [name, values[index]])),
  );
  if (!parsed.success)
    throw new Error(
      `Invalid configuration: ${parsed.error.issues.map((issue) => issue.message).join('; ')}. See README › Configuration.`,
    );
  checked = { key, env: Object.freeze(parsed.data) };
  return checked.env;
}

/**
 * Whether this is a production build or server. NODE_ENV is fixed when the code is built (the
 * bundler writes it into the browser's and the proxy's code), so it is read directly, not parsed.
 */
export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

/** Whether this code runs in the Node.js server (not the Edge runtime or the browser). */
export function isNodeRuntime(): boolean {
  return process.env.NEXT_RUNTIME === 'nodejs';
}
