/**
 * Preview links of a draft page, for the agency:
 *   npm run preview-link -- gestion            links in the four languages, valid 7 days
 *   npm run preview-link -- gestion --days 30  valid 30 days (at most 90)
 * The draft is named by its slug in any language or by its file name. Each link is signed with
 * SESSION_SECRET (the site's), so it works only on a site sharing that secret, for that page and
 * until the date printed; without a link a preview page answers 404 to anyone but a logged-in
 * owner. Uses SITE_URL like the site.
 */
import { parseArgs } from 'node:util';
import { allArticles } from '../lib/content/articles';
import { PREVIEW_LINK_DAYS, previewExpiry, previewToken } from '../lib/content/preview-link';
import { LOCALES } from '../lib/i18n/locales';
import { localizedTemplate } from '../lib/i18n/pathnames';
import { configuredSiteUrl } from '../lib/runtime/site-url';
import { previewKey } from '../lib/security/keys';
import { requireSiteSecret } from './site-secret';

if (requireSiteSecret('preview-link'))
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { days: { type: 'string', default: String(PREVIEW_LINK_DAYS) } },
    });
    const name = positionals[0];
    if (!name || positionals.length > 1)
      throw new Error('usage: npm run preview-link -- <slug or article> [--days N]');
    const article = allArticles().find(
      (candidate) =>
        candidate.id === name || LOCALES.some((locale) => candidate.text[locale].slug === name),
    );
    if (!article) throw new Error(`no page has the slug or name "${name}"`);
    const expiresAt = previewExpiry(Number(values.days));
    const key = previewKey();
    const base = configuredSiteUrl();
    console.log(
      `preview-link: "${article.id}" (${article.status}), valid until ${new Date(expiresAt).toISOString()}`,
    );
    for (const locale of LOCALES) {
      const slug = article.text[locale].slug;
      const path = localizedTemplate('/preview/[slug]', locale).replace('[slug]', slug);
      const url = new URL(`/${locale}${path}/`, base);
      url.searchParams.set('token', previewToken(key, slug, expiresAt));
      console.log(`${locale} ${url}`);
    }
  } catch (error) {
    console.error(`preview-link: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
