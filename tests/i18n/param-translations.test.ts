import { describe, expect, it } from 'vitest';
import { childSegmentTranslations } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';
import { hasKnownParams, translateParams } from '@/lib/i18n/param-translations';

const translations = childSegmentTranslations(siteConfig);

describe('translated path parameters', () => {
  it('lists the published service pages in every language, and no draft', () => {
    expect(translations['/services/[slug]']?.slug).toEqual([
      { en: 'sell', nl: 'verkopen', fr: 'vente', de: 'verkaufen' },
      { en: 'rent-out', nl: 'verhuren', fr: 'location', de: 'vermieten' },
    ]);
  });

  it('translates a child segment from one language to another', () => {
    const match = { route: '/services/[slug]' as const, params: { slug: 'vente' } };
    expect(translateParams(translations, match, 'fr', 'de')).toEqual({ slug: 'verkaufen' });
  });

  it('keeps parameters that have no translation', () => {
    const match = { route: '/property/[id]' as const, params: { id: '42' } };
    expect(translateParams(translations, match, 'fr', 'nl')).toEqual({ id: '42' });
    expect(hasKnownParams(translations, match, 'nl')).toBe(true);
  });

  it('knows which segments exist in which language', () => {
    expect(
      hasKnownParams(translations, { route: '/services/[slug]', params: { slug: 'vente' } }, 'fr'),
    ).toBe(true);
    expect(
      hasKnownParams(translations, { route: '/services/[slug]', params: { slug: 'vente' } }, 'en'),
    ).toBe(false);
    expect(
      hasKnownParams(
        translations,
        { route: '/services/[slug]', params: { slug: 'gestion' } },
        'fr',
      ),
    ).toBe(false);
  });
});
