import { field, isRecord, type JsonRecord, type OmnicasaClient } from './client';
import { dateTimeOf } from './map-record';

/**
 * The CRM's figures of one property, as the owner portal shows them beside the site's own
 * (docs/crm-omnicasa.md › Owners from the CRM): GetVisitStatisticOfProperty and
 * GetMatchingStatisticOfProperty (ID, LanguageId) and GetAutomaticHistories (ObjectID, paged by
 * Limit1/Limit2). Their answers' fields are not in the public sources, so they are read
 * leniently: a number, a record with a count (Total, Count, NumberOf…), or rows (a list, or
 * `Items`) each with a name and a count; history rows with a date and a text. Names are the CRM's
 * own, in the language asked for.
 */
export type CrmFigureRow = { label: string; count: number };
export type CrmStatistic = { total: number; rows: CrmFigureRow[] };
export type CrmHistoryEntry = { at: string | null; text: string; kind: string };
export type CrmFigures = {
  visits: CrmStatistic | null;
  matching: CrmStatistic | null;
  history: CrmHistoryEntry[];
};

/** The history entries shown, newest first. */
export const HISTORY_SHOWN = 10;

const COUNT_FIELDS = [
  'Total',
  'Count',
  'NumberOfVisits',
  'NumberOfMatchings',
  'NumberOfMatches',
  'Visits',
  'Matchings',
  'Amount',
];
const LABEL_FIELDS = ['Description', 'Name', 'MediaName', 'Label', 'TypeName', 'Title'];
const DATE_FIELDS = ['Date', 'HistoryDate', 'CreatedDate', 'CreateDate', 'StartDate'];
const TEXT_FIELDS = ['Description', 'Subject', 'Content', 'Name', 'Title'];
const KIND_FIELDS = ['TypeName', 'HistoryTypeName', 'Type'];

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function first(record: JsonRecord, names: readonly string[], pick: (value: unknown) => unknown) {
  for (const name of names) {
    const value = pick(field(record, name));
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

const countOf = (record: JsonRecord) =>
  first(record, COUNT_FIELDS, (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined,
  ) as number | undefined;

function rowsOf(value: unknown): JsonRecord[] | null {
  const list = isRecord(value) ? field(value, 'Items') : value;
  return Array.isArray(list) ? list.filter(isRecord) : null;
}

export function readStatistic(value: unknown): CrmStatistic | null {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
    return { total: value, rows: [] };
  const rows = (rowsOf(value) ?? []).flatMap((row) => {
    const count = countOf(row);
    const label = first(row, LABEL_FIELDS, text) as string | undefined;
    return count === undefined || !label ? [] : [{ label, count }];
  });
  const stated = isRecord(value) ? countOf(value) : undefined;
  if (stated === undefined && rows.length === 0 && rowsOf(value) === null) return null;
  return { total: stated ?? rows.reduce((sum, row) => sum + row.count, 0), rows };
}

export function readHistory(value: unknown): CrmHistoryEntry[] {
  return (rowsOf(value) ?? [])
    .map((row) => ({
      at: (first(row, DATE_FIELDS, dateTimeOf) as string | undefined) ?? null,
      text: (first(row, TEXT_FIELDS, text) as string | undefined) ?? '',
      kind: (first(row, KIND_FIELDS, text) as string | undefined) ?? '',
    }))
    .filter((entry) => entry.text || entry.kind)
    .sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))
    .slice(0, HISTORY_SHOWN);
}

/** The three calls at once; any failure fails the whole (the cache keeps the last good figures). */
export async function fetchCrmFigures(
  client: OmnicasaClient,
  listingId: number,
  languageId: number | undefined,
): Promise<CrmFigures> {
  const language = languageId === undefined ? {} : { LanguageId: languageId };
  const [visits, matching, history] = await Promise.all([
    client.call('GetVisitStatisticOfProperty', { ID: listingId, ...language }),
    client.call('GetMatchingStatisticOfProperty', { ID: listingId, ...language }),
    client.call('GetAutomaticHistories', {
      ObjectID: listingId,
      Limit1: 1,
      Limit2: 50,
      ...language,
    }),
  ]);
  return {
    visits: readStatistic(visits),
    matching: readStatistic(matching),
    history: readHistory(history),
  };
}
