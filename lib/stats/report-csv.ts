import type { PageKind, ViewTotals } from '@/lib/db/page-views';
import { brusselsDay } from './calendar';
import { MARKET_ROWS, type MarketRow } from './market';
import type { PropertyDashboard } from './portal';
import type { ViewSource } from './source';

/**
 * The owner's figures as CSV (RFC 4180, UTF-8 with a byte order mark so that spreadsheet programs
 * read the accents): one row per figure, as section, item, value. Values are plain numbers (a
 * point for decimals) and ISO dates, the same in every language; only the words are translated.
 */
export const REPORT_SECTIONS = [
  'visits',
  'chart',
  'pages',
  'sources',
  'requests',
  'market',
  'demand',
  'prices',
] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The words of the report, in the owner's language. */
export type ReportLabels = {
  header: [string, string, string];
  section: Record<ReportSection, string>;
  visits: (window: keyof ViewTotals) => string;
  page: (kind: PageKind) => string;
  source: (source: ViewSource) => string;
  request: (kind: string) => string;
  market: (row: MarketRow, side: 'property' | 'median') => string;
  comparables: string;
};

type Row = [string, string, string];

/** A cell a spreadsheet will not run: text starting like a formula is quoted as text. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

const number = (value: number | null) => (value === null ? '' : String(value));

/** The rows of the report: every figure the portal shows, in its order. */
export function reportRows(dashboard: PropertyDashboard, labels: ReportLabels): Row[] {
  const row = (section: ReportSection, item: string, value: number | null): Row => [
    labels.section[section],
    item,
    number(value),
  ];
  const rows: Row[] = [labels.header];
  for (const window of ['today', 'week', 'month', 'total'] as const)
    rows.push(row('visits', labels.visits(window), dashboard.totals[window]));
  for (const point of dashboard.chart) rows.push(row('chart', point.day, point.views));
  for (const { key, count } of dashboard.pages) rows.push(row('pages', labels.page(key), count));
  for (const { key, count } of dashboard.sources)
    rows.push(row('sources', labels.source(key), count));
  for (const { kind, count } of dashboard.communications)
    rows.push(row('requests', labels.request(kind), count));
  const comparison = dashboard.market?.comparison;
  if (comparison?.state === 'compared') {
    for (const key of MARKET_ROWS) {
      rows.push(row('market', labels.market(key, 'property'), comparison.property[key]));
      rows.push(row('market', labels.market(key, 'median'), comparison.median[key]));
    }
    rows.push(row('market', labels.comparables, comparison.count));
  }
  // matching registrations and alerts at the end of each week (its day), and each price change (its day, the new price)
  for (const point of dashboard.demand?.history ?? [])
    rows.push(row('demand', brusselsDay(point.at), point.total));
  for (const change of [...dashboard.priceChanges].reverse())
    rows.push(row('prices', brusselsDay(Date.parse(change.date)), change.price));
  return rows;
}
