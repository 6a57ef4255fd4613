// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { menuEntries } from '@/components/layout/main-menu';
import { MainMenuView, type MenuEntry } from '@/components/layout/main-menu-view';
import { buildMenu } from '@/lib/content/menu';
import { siteConfig } from '@/lib/content/site-config';

vi.mock('next/navigation', () => ({
  // the page shown: the service page "vente"
  useSelectedLayoutSegments: () => ['(site)', 'services', 'vente'],
}));

const entries = (): MenuEntry[] =>
  menuEntries('fr', buildMenu(siteConfig, 'fr'), (title) => `Pages under ${title}`);

/** Every value of a plain-data tree that is a React element (none may be: the payload carries data). */
function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

describe('the main menu (one data list for bar and drawer, issue 32)', () => {
  it('is plain data: localized addresses, routes, params only where a route has them', () => {
    const menu = entries();
    expect(elementsIn(menu)).toEqual([]);
    expect(JSON.stringify(menu)).not.toContain('undefined');
    const services = menu.find((entry) => entry.children.length > 0)!;
    expect(services).toMatchObject({
      href: '/fr/nos-services/',
      route: '/services',
      toggleLabel: `Pages under ${services.title}`,
    });
    expect(services.children[0]).toMatchObject({
      href: '/fr/nos-services/vente/',
      route: '/services/[slug]',
      params: { slug: 'vente' },
    });
    const home = menu.find((entry) => entry.route === '/')!;
    expect(home).toEqual({
      id: home.id,
      title: home.title,
      href: '/fr/',
      route: '/',
      children: [],
    });
  });

  it('draws the bar with a disclosure for child pages and marks the current page', () => {
    render(<MainMenuView entries={entries()} label="Menu principal" variant="bar" />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: /^Pages under / });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(
      nav.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`),
    ).toHaveAttribute('hidden');
    const current = nav.querySelectorAll('[aria-current="page"]');
    expect([...current].map((link) => link.getAttribute('href'))).toEqual([
      '/fr/nos-services/vente/',
    ]);
    expect(within(nav).getByRole('link', { name: 'À vendre', hidden: true })).toHaveAttribute(
      'href',
      '/fr/a-vendre/',
    );
  });

  it('draws the drawer with every level shown and no disclosure', () => {
    const menu = entries();
    render(<MainMenuView entries={menu} label="Menu principal" variant="drawer" />);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('button')).toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      menu.flatMap((entry) => [entry.href, ...entry.children.map((child) => child.href)]),
    );
  });
});
