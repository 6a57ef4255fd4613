// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { ProjectUnits } from '@/components/listings/project-units';
import type { ProjectUnitRow } from '@/components/listings/project-units-view';
import en from '@/messages/en.json';
import { listingWith } from '../energy/support';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: string }) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as never }),
}));

const AVAILABLE = listingWith({ WebID: 9001, Goal: 0, Marquee: 1, Price: 350_000 });
const SOLD = listingWith({ WebID: 9002, Goal: 0, Marquee: 3, Price: 420_000 });

function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

describe('a project’s units (drawn from resolved data, issue 32)', () => {
  it('hand their view plain worded rows, nothing undefined', async () => {
    const element = (await ProjectUnits({
      units: [AVAILABLE, SOLD],
      locale: 'en',
    })) as ReactElement<{
      rows: ProjectUnitRow[];
    }>;
    expect(elementsIn(element.props)).toEqual([]);
    expect(JSON.stringify(element.props)).not.toContain('undefined');
    expect(element.props.rows.map((row) => [row.request, row.unavailable ?? false])).toEqual([
      ['visit', false],
      ['information', true],
    ]);
    expect(element.props.rows[0]!.requestHref).toBe(
      `/en/contact/?property=${AVAILABLE.id}&request=visit`,
    );
  });

  it('draw the table and the cards with their links, a visit for an available unit, information for a sold one', async () => {
    render(await ProjectUnits({ units: [AVAILABLE, SOLD], locale: 'en' }));
    const table = screen.getByTestId('project-units-table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveAttribute('data-unavailable', 'true');
    expect(rows[0]).not.toHaveAttribute('data-unavailable');
    expect(rows[0]!.querySelector('[data-banner="new"]')).toHaveTextContent(en.Listing.banner.new);
    const visit = rows[0]!.querySelector('[data-unit-request="visit"]')!;
    expect(visit).toHaveClass('button', 'button-accent');
    expect(visit.querySelector('svg use')?.getAttribute('href')).toMatch(/#calendar-check$/);
    expect(visit).toHaveTextContent(
      new RegExp(`^${en.Listing.actions.visit} – .+, ${AVAILABLE.reference}$`),
    );
    expect(rows[1]!.querySelector('[data-unit-request="information"]')).toHaveClass(
      'button-secondary',
    );
    const cards = within(screen.getByTestId('project-units-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0]!).getByRole('link', { name: new RegExp(en.Listing.project.viewUnit) }),
    ).toHaveAttribute('href', expect.stringMatching(new RegExp(`^/en/.*/${AVAILABLE.id}/$`)));
  });
});
