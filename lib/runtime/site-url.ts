import { serverEnv, type Env } from '../config';

/** Where `next dev` and the tests serve the site when nothing else is said. */
export const DEVELOPMENT_SITE_URL = 'http://localhost:3000';

/**
 * The site's public origin (`SITE_URL`), for every absolute link: canonical and alternate links,
 * share cards, JSON-LD, the sitemap, mails, the print view's QR code. In production it is
 * required — a default would print `localhost` on paper and in mails, and the site refuses to
 * build or run without it; in development and tests it is http://localhost:3000.
 */
export function configuredSiteUrl(env: Env = serverEnv()): URL {
  const configured = env.SITE_URL?.trim();
  if (!configured) {
    if (env.NODE_ENV === 'production') {
      throw new Error(
        'SITE_URL (the public origin of the site, e.g. https://www.example.be) is required in production',
      );
    }
    return new URL(DEVELOPMENT_SITE_URL);
  }
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) address such as https://www.example.be (got "${configured}")`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `SITE_URL must be an absolute http(s) address such as https://www.example.be (got "${configured}")`,
    );
  }
  return url;
}

/** The public origin of the site, for every absolute link (`SITE_URL`, checked as above). */
export function siteUrl(): URL {
  return configuredSiteUrl();
}
