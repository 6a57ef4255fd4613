// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it, vi } from 'vitest';
import { SearchFilters } from '@/components/listings/search-filters';
import type { City, PropertyType, SearchQuery } from '@/lib/data';
import nl from '@/messages/nl.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'nl', messages: nl, namespace: namespace as never }),
}));

const CITIES = [
  { name: 'Gent', zip: '9000', slug: 'gent', countryId: 10, countryName: 'België' },
  { name: 'Brugge', zip: '8000', slug: 'brugge', countryId: 10, countryName: 'België' },
] as City[];
const TYPES = [
  { webId: 1, name: 'Huis', showOrder: 1, sale: true, rent: true },
  { webId: 2, name: 'Appartement', showOrder: 2, sale: true, rent: true },
] as PropertyType[];
const QUERY = {
  goal: 'sale',
  cities: ['Gent|9000', 'Brugge|8000'],
  types: [2],
  priceMin: 150_000,
  bedroomsMin: 2,
  epcMax: 'C',
  features: ['garden'],
  keyword: 'zolder',
  sort: 'price-asc',
} as SearchQuery;

async function filters(view = 'cards') {
  return (await SearchFilters({
    id: 'list-filters',
    action: '/nl/te-koop/',
    query: QUERY,
    cities: CITIES,
    types: TYPES,
    view,
  })) as ReactElement<Record<string, unknown>>;
}

function elementsIn(value: unknown): unknown[] {
  if (isValidElement(value)) return [value];
  if (Array.isArray(value)) return value.flatMap(elementsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(elementsIn);
  return [];
}

describe('the list filters (drawn from resolved data, issue 32)', () => {
  it('hand their view plain data: labels, the fields of the options it shows, the values', async () => {
    const { props } = await filters();
    expect(elementsIn(props)).toEqual([]);
    expect(JSON.stringify(props)).not.toContain('undefined');
    expect(props.cities).toEqual([
      { name: 'Gent', zip: '9000' },
      { name: 'Brugge', zip: '8000' },
    ]);
    expect(props.types).toEqual([
      { webId: 1, name: 'Huis' },
      { webId: 2, name: 'Appartement' },
    ]);
  });

  it('draw a GET form filled in with the search shown, its sort and view kept hidden', async () => {
    render(await filters('map'));
    const form = screen.getByTestId('search-filters');
    expect(form).toHaveAttribute('action', '/nl/te-koop/');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('aria-label', nl.Listing.filters.title);
    expect(screen.getByLabelText(nl.Listing.filters.city)).toHaveValue('Gent|9000');
    expect(form.querySelector('input[type="hidden"][name="city"]')).toHaveValue('Brugge|8000');
    expect(screen.getByRole('checkbox', { name: 'Appartement' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Huis' })).not.toBeChecked();
    expect(screen.getByLabelText(nl.Listing.filters.priceMin)).toHaveValue(150000);
    expect(screen.getByLabelText(nl.Listing.filters.priceMin)).toHaveAttribute('step', '5000');
    expect(screen.getByLabelText(nl.Listing.filters.priceMax)).toHaveValue(null);
    expect(screen.getByLabelText(nl.Listing.filters.bedroomsMin)).toHaveValue('2');
    expect(screen.getByLabelText(nl.Listing.filters.epcMax)).toHaveValue('C');
    expect(screen.getByRole('checkbox', { name: nl.Listing.filters.feature.garden })).toBeChecked();
    expect(screen.getByLabelText(nl.Listing.filters.keyword)).toHaveValue('zolder');
    expect(form.querySelector('input[name="sort"]')).toHaveValue('price-asc');
    expect(form.querySelector('input[name="view"]')).toHaveValue('map');
  });
});
