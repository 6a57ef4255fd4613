// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import type { FooterData } from '@/components/layout/site-footer-view';
import type { FooterBlock } from '@/lib/content/schema';

const text = (value: string) => ({ en: value, nl: value, fr: `${value} (fr)`, de: value });

const BLOCKS: FooterBlock[] = [
  {
    id: 'about',
    title: text('About us'),
    introText: text('An agency'),
    fullText: text('Hidden long text'),
    images: [{ src: '/brand/badge.svg', alt: text('Member badge') }],
    columns: { sm: 12, md: 6, lg: 4 },
    public: { title: true, introText: true, fullText: false },
  },
  {
    id: 'offices',
    title: text('Offices'),
    introText: { en: '', nl: '', fr: '', de: '' },
    fullText: text('Brussels and Wavre'),
    images: [],
    columns: { sm: 12, md: 6, lg: 8 },
    public: { title: false, introText: true, fullText: true },
  },
];

function footer() {
  return SiteFooter({
    blocks: BLOCKS,
    locale: 'fr',
    legalLinks: [
      { href: '/privacy-statement', label: 'Vie privée' },
      { href: '/disclaimer', label: 'Avertissement' },
    ],
    cookieSettings: 'Paramètres des cookies',
    labels: { legal: 'Mentions légales', copyright: '© 2026 Horizon Immo' },
    newsletter: {
      title: 'Newsletter',
      lead: 'Nos nouveaux biens',
      label: 'E-mail',
      submit: 'S’inscrire',
      action: '/fr/newsletter/',
    },
  }) as ReactElement<FooterData>;
}

/** Every value of a tree that is a React element (none may be: the payload carries data). */
function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

describe('the site footer (drawn from resolved data, issue 32)', () => {
  it('hands its view plain data in the page’s language, without texts that do not show', () => {
    const { props } = footer();
    expect(elementsIn(props)).toEqual([]);
    expect(JSON.stringify(props)).not.toContain('Hidden long text');
    expect(props.blocks[1]).not.toHaveProperty('intro');
    expect(props.legalLinks.map((link) => link.href)).toEqual([
      '/fr/declaration-de-confidentialite/',
      '/fr/avertissement/',
    ]);
  });

  it('draws blocks, newsletter form, legal links and the cookie settings button', () => {
    render(footer());
    const element = screen.getByTestId('site-footer');
    expect(element.tagName).toBe('FOOTER');
    const about = screen.getByRole('region', { name: 'About us (fr)' });
    expect(about).toHaveStyle({ '--span-lg': '4' });
    expect(within(about).getByText('An agency (fr)')).toBeInTheDocument();
    expect(within(about).getByRole('img')).toHaveAttribute('alt', 'Member badge (fr)');
    const offices = screen.getByRole('region', { name: 'Offices (fr)' });
    expect(within(offices).getByRole('heading')).toHaveClass('visually-hidden');
    expect(offices).toHaveTextContent('Brussels and Wavre (fr)');
    const form = screen.getByTestId('footer-newsletter');
    expect(form).toHaveAttribute('action', '/fr/newsletter/');
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    const legal = screen.getByRole('navigation', { name: 'Mentions légales' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/fr/declaration-de-confidentialite/', '/fr/avertissement/']);
    expect(within(legal).getByTestId('cookie-settings')).toHaveTextContent(
      'Paramètres des cookies',
    );
  });
});
