import type { PageKind, ViewSource, ViewTotals } from '@/lib/db/page-views';
import type { Locale } from '@/lib/i18n/locales';
import { brusselsDay } from './calendar';
import { MARKET_ROWS, type MarketRow } from './market';
import type { PropertyDashboard } from './portal';

/**
 * The owner's figures as CSV (RFC 4180 quoting, UTF-8 with a byte order mark so that spreadsheet
 * programs read the accents): one row per figure, as section, item, value. Values are plain
 * numbers (no grouping) and ISO dates, the same figures in every language; only the words are
 * translated, and the file's dialect follows the owner's language (issue 35 › 13): Excel opens a
 * CSV file with the list separator and decimal sign of the computer's regional settings, which
 * in Belgium and Luxembourg (nl-BE, fr-BE, de-BE, fr-LU, de-LU) are `;` and `,`. So Dutch, French
 * and German files are written `1;2,5`, English ones `1,2.5`. No `sep=` line: Excel then ignores
 * the byte order mark (accents break) and every other program reads it as a row of data.
 */
export type CsvDialect = { separator: ',' | ';'; decimal: '.' | ',' };

export const CSV_DIALECTS: Record<Locale, CsvDialect> = {
  en: { separator: ',', decimal: '.' },
  nl: { separator: ';', decimal: ',' },
  fr: { separator: ';', decimal: ',' },
  de: { separator: ';', decimal: ',' },
};

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
export function csvCell(value: string, separator: CsvDialect['separator'] = ','): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+([.,]\d+)?$/.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(safe) || safe.includes(separator) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(
  rows: readonly (readonly string[])[],
  dialect: CsvDialect = CSV_DIALECTS.en,
): string {
  const line = (row: readonly string[]) =>
    row.map((cell) => csvCell(cell, dialect.separator)).join(dialect.separator);
  return `\uFEFF${rows.map(line).join('\r\n')}\r\n`;
}

/** A figure as a spreadsheet reads it: no grouping, at most two decimals, the dialect's decimal sign. */
const number = (value: number | null, decimal: CsvDialect['decimal']) =>
  value === null ? '' : String(Math.round(value * 100) / 100).replace('.', decimal);

/** The rows of the report: every figure the portal shows, in its order. */
export function reportRows(
  dashboard: PropertyDashboard,
  labels: ReportLabels,
  decimal: CsvDialect['decimal'] = '.',
): Row[] {
  const row = (section: ReportSection, item: string, value: number | null): Row => [
    labels.section[section],
    item,
    number(value, decimal),
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
