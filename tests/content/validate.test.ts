import { describe, expect, it } from 'vitest';
import rawLanguageSettings from '@/data/languages.json';
import rawSiteConfig from '@/data/site.json';
import { languageSettingsSchema, siteConfigSchema } from '@/lib/content/schema';
import { ConfigError, parseConfigFile } from '@/lib/content/validate';

function clone<T>(value: T): T {
  return structuredClone(value);
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('site configuration validation', () => {
  it('accepts the shipped configuration files', () => {
    expect(() => parseConfigFile(siteConfigSchema, rawSiteConfig, 'data/site.json')).not.toThrow();
    expect(() =>
      parseConfigFile(languageSettingsSchema, rawLanguageSettings, 'data/languages.json'),
    ).not.toThrow();
  });

  it('names the file, the menu entry and the field of a missing translation', () => {
    const broken = clone(rawSiteConfig) as {
      menu: { params: { title: Record<string, string> } }[];
    };
    delete broken.menu[4]!.params.title.de;
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain('data/site.json is not valid');
    expect(message).toContain('menu[4] (id "services") › params.title.de');
  });

  it('names the child entry inside its parent', () => {
    const broken = clone(rawSiteConfig) as { menu: { childMenus: { parentId: string }[] }[] };
    broken.menu[4]!.childMenus[1]!.parentId = 'contact';
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain(
      'menu[4] (id "services") › childMenus[1] (id "services-rent-out") › parentId',
    );
    expect(message).toContain('must be "services"');
  });

  it('refuses a menu path that is not a route of the path table', () => {
    const broken = clone(rawSiteConfig) as { menu: { path: string }[] };
    broken.menu[5]!.path = '/qui-sommes-nous';
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain('menu[5] (id "about-us") › path');
  });

  it('refuses children under an entry whose route has no child pages', () => {
    const broken = clone(rawSiteConfig) as { menu: { childMenus: unknown[] }[] };
    broken.menu[6]!.childMenus = clone(rawSiteConfig.menu[4]!.childMenus).map((item) => ({
      ...item,
      parentId: 'contact',
    }));
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain('menu[6] (id "contact") › childMenus: "/contact" has no child pages');
  });

  it('names the top-bar item with a bad link, colour or icon', () => {
    const broken = clone(rawSiteConfig) as {
      topBar: { right: { link: string; colour: string; icon: string }[] };
    };
    broken.topBar.right[0]!.link = 'javascript:alert(1)';
    broken.topBar.right[1]!.colour = 'red';
    broken.topBar.right[2]!.icon = 'rocket';
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain('topBar.right[0] (id "facebook") › link');
    expect(message).toContain(
      'topBar.right[1] (id "instagram") › colour: a colour is written #rrggbb',
    );
    expect(message).toContain('topBar.right[2] (id "linkedin") › icon');
  });

  it('refuses footer column sizes outside the 12-column grid and unknown module types', () => {
    const broken = clone(rawSiteConfig) as {
      footer: { blocks: { columns: { lg: number } }[] };
      menu: { params: { modules: { type: string }[] } }[];
    };
    broken.footer.blocks[0]!.columns.lg = 13;
    broken.menu[1]!.params.modules[0]!.type = 'carousel';
    const message = errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'));
    expect(message).toContain('footer.blocks[0] (id "agency") › columns.lg');
    expect(message).toContain('menu[1] (id "for-sale") › params.modules[0] › type');
  });

  it('refuses malformed site-info ids, so no broken tag is ever injected', () => {
    const broken = clone(rawSiteConfig) as { siteInfo: { analyticsId: string } };
    broken.siteInfo.analyticsId = '<script>';
    expect(errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'))).toContain(
      'siteInfo.analyticsId',
    );
  });

  it('refuses a default language that is not enabled, and settings that enable none', () => {
    const disabledDefault = clone(rawLanguageSettings);
    disabledDefault.languages[0]!.use = false;
    expect(
      errorOf(() =>
        parseConfigFile(languageSettingsSchema, disabledDefault, 'data/languages.json'),
      ),
    ).toContain(
      'data/languages.json is not valid:\n  - defaultLanguage: is not an enabled language',
    );
    const none = clone(rawLanguageSettings);
    none.languages.forEach((language) => (language.use = false));
    expect(
      errorOf(() => parseConfigFile(languageSettingsSchema, none, 'data/languages.json')),
    ).toContain('languages: enables no language');
  });

  it('refuses an unknown field rather than silently ignoring a typo', () => {
    const broken = { ...clone(rawSiteConfig), freeEvalutionButton: true };
    expect(errorOf(() => parseConfigFile(siteConfigSchema, broken, 'data/site.json'))).toContain(
      'freeEvalutionButton',
    );
  });
});
