import 'server-only';
import type { RouteHref } from '@/lib/i18n/href';
import { childSegment, childSegmentTranslations } from './menu';
import { siteConfig } from './site-config';
import { articlesIn, type Article } from './articles';
import type { Locale } from '@/lib/i18n/locales';
import { mergeParamTranslations, type ParamTranslations } from '@/lib/i18n/param-translations';
import type { ChildMenuItem } from './schema';

/** The legal articles and the fixed routes that show them. */
export const LEGAL_ROUTES = {
  'privacy-statement': '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
} as const;

/** Child menu pages (of the services entry) whose content is an article, by article id. */
function childPagesByArticle(): Map<string, ChildMenuItem> {
  const pages = new Map<string, ChildMenuItem>();
  for (const item of siteConfig.menu) {
    for (const child of item.childMenus) {
      for (const pageModule of child.params.modules)
        if (pageModule.type === 'article') pages.set(pageModule.article, child);
    }
  }
  return pages;
}

/** Services articles that no child page shows: they have a page of their own under /services/. */
export function standaloneServiceArticles(options: { drafts?: boolean } = {}): Article[] {
  const attached = childPagesByArticle();
  return articlesIn('services', options).filter((article) => !attached.has(article.id));
}

/** Where an article is read: its child page, its own page under /services/, about us, or its legal route. */
export function articleHref(article: Article, locale: Locale): RouteHref {
  const child = childPagesByArticle().get(article.id);
  if (child) return { pathname: '/services/[slug]', params: { slug: childSegment(child, locale) } };
  if (article.category === 'services')
    return { pathname: '/services/[slug]', params: { slug: article.text[locale].slug } };
  if (article.category === 'legal' && article.id in LEGAL_ROUTES)
    return { pathname: LEGAL_ROUTES[article.id as keyof typeof LEGAL_ROUTES] };
  return { pathname: '/about-us' };
}

/** The slugs of standalone services articles in every language (the proxy and the language switch). */
export function serviceArticleTranslations(): ParamTranslations {
  return {
    '/services/[slug]': {
      slug: standaloneServiceArticles().map((article) => ({
        en: article.text.en.slug,
        nl: article.text.nl.slug,
        fr: article.text.fr.slug,
        de: article.text.de.slug,
      })),
    },
  };
}

/** Every translated path parameter of the site: child menu pages and standalone articles. */
export function siteParamTranslations(): ParamTranslations {
  return mergeParamTranslations(childSegmentTranslations(siteConfig), serviceArticleTranslations());
}
