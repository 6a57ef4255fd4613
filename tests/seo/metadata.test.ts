import { describe, expect, it } from 'vitest';
import { pageMetadata } from '@/lib/seo/metadata';

const long =
  'Lumineuse maison de maître rénovée avec goût, à deux pas du centre et des écoles, offrant quatre chambres, deux salles de bains, un jardin orienté sud et une cuisine équipée de qualité.';

describe('page descriptions (description cleaner)', () => {
  const metadata = pageMetadata({
    locale: 'fr',
    title: 'Maison',
    description: long,
    hrefIn: () => ({ pathname: '/' }),
  });

  it('shorten a long text after a whole word, never inside one, for search engines and share cards alike', () => {
    const description = String(metadata.description);
    expect(description).toBe(
      'Lumineuse maison de maître rénovée avec goût, à deux pas du centre et des écoles, offrant quatre chambres, deux salles de bains, un jardin orienté sud et...',
    );
    expect(description).not.toContain('équip');
    expect(metadata.openGraph?.description).toBe(description);
    expect(metadata.twitter?.description).toBe(description);
  });

  it('leave a short text as it is', () => {
    expect(
      pageMetadata({
        locale: 'en',
        title: 'Home',
        description: 'Homes for sale and for rent.',
        hrefIn: () => ({ pathname: '/' }),
      }).description,
    ).toBe('Homes for sale and for rent.');
  });
});

describe('share cards (Open Graph)', () => {
  it('name the page’s language and no other: each language has its own address (hreflang)', () => {
    const metadata = pageMetadata({
      locale: 'nl',
      title: 'Huis',
      description: long,
      hrefIn: (locale) => (locale === 'nl' ? { pathname: '/' } : null),
    });
    expect(metadata.openGraph).toMatchObject({ locale: 'nl_BE' });
    // og:locale:alternate would send Facebook's crawler back to this address for other languages
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['nl']);
  });
});
