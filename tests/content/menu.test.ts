import { describe, expect, it } from 'vitest';
import {
  buildMenu,
  childMenuHref,
  findMenuPage,
  freeEvaluationHref,
  isPreviewPath,
  menuHref,
} from '@/lib/content/menu';
import { siteConfigSchema, type MenuItem, type SiteConfig } from '@/lib/content/schema';
import { siteConfig } from '@/lib/content/site-config';

function entry(overrides: Partial<MenuItem> = {}): MenuItem {
  const text = { en: 'x', nl: 'x', fr: 'x', de: 'x' };
  return {
    id: 'services',
    parentId: null,
    name: 'services',
    path: '/services',
    status: 'Published',
    createDate: '2025-01-01',
    modifyDate: '2025-01-01',
    sort: 0,
    params: {
      title: { en: 'Services', nl: 'Diensten', fr: 'Nos services', de: 'Leistungen' },
      description: text,
      metadata: { title: text, description: text },
      modules: [],
    },
    childMenus: [],
    ...overrides,
  };
}

function child(id: string, status: 'Published' | 'Draft', sort: number) {
  const base = entry();
  return {
    ...base,
    id,
    parentId: 'services',
    name: id,
    status,
    sort,
    path: { en: `${id}-en`, nl: `${id}-nl`, fr: `${id}-fr`, de: `${id}-de` },
    childMenus: [] as never[],
  };
}

describe('menu rules', () => {
  it('links a published entry to its route and the home entry to /', () => {
    expect(menuHref(entry())).toEqual({ pathname: '/services' });
    expect(menuHref(entry({ id: 'home', path: '/' }))).toEqual({ pathname: '/' });
  });

  it('does not link an entry that is not published', () => {
    expect(menuHref(entry({ status: 'Draft' }))).toBeNull();
  });

  it('links a published child to /{path}/{childpath}/ with the child segment of the language', () => {
    const parent = entry({ childMenus: [child('sell', 'Published', 0)] });
    expect(childMenuHref(parent, parent.childMenus[0]!, 'fr')).toEqual({
      pathname: '/services/[slug]',
      params: { slug: 'sell-fr' },
    });
  });

  it('does not link a child that is a draft, nor the children of an unpublished entry', () => {
    const draftChild = child('management', 'Draft', 0);
    expect(childMenuHref(entry(), draftChild, 'en')).toBeNull();
    expect(
      childMenuHref(entry({ status: 'Draft' }), child('sell', 'Published', 0), 'en'),
    ).toBeNull();
  });

  it('builds the menu of a language in configured order, with published entries and children only', () => {
    const config: SiteConfig = {
      ...siteConfig,
      menu: [
        entry({ id: 'contact', path: '/contact', sort: 9 }),
        entry({
          childMenus: [
            child('b', 'Published', 2),
            child('draft', 'Draft', 0),
            child('a', 'Published', 1),
          ],
        }),
        entry({ id: 'about-us', path: '/about-us', sort: 1, status: 'Draft' }),
      ],
    };
    const menu = buildMenu(config, 'nl');
    expect(menu.map((item) => item.id)).toEqual(['services', 'contact']);
    expect(menu[0]!.title).toBe('Diensten');
    expect(menu[0]!.children.map((item) => item.href)).toEqual([
      { pathname: '/services/[slug]', params: { slug: 'a-nl' } },
      { pathname: '/services/[slug]', params: { slug: 'b-nl' } },
    ]);
  });

  it('links the free-evaluation button to the valuation page only when it is enabled', () => {
    expect(freeEvaluationHref({ ...siteConfig, freeEvaluationButton: true })).toEqual({
      pathname: '/contact-demand',
    });
    expect(freeEvaluationHref({ ...siteConfig, freeEvaluationButton: false })).toBeNull();
  });

  it('recognises preview pages by a preview segment in the path', () => {
    expect(isPreviewPath('/fr/preview/nos-services/gestion/')).toBe(true);
    expect(isPreviewPath('/en/services/preview/')).toBe(true);
    expect(isPreviewPath('/en/services/previews/')).toBe(false);
  });

  it('finds the configured page of a route, and a child page by its segment in the language', () => {
    expect(findMenuPage(siteConfig, '/for-sale', 'en')?.id).toBe('for-sale');
    expect(findMenuPage(siteConfig, '/services/[slug]', 'fr', 'vente')?.id).toBe('services-sell');
    expect(findMenuPage(siteConfig, '/services/[slug]', 'en', 'vente')).toBeNull();
    expect(findMenuPage(siteConfig, '/login', 'en')).toBeNull();
  });
});

describe('the shipped menu', () => {
  it('passes validation and offers the spec pages in every language', () => {
    expect(siteConfigSchema.safeParse(siteConfig).success).toBe(true);
    for (const locale of ['en', 'nl', 'fr', 'de'] as const) {
      const routes = buildMenu(siteConfig, locale).map((item) => item.href.pathname);
      expect(routes).toEqual([
        '/',
        '/for-sale',
        '/for-rent',
        '/projects',
        '/services',
        '/about-us',
        '/contact',
      ]);
    }
  });

  it('keeps the draft service page out of the menu', () => {
    const services = buildMenu(siteConfig, 'en').find((item) => item.id === 'services');
    expect(services?.children.map((item) => item.id)).toEqual([
      'services-sell',
      'services-rent-out',
    ]);
  });
});
