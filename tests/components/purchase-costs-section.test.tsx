// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { PurchaseCostsSection } from '@/components/costs/purchase-costs-section';
import type { PurchaseCostsData } from '@/components/costs/purchase-costs-view';
import fr from '@/messages/fr.json';

const TODAY = new Date('2026-11-25T12:00:00Z');
const HOUSE = {
  goal: 'sale',
  unavailable: false,
  price: 465_000,
  region: 'wallonia',
  typeId: 1,
  projectId: 12,
  lifeAnnuity: null,
  costs: { vat: null },
} as const;

/** The section as the server component gives it: its view and the data it hands it. */
function section(listing: Parameters<typeof PurchaseCostsSection>[0]['listing'] = HOUSE) {
  let element: ReactElement<{ data: PurchaseCostsData }> | null = null;
  function Capture() {
    element = PurchaseCostsSection({
      listing,
      locale: 'fr',
      headingId: 'costs-title',
      className: 'block',
      today: TODAY,
    }) as ReactElement<{ data: PurchaseCostsData }> | null;
    return element;
  }
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="Europe/Brussels">
      <Capture />
    </NextIntlClientProvider>,
  );
  return element as ReactElement<{ data: PurchaseCostsData }> | null;
}

/** Every value of a tree that is a React element (none may be: the payload carries data). */
function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

describe('the purchase costs of a listing (drawn from resolved data, issue 32)', () => {
  it('hands its view plain texts and figures, nothing undefined', () => {
    const element = section()!;
    expect(elementsIn(element.props.data)).toEqual([]);
    expect(JSON.stringify(element.props)).not.toContain('undefined');
    expect(element.props.data.link.href).toMatch(/^\/fr\/frais-d-achat\/\?price=465000&/);
  });

  it('draws the table with its data attributes, headings and the calculator link', () => {
    section();
    const block = screen.getByTestId('purchase-costs');
    expect(block).toHaveAttribute('data-region', 'wallonia');
    expect(block).toHaveAttribute('aria-labelledby', 'costs-title');
    expect(block).toHaveClass('block');
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent(
      fr.Costs.section.title,
    );
    expect(block).toHaveTextContent('Un logement neuf : TVA');
    const table = within(block).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([fr.Costs.section.ownHome, fr.Costs.section.other]);
    const cells = [...table.querySelectorAll('td[data-cost]')];
    expect(cells.map((cell) => cell.getAttribute('data-cost'))).toEqual([
      'tax',
      'tax',
      'notary',
      'notary',
      'total',
      'total',
      'monthly',
      'monthly',
    ]);
    // each cell names its column's situation, which the payload gives once, with the headings
    expect(cells.map((cell) => cell.getAttribute('data-situation'))).toEqual(
      Array.from({ length: 4 }, () => ['own-home', 'other']).flat(),
    );
    // VAT on a new home: 21 % of the price, its rate under the amount
    expect(cells[0]).toHaveAttribute('data-amount', '97650');
    expect(cells[0]).toHaveTextContent('97 650');
    expect(cells[0]).toHaveTextContent('21 %');
    expect(cells[2]!.querySelectorAll('span')).toHaveLength(1);
    expect(within(block).getByTestId('purchase-costs-link')).toHaveTextContent(
      fr.Costs.section.open,
    );
  });

  it('is nothing for a rental', () => {
    expect(section({ ...HOUSE, goal: 'rent' })).toBeNull();
  });
});
