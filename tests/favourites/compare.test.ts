import { describe, expect, it } from 'vitest';
import { getListing, search, type Listing } from '@/lib/data';
import { listingCosts } from '@/lib/costs/listing';
import { compareRows, compareStatus, type CompareRow } from '@/lib/favourites/compare';

function listing(test: (candidate: Listing) => boolean): Listing {
  for (const goal of ['sale', 'rent'] as const) {
    const found = search('en', { goal, perPage: 100 }).items.find(test);
    if (found) return found;
  }
  throw new Error('no such listing in the data set');
}

const fields = (rows: ReturnType<typeof compareRows>) =>
  rows.map((row) => (row.kind === 'fact' ? row.field : row.kind === 'cost' ? row.cost : row.kind));

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

  describe('one figure per cost (issue 35 › 10)', () => {
    const DAY = '2026-11-25';
    const costRow = (rows: CompareRow[], cost: string) =>
      rows.find(
        (row): row is Extract<CompareRow, { kind: 'cost' }> =>
          row.kind === 'cost' && row.cost === cost,
      );
    const homes = search('en', { goal: 'sale', perPage: 100 })
      .items.filter((item) => listingCosts(item, DAY) !== null && item.costs.notaryFee !== null)
      .slice(0, 3);

    it('shows the calculator figures of the detail page for each home, never the feed’s', () => {
      expect(homes).toHaveLength(3);
      const rows = compareRows(homes, DAY);
      homes.forEach((home, index) => {
        const detail = listingCosts(home, DAY)!;
        const ownHome = detail.columns.find((column) => column.situation === 'own-home');
        const other = detail.columns.find((column) => column.situation === 'other')!;
        expect(costRow(rows, 'taxOther')!.values[index]).toEqual({
          amount: other.costs.tax.amount,
          tax: other.costs.tax.kind,
          rate: other.costs.tax.rate,
        });
        expect(costRow(rows, 'taxOwnHome')!.values[index]?.amount ?? null).toBe(
          ownHome?.costs.tax.amount ?? null,
        );
        expect(costRow(rows, 'notary')!.values[index]).toEqual({
          amount: other.costs.notary.amount,
        });
      });
      // the feed's figures (the same for every home in the bundled set) are not shown beside them
      expect(fields(rows)).not.toContain('notaryFeeEstimate');
      expect(fields(rows)).not.toContain('registrationRightsEstimate');
      expect(fields(rows)).not.toContain('vatEstimate');
    });

    it('follows a price drop: the figures are computed from the current price', () => {
      const home = homes[0]!;
      const dropped = { ...home, price: Math.round(home.price! * 0.9) };
      const before = costRow(compareRows([home], DAY), 'notary')!.values[0]!.amount;
      const after = costRow(compareRows([dropped], DAY), 'notary')!.values[0]!.amount;
      expect(after).toBeLessThan(before);
      expect(costRow(compareRows([dropped], DAY), 'taxOther')!.values[0]!.amount).toBe(
        listingCosts(dropped, DAY)!.columns.find((column) => column.situation === 'other')!.costs
          .tax.amount,
      );
    });

    it('keeps the feed’s figures, as the agency’s estimate, only where the calculator does not apply', () => {
      // a sold home, a life annuity or a rental: the calculator does not apply to it
      const rent = listing(
        (item) => listingCosts(item, DAY) === null && item.costs.notaryFee !== null,
      );
      const rows = compareRows([homes[0]!, rent], DAY);
      const estimate = rows.find((row) => row.kind === 'fact' && row.field === 'notaryFeeEstimate');
      expect(estimate).toEqual({
        kind: 'fact',
        field: 'notaryFeeEstimate',
        values: [null, { kind: 'money', value: rent.costs.notaryFee }],
      });
      expect(costRow(rows, 'notary')!.values[1]).toBeNull();
    });
  });
});
