import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import type { ParamTranslations } from '@/lib/i18n/param-translations';

/*
 * The agency's articles: `data/articles/<id>/article.json` (category, status, date, image,
 * order) and one Markdown file per language with a short front matter (title, slug, summary).
 */

export const ARTICLE_CATEGORIES = ['about-us', 'services', 'legal'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

const segment = z
  .string()
  .regex(/^[a-z0-9-]{1,80}$/, 'a slug is lower-case letters, digits and hyphens');

const metaSchema = z.strictObject({
  category: z.enum(ARTICLE_CATEGORIES, {
    error: (issue) =>
      `unknown category ${JSON.stringify(issue.input)}: use ${ARTICLE_CATEGORIES.join(', ')}`,
  }),
  status: z.enum(['Published', 'Draft']),
  date: z.iso.date(),
  image: z.string().startsWith('/').optional(),
  order: z.int().min(0).default(0),
});

const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  slug: segment,
  summary: z.string().trim().min(1).max(240),
});

export type ArticleText = z.infer<typeof frontMatterSchema> & { body: string };
export type Article = z.infer<typeof metaSchema> & {
  id: string;
  text: Record<Locale, ArticleText>;
};

/** `---` front matter of `key: value` lines, then the Markdown body. */
export function parseArticleFile(source: string, file: string): ArticleText {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: starts with a --- front matter block`);
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const separator = line.indexOf(':');
    if (separator <= 0) throw new Error(`${file}: front matter line "${line}" is not "key: value"`);
    fields[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  const parsed = frontMatterSchema.safeParse(fields);
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ')}`,
    );
  const body = match[2]!.trim();
  if (body === '') throw new Error(`${file}: the article has no text`);
  return { ...parsed.data, body };
}

export function loadArticles(directory: string): Article[] {
  if (!existsSync(directory)) return [];
  const articles = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry): Article => {
      // turbopackIgnore: data/ ships whole (next.config.ts); traced, these paths matched any *.md
      const folder = join(/* turbopackIgnore: true */ directory, entry.name);
      const metaFile = join(/* turbopackIgnore: true */ folder, 'article.json');
      const meta = metaSchema.safeParse(JSON.parse(readFileSync(metaFile, 'utf8')));
      if (!meta.success)
        throw new Error(
          `${metaFile}: ${meta.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      const text = Object.fromEntries(
        LOCALES.map((locale) => {
          const file = join(/* turbopackIgnore: true */ folder, `${locale}.md`);
          if (!existsSync(file))
            throw new Error(`${file}: missing (every article exists in every language)`);
          return [locale, parseArticleFile(readFileSync(file, 'utf8'), file)];
        }),
      ) as Record<Locale, ArticleText>;
      return { id: entry.name, ...meta.data, text };
    });
  for (const locale of LOCALES) {
    const seen = new Map<string, string>();
    for (const article of articles) {
      const key = `${article.category}/${article.text[locale].slug}`;
      if (seen.has(key))
        throw new Error(
          `data/articles: ${article.id} and ${seen.get(key)} share the ${locale} slug ${key}`,
        );
      seen.set(key, article.id);
    }
  }
  return articles.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

let cache: Article[] | null = null;
export function allArticles(): Article[] {
  cache ??= loadArticles(join(process.cwd(), 'data', 'articles'));
  return cache;
}

export function getArticle(id: string): Article | null {
  return allArticles().find((article) => article.id === id) ?? null;
}

/** The articles of a category, published only unless drafts are asked for (preview pages). */
export function articlesIn(
  category: ArticleCategory,
  options: { drafts?: boolean } = {},
): Article[] {
  return allArticles().filter(
    (article) =>
      article.category === category && (options.drafts || article.status === 'Published'),
  );
}

export function articleBySlug(
  category: ArticleCategory,
  locale: Locale,
  slug: string,
  options: { drafts?: boolean } = {},
): Article | null {
  return (
    articlesIn(category, options).find((article) => article.text[locale].slug === slug) ?? null
  );
}

/** The published articles' slugs per language, for the routes that hold them (proxy, language switch). */
export function articleSegmentTranslations(
  routes: Partial<Record<ArticleCategory, string>>,
): ParamTranslations {
  const translations: ParamTranslations = {};
  for (const [category, route] of Object.entries(routes) as [ArticleCategory, string][]) {
    translations[route as keyof ParamTranslations] = {
      slug: articlesIn(category).map(
        (article) =>
          Object.fromEntries(
            LOCALES.map((locale) => [locale, article.text[locale].slug]),
          ) as Record<Locale, string>,
      ),
    };
  }
  return translations;
}
