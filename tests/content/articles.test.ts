import { describe, expect, it } from 'vitest';
import { allArticles, articleBySlug, articlesIn, parseArticleFile } from '@/lib/content/articles';
import { renderMarkdown } from '@/lib/content/markdown';
import { moduleSchema } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';
import { LOCALES } from '@/lib/i18n/locales';

describe('articles (data/articles)', () => {
  it('has every article in every language, with a title, slug, summary and text', () => {
    const articles = allArticles();
    expect(articles.map((article) => article.id).sort()).toEqual([
      'about-us',
      'cookie-policy',
      'disclaimer',
      'privacy-statement',
      'property-management',
      'renting-out',
      'selling',
      'valuation',
    ]);
    for (const article of articles) {
      for (const locale of LOCALES) {
        const text = article.text[locale];
        expect(text.body.length, `${article.id}/${locale}`).toBeGreaterThan(400);
        expect(text.body, `${article.id}/${locale}: no placeholder text`).not.toMatch(
          /lorem|TODO|TBD|placeholder/i,
        );
        expect(renderMarkdown(text.body), `${article.id}/${locale}: no raw HTML`).not.toMatch(
          /<(script|iframe|img|style)\b/i,
        );
      }
    }
  });

  it("gives the agency's own registered office in its legal texts, not the address of the professional body", () => {
    const head = siteConfig.agency.offices[0]!;
    for (const id of ['about-us', 'disclaimer', 'privacy-statement']) {
      const article = allArticles().find((candidate) => candidate.id === id)!;
      for (const locale of LOCALES) {
        const body = article.text[locale].body;
        // Brussels streets have a French and a Dutch name: the number and postcode are the same
        expect(body, `${id}/${locale}`).toMatch(new RegExp(`${head.houseNumber}, ${head.zip} `));
        expect(body, `${id}/${locale}: IPI/BIV's address`).not.toMatch(
          /16B|rue du Luxembourg|Luxemburgstraat/i,
        );
      }
    }
  });

  it('keeps drafts out unless asked for, and finds an article by its translated slug', () => {
    expect(articlesIn('services').map((article) => article.id)).toEqual([
      'selling',
      'renting-out',
      'valuation',
    ]);
    expect(articlesIn('services', { drafts: true }).map((article) => article.id)).toContain(
      'property-management',
    );
    expect(articleBySlug('services', 'fr', 'vente')?.id).toBe('selling');
    expect(articleBySlug('services', 'en', 'property-management')).toBeNull();
    expect(articleBySlug('services', 'en', 'property-management', { drafts: true })?.id).toBe(
      'property-management',
    );
  });

  it('refuses a file without front matter, with an unknown key or a bad slug', () => {
    expect(() => parseArticleFile('no front matter', 'x.md')).toThrow(/front matter/);
    expect(() =>
      parseArticleFile('---\ntitle: T\nslug: s\nsummary: S\nauthor: me\n---\nText', 'x.md'),
    ).toThrow(/author/);
    expect(() =>
      parseArticleFile('---\ntitle: T\nslug: Not A Slug\nsummary: S\n---\nText', 'x.md'),
    ).toThrow(/slug/);
    expect(
      parseArticleFile(
        '---\ntitle: Prices: what to know\nslug: prices\nsummary: S\n---\n\nText',
        'x.md',
      ),
    ).toEqual({ title: 'Prices: what to know', slug: 'prices', summary: 'S', body: 'Text' });
  });
});

describe('Markdown rendering', () => {
  it('shows raw HTML as text and never runs a script', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script|<img|<iframe/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('refuses javascript:, data: and protocol-relative links, keeps the safe ones', () => {
    expect(renderMarkdown('[x](javascript:alert(1))')).not.toContain('href');
    expect(renderMarkdown('[x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('href');
    expect(renderMarkdown('[x](//evil.example/)')).not.toContain('href');
    expect(renderMarkdown('[x](/fr/contact/)')).toContain('href="/fr/contact/"');
    expect(renderMarkdown('[x](https://www.cnpd.lu)')).toContain(
      'href="https://www.cnpd.lu" rel="noopener noreferrer"',
    );
    expect(renderMarkdown('[x](mailto:privacy@horizon-immo.example)')).toContain(
      'href="mailto:privacy@horizon-immo.example"',
    );
  });
});

describe('page module configuration', () => {
  it('applies the defaults: four items on the whole 12-column width', () => {
    expect(moduleSchema.parse({ type: 'contact', view: 'single-view' })).toEqual({
      type: 'contact',
      view: 'single-view',
      maxItems: 4,
      columns: 12,
    });
  });

  it('says clearly which type or view is unknown', () => {
    const type = moduleSchema.safeParse({ type: 'carousel', view: 'card-view' });
    expect(type.success).toBe(false);
    expect(type.error?.issues[0]?.message).toBe(
      'unknown module type "carousel": use article, category, property-list, contact',
    );
    const view = moduleSchema.safeParse({
      type: 'category',
      category: 'services',
      view: 'grid-view',
    });
    expect(view.error?.issues[0]?.message).toBe(
      'unknown module view "grid-view": use single-view, list-view, card-view, collapse-view',
    );
    expect(moduleSchema.safeParse({ type: 'article', view: 'single-view' }).success).toBe(false);
    expect(
      moduleSchema.safeParse({ type: 'property-list', view: 'card-view', goal: 'buy' }).success,
    ).toBe(false);
  });
});
