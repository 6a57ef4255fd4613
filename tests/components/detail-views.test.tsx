// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { ContactBar } from '@/components/listings/contact-bar';
import { FactSections } from '@/components/listings/fact-sections';
import { DetailActionsView } from '@/components/listings/detail-actions-view';
import { FavouriteTextsProvider } from '@/components/favourites/favourite-texts';
import type { FactSection } from '@/lib/format/listing-facts';
import fr from '@/messages/fr.json';

vi.mock('next-intl/server', () => ({
  getLocale: async () => 'fr',
  getTranslations: async (options: string | { namespace: string }) =>
    createTranslator({
      locale: 'fr',
      messages: fr,
      namespace: (typeof options === 'string' ? options : options.namespace) as never,
    }),
}));

/**
 * Every React element in a view's props (issue 32 › 2: the payload carries texts and addresses;
 * a drawn element would travel as its whole tree). `photo` is the one drawn prop allowed.
 */
function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

function dataProps(element: ReactElement, ...drawn: string[]) {
  const props = { ...(element.props as Record<string, unknown>) };
  for (const name of drawn) delete props[name];
  return props;
}

const TEMPLATES = { name: 'Garder {title}', added: 'Gardé', removed: 'Retiré', full: 'Plein' };
const withTexts = (node: ReactNode) => (
  <FavouriteTextsProvider templates={TEMPLATES}>{node}</FavouriteTextsProvider>
);

describe('the detail page’s blocks are drawn from texts (issue 32 › 2)', () => {
  it('the contact bar: translated labels, the request’s address in the page’s language', async () => {
    const element = (await ContactBar({
      locale: 'fr',
      phone: '+3225550120',
      request: {
        kind: 'visit',
        href: { pathname: '/contact', query: { property: '4106', request: 'visit' } },
      },
      favourite: { id: '4106', goal: 'sale', title: 'Maison', city: 'Wavre', price: 465_000 },
      share: { url: 'https://example.test/fr/a-vendre/x/4106/', title: 'Maison' },
    })) as ReactElement;
    expect(elementsIn(dataProps(element))).toEqual([]);
    render(withTexts(element));
    const bar = screen.getByTestId('contact-bar');
    expect(bar).toHaveAccessibleName(fr.Listing.contactBar.label);
    expect(within(bar).getByTestId('contact-bar-call')).toHaveAttribute('href', 'tel:+3225550120');
    const request = within(bar).getByTestId('contact-bar-request');
    expect(request).toHaveAttribute('href', '/fr/contact/?property=4106&request=visit');
    expect(request).toHaveAttribute('data-bar-request', 'visit');
    expect(request).toHaveTextContent(fr.Listing.contactBar.visit);
    expect(bar.querySelectorAll('svg.icon')).toHaveLength(2); // heart and share come once idle
  });

  it('the fact sections: one titled list per section, rows marked with the fact as data', async () => {
    const sections: FactSection[] = [
      { id: 'rooms', facts: [{ field: 'bedrooms', value: { kind: 'count', value: 3 } }] },
      { id: 'surfaces', facts: [{ field: 'surfaceLiving', value: { kind: 'area', value: 150 } }] },
    ];
    const element = (await FactSections({ sections })) as ReactElement;
    expect(elementsIn(dataProps(element))).toEqual([]);
    const { container } = render(element);
    const drawn = [...container.querySelectorAll('section')];
    expect(drawn.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'facts-rooms',
      'facts-surfaces',
    ]);
    expect(drawn[0]!.querySelector('h2#facts-rooms')).toHaveTextContent(fr.Listing.sections.rooms);
    const rows = [...container.querySelectorAll('dl > div')];
    expect(
      rows.map((row) => [row.getAttribute('data-fact'), row.getAttribute('data-value')]),
    ).toEqual([
      ['bedrooms', '3'],
      ['surfaceLiving', '150'],
    ]);
    expect(rows[1]!.querySelector('dd > .nowrap')).toHaveTextContent(/^150\sm²$/);
  });

  it('the side column’s actions: the first request the main one, then call and print', () => {
    render(
      <DetailActionsView
        requests={[
          { request: 'visit', href: '/fr/contact/?property=1&request=visit', label: 'Visiter' },
          { request: 'offer', href: '/fr/contact/?property=1&request=offer', label: 'Offre' },
        ]}
        call={{ href: 'tel:+3225550120', label: 'Appeler le +32 2 555 01 20' }}
        print={{ href: '/fr/imprimer/1/', label: 'Imprimer' }}
      />,
    );
    const [visit, offer, call, print] = screen.getAllByRole('link');
    expect(visit).toHaveClass('button-accent');
    expect(visit).toHaveAttribute('data-request', 'visit');
    expect(offer).toHaveClass('button-secondary');
    expect(call).toHaveAttribute('href', 'tel:+3225550120');
    expect(print).toHaveAttribute('data-testid', 'print-link');
    expect(print).toHaveAttribute('href', '/fr/imprimer/1/');
  });
});
