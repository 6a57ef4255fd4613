import { describe, expect, it } from 'vitest';
import {
  CSV_DIALECTS,
  csvCell,
  reportRows,
  toCsv,
  type ReportLabels,
} from '@/lib/stats/report-csv';
import { LOCALES } from '@/lib/i18n/locales';
import { parseCsv, readNumber } from '../support/csv';
import type { PropertyDashboard } from '@/lib/stats/portal';

const labels: ReportLabels = {
  header: ['Section', 'Item', 'Value'],
  section: {
    visits: 'Visits',
    chart: 'Chart',
    pages: 'Pages',
    sources: 'Sources',
    requests: 'Requests',
    market: 'Market',
    demand: 'Demand',
    prices: 'Prices',
  },
  visits: (window) => `visits ${window}`,
  page: (kind) => `page ${kind}`,
  source: (source) => `source ${source}`,
  request: (kind) => `request ${kind}`,
  market: (row, side) => `${row}, ${side}`,
  comparables: 'comparables',
};

const dashboard = {
  totals: { today: 1, week: 4, month: 9, total: 20 },
  pages: [{ key: 'detail', count: 18 }],
  sources: [{ key: 'search', count: 7 }],
  chart: [
    { day: '2026-11-24', views: 3 },
    { day: '2026-11-25', views: 1 },
  ],
  communications: [{ kind: 'visit', count: 2, last: 0 }],
  history: [],
  demand: {
    now: { register: 1, alert: 2, total: 3 },
    history: [
      { at: Date.UTC(2026, 10, 18, 12), register: 1, alert: 0, total: 1 },
      { at: Date.UTC(2026, 10, 25, 12), register: 1, alert: 2, total: 3 },
    ],
  },
  priceChanges: [
    { date: '2026-11-10T09:00:00.000Z', previous: 300_000, price: 280_000 },
    { date: '2026-09-01T09:00:00.000Z', previous: 320_000, price: 300_000 },
  ],
  market: {
    scope: { goal: 'sale', region: 'flanders' },
    comparison: {
      state: 'compared',
      count: 6,
      property: { views: 20, requests: 2, daysOnMarket: 12, pricePerArea: 2500 },
      median: { views: 14.5, requests: 1, daysOnMarket: null, pricePerArea: 2523.456 },
    },
  },
} as unknown as PropertyDashboard;

describe('the owner report as CSV', () => {
  it('has a row per figure, numbers as plain numbers and days as ISO dates', () => {
    expect(reportRows(dashboard, labels)).toEqual([
      ['Section', 'Item', 'Value'],
      ['Visits', 'visits today', '1'],
      ['Visits', 'visits week', '4'],
      ['Visits', 'visits month', '9'],
      ['Visits', 'visits total', '20'],
      ['Chart', '2026-11-24', '3'],
      ['Chart', '2026-11-25', '1'],
      ['Pages', 'page detail', '18'],
      ['Sources', 'source search', '7'],
      ['Requests', 'request visit', '2'],
      ['Market', 'views, property', '20'],
      ['Market', 'views, median', '14.5'],
      ['Market', 'requests, property', '2'],
      ['Market', 'requests, median', '1'],
      ['Market', 'daysOnMarket, property', '12'],
      ['Market', 'daysOnMarket, median', ''],
      ['Market', 'pricePerArea, property', '2500'],
      ['Market', 'pricePerArea, median', '2523.46'],
      ['Market', 'comparables', '6'],
      ['Demand', '2026-11-18', '1'],
      ['Demand', '2026-11-25', '3'],
      ['Prices', '2026-09-01', '300000'],
      ['Prices', '2026-11-10', '280000'],
    ]);
  });

  it('leaves the market out when there is nothing to compare', () => {
    const few = {
      ...dashboard,
      market: { ...dashboard.market!, comparison: { state: 'too-few', count: 2 } },
    } as unknown as PropertyDashboard;
    expect(reportRows(few, labels).some(([section]) => section === 'Market')).toBe(false);
  });

  it('quotes what needs quoting and never hands a spreadsheet a formula', () => {
    expect(csvCell('Prix au m², médiane')).toBe('"Prix au m², médiane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,2\r\n');
  });

  it('writes what Belgian Excel opens in columns: semicolons and decimal commas in nl, fr and de (issue 35 › 13)', () => {
    for (const locale of ['nl', 'fr', 'de'] as const) {
      const dialect = CSV_DIALECTS[locale];
      expect(dialect).toEqual({ separator: ';', decimal: ',' });
      const csv = toCsv(reportRows(dashboard, labels, dialect.decimal), dialect);
      expect(csv.startsWith('\uFEFFSection;Item;Value\r\n')).toBe(true);
      expect(csv).toContain('Market;views, median;14,5\r\n');
      expect(csv).not.toMatch(/^\uFEFF?sep=/);
    }
    expect(CSV_DIALECTS.en).toEqual({ separator: ',', decimal: '.' });
  });

  it('parses back, in every language, with the same figures the dashboard holds', () => {
    const expected = reportRows(dashboard, labels).slice(1);
    for (const locale of LOCALES) {
      const dialect = CSV_DIALECTS[locale];
      const rows = parseCsv(
        toCsv(reportRows(dashboard, labels, dialect.decimal), dialect),
        dialect.separator,
      );
      expect(rows).toHaveLength(expected.length + 1);
      rows.slice(1).forEach(([section, item, value], index) => {
        const [wantSection, wantItem, wantValue] = expected[index]!;
        expect([section, item]).toEqual([wantSection, wantItem]);
        if (wantValue === '') expect(value).toBe('');
        else expect(readNumber(value!, dialect.decimal)).toBe(Number(wantValue));
      });
    }
  });

  it('quotes a word holding the separator, in either dialect', () => {
    expect(csvCell('Prijs; mediaan', ';')).toBe('"Prijs; mediaan"');
    expect(csvCell('Prix au m², médiane', ';')).toBe('Prix au m², médiane');
    expect(csvCell('-12,5', ';')).toBe('-12,5');
    expect(
      parseCsv(
        toCsv(
          [
            ['a;b', '"c"'],
            ['1,5', ''],
          ],
          CSV_DIALECTS.fr,
        ),
        ';',
      ),
    ).toEqual([
      ['a;b', '"c"'],
      ['1,5', ''],
    ]);
  });
});
