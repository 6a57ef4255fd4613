import { describe, expect, it } from 'vitest';
import { getListing, search, type Listing } from '@/lib/data';
import { compareRows, compareStatus } from '@/lib/favourites/compare';

function listing(test: (candidate: Listing) => boolean): Listing {
  for (const goal of ['sale', 'rent'] as const) {
    const found = search('en', { goal, perPage: 100 }).items.find(test);
    if (found) return found;
  }
  throw new Error('no such listing in the data set');
}

const fields = (rows: ReturnType<typeof compareRows>) =>
  rows.map((row) => (row.kind === 'fact' ? row.field : row.kind));

describe('compareRows', () => {
  const sale = listing(
    (item) =>
      item.goal === 'sale' &&
      item.price !== null &&
      item.surfaces.living !== null &&
      item.energy.label !== null &&
      item.priceUnit !== 7 &&
      !item.lifeAnnuity,
  );
  const rent = listing((item) => item.goal === 'rent' && item.costs.chargesRenter !== null);

  it('starts with the price, ends with the status, one value per listing in their order', () => {
    const rows = compareRows([sale, rent]);
    expect(rows[0]).toEqual({ kind: 'price' });
    expect(rows.at(-1)).toEqual({
      kind: 'status',
      values: [compareStatus(sale), compareStatus(rent)],
    });
    for (const row of rows) if (row.kind !== 'price') expect(row.values).toHaveLength(2);
  });

  it('gives a sale its price per m² and a rent none (a rent is no value of the home)', () => {
    const row = compareRows([sale, rent]).find(
      (candidate) => candidate.kind === 'fact' && candidate.field === 'pricePerSquareMetre',
    );
    expect(row).toEqual({
      kind: 'fact',
      field: 'pricePerSquareMetre',
      values: [
        { kind: 'moneyPerArea', value: Math.round(sale.price! / sale.surfaces.living!) },
        null,
      ],
    });
  });

  it('carries living area, EPC label and value, year built and the costs the listings state', () => {
    const rows = compareRows([sale, rent]);
    const value = (field: string, index: number) => {
      const row = rows.find((candidate) => candidate.kind === 'fact' && candidate.field === field);
      return row?.kind === 'fact' ? row.values[index] : undefined;
    };
    expect(value('surfaceLiving', 0)).toEqual({
      kind: 'area',
      value: Math.round(sale.surfaces.living!),
    });
    expect(value('epcLabel', 0)).toEqual({ kind: 'text', value: expect.stringMatching(/^[A-G]/) });
    expect(value('epcValue', 0)).toEqual(
      sale.energy.value === null ? null : { kind: 'energy', value: sale.energy.value },
    );
    expect(value('chargesRenter', 1)).toEqual({ kind: 'money', value: rent.costs.chargesRenter });
    expect(value('constructionYear', 0) ?? null).toEqual(
      sale.building.constructionYear
        ? { kind: 'year', value: sale.building.constructionYear }
        : null,
    );
  });

  it('writes a Luxembourg energy class in the same row as a Belgian EPC label', () => {
    const luxembourg = listing(
      (item) => item.region === 'luxembourg' && item.energy.label !== null,
    );
    const row = compareRows([sale, luxembourg]).find(
      (candidate) => candidate.kind === 'fact' && candidate.field === 'epcLabel',
    );
    expect(row?.kind === 'fact' && row.values.every((value) => value?.kind === 'text')).toBe(true);
  });

  it('leaves out a row no compared listing has a value for', () => {
    const bare = listing((item) => item.surfaces.living === null);
    expect(fields(compareRows([bare]))).not.toContain('surfaceLiving');
    expect(fields(compareRows([bare, sale]))).toContain('surfaceLiving');
  });

  it('marks sold and rented listings, and an available one as available', () => {
    const sold = listing((item) => item.banner === 'sold');
    expect(compareStatus(sold)).toBe('sold');
    expect(compareStatus({ banner: null })).toBe('available');
    expect(compareStatus(getListing(sold.id, 'nl')!)).toBe('sold');
  });
});
