// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TopBarLinks, topBarLinks } from '@/components/layout/top-bar';
import type { TopBarItem } from '@/lib/content/schema';

const label = (text: string) => ({ en: text, nl: text, fr: text, de: text });

const ITEMS: TopBarItem[] = [
  {
    id: 'contact',
    label: label('Our offices'),
    link: '/contact',
    icon: 'map-pin',
    colour: '#ffffff',
    status: 'Published',
  },
  {
    id: 'phone',
    label: label('+32 2 555 01 20'),
    link: 'tel:+3225550120',
    icon: 'phone',
    colour: '#ffffff',
    status: 'Published',
  },
  {
    id: 'facebook',
    label: label('Facebook'),
    link: 'https://www.facebook.com/agency',
    icon: 'facebook',
    colour: '#ffffff',
    status: 'Published',
  },
  {
    id: 'draft',
    label: label('Draft'),
    link: '/about-us',
    icon: 'user',
    colour: '#ffffff',
    status: 'Draft',
  },
];

describe('the top bar’s links (drawn from resolved data, issue 32)', () => {
  it('localizes internal routes, keeps tel: links, opens https links in a new tab and leaves drafts out', () => {
    const element = TopBarLinks({
      links: topBarLinks(ITEMS, 'fr'),
      label: 'Contact',
      newTabLabel: 'opens in a new tab',
      landmark: false,
    }) as ReactElement<{ links: { href: string }[] }>;
    // what the page's payload carries: plain data, no element trees
    expect(element.props.links.every((link) => !Object.values(link).some(isValidElement))).toBe(
      true,
    );
    render(element);
    const list = screen.getByRole('list', { name: 'Contact' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/fr/contact/',
      'tel:+3225550120',
      'https://www.facebook.com/agency',
    ]);
    expect(links[1]).not.toHaveAttribute('target');
    expect(links[2]).toHaveAttribute('target', '_blank');
    expect(links[2]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[2]).toHaveTextContent('Facebook (opens in a new tab)');
    expect(within(links[2]!).getByText('Facebook')).toHaveClass('visually-hidden');
    expect(within(links[0]!).getByText('Our offices')).not.toHaveClass('visually-hidden');
  });

  it('is a named navigation landmark in the top bar, and nothing when no link is published', () => {
    render(
      TopBarLinks({
        links: topBarLinks(ITEMS, 'en'),
        label: 'Contact',
        newTabLabel: 'new tab',
        landmark: true,
      }),
    );
    expect(screen.getByRole('navigation', { name: 'Contact' })).toBeInTheDocument();
    expect(
      TopBarLinks({
        links: topBarLinks(ITEMS.slice(3), 'en'),
        label: 'Contact',
        newTabLabel: 'x',
        landmark: true,
      }),
    ).toBeNull();
  });
});
