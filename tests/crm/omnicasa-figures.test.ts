import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { omnicasaClient } from '@/lib/crm/omnicasa/client';
import {
  fetchCrmFigures,
  HISTORY_SHOWN,
  readHistory,
  readStatistic,
} from '@/lib/crm/omnicasa/figures';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';

/* docs/crm-omnicasa.md › Owners from the CRM: the CRM's figures of a property, read leniently. */
describe('reading the CRM figures', () => {
  it('reads a statistic as a number, a record with a count, or named rows', () => {
    expect(readStatistic(7)).toEqual({ total: 7, rows: [] });
    expect(readStatistic({ NumberOfMatchings: 14 })).toEqual({ total: 14, rows: [] });
    expect(
      readStatistic({
        Items: [
          { Description: 'Immoweb', Total: 120 },
          { name: 'Site', count: 30 },
        ],
      }),
    ).toEqual({
      total: 150,
      rows: [
        { label: 'Immoweb', count: 120 },
        { label: 'Site', count: 30 },
      ],
    });
    expect(readStatistic([{ MediaName: 'Zimmo', Visits: 4 }, { Other: 1 }])).toEqual({
      total: 4,
      rows: [{ label: 'Zimmo', count: 4 }],
    });
  });

  it('gives no statistic for an answer that holds none', () => {
    expect(readStatistic(null)).toBeNull();
    expect(readStatistic({ Message: 'x' })).toBeNull();
    expect(readStatistic(-1)).toBeNull();
  });

  it('reads the history newest first, ISO or WCF dates, at most HISTORY_SHOWN entries', () => {
    const history = readHistory({
      Items: [
        { Date: '2026-11-02T10:00:00Z', Description: 'Sent to a candidate', TypeName: 'Mail' },
        { HistoryDate: '/Date(1795000000000+0100)/', Subject: 'Visit' },
        { Date: 'never', Description: 'Undated note' },
        { Date: '2026-11-03T10:00:00Z' },
      ],
    });
    expect(history).toEqual([
      { at: new Date(1795000000000).toISOString(), text: 'Visit', kind: '' },
      { at: '2026-11-02T10:00:00.000Z', text: 'Sent to a candidate', kind: 'Mail' },
      { at: null, text: 'Undated note', kind: '' },
    ]);
    const many = Array.from({ length: 30 }, (_, index) => ({
      Date: `2026-10-${String(index + 1).padStart(2, '0')}T00:00:00Z`,
      Description: `entry ${index + 1}`,
    }));
    expect(readHistory(many).map((entry) => entry.text)).toEqual(
      Array.from({ length: HISTORY_SHOWN }, (_, index) => `entry ${30 - index}`),
    );
  });
});

describe('fetching the CRM figures from the stand-in', () => {
  let standIn: OmnicasaStandIn;
  beforeAll(async () => {
    standIn = await startOmnicasaStandIn();
    standIn.figures.set(4242, {
      visits: [
        { Description: 'Immoweb', Total: 120 },
        { Description: 'Website', Total: 45 },
      ],
      matching: { Total: 14 },
      histories: [{ Date: '2026-11-20T09:00:00Z', Description: 'Visit', TypeName: 'Agenda' }],
    });
  });
  afterAll(() => standIn.close());
  const client = (timeoutMs = 5000) =>
    omnicasaClient({ baseUrl: standIn.baseUrl, ...STAND_IN_CUSTOMER, retries: 0, timeoutMs });

  it('asks the three calls with the property and the language, and reads their answers', async () => {
    standIn.calls.length = 0;
    expect(await fetchCrmFigures(client(), 4242, 2)).toEqual({
      visits: {
        total: 165,
        rows: [
          { label: 'Immoweb', count: 120 },
          { label: 'Website', count: 45 },
        ],
      },
      matching: { total: 14, rows: [] },
      history: [{ at: '2026-11-20T09:00:00.000Z', text: 'Visit', kind: 'Agenda' }],
    });
    const params = Object.fromEntries(standIn.calls.map((call) => [call.method, call.params]));
    expect(params.GetVisitStatisticOfProperty).toMatchObject({ ID: 4242, LanguageId: 2 });
    expect(params.GetMatchingStatisticOfProperty).toMatchObject({ ID: 4242, LanguageId: 2 });
    expect(params.GetAutomaticHistories).toMatchObject({
      ObjectID: 4242,
      Limit1: 1,
      LanguageId: 2,
    });
  });

  it('fails as a whole when one call fails: Success false, HTTP 500 or too slow', async () => {
    standIn.failNext('GetMatchingStatisticOfProperty', { kind: 'refuse', message: 'No access.' });
    await expect(fetchCrmFigures(client(), 4242, 2)).rejects.toThrow(
      'Omnicasa GetMatchingStatisticOfProperty: the CRM said no: No access.',
    );
    standIn.failNext('GetVisitStatisticOfProperty', { kind: 'http', status: 500 });
    await expect(fetchCrmFigures(client(), 4242, 2)).rejects.toThrow('HTTP 500');
    standIn.failNext('GetAutomaticHistories', { kind: 'slow', ms: 2000 });
    await expect(fetchCrmFigures(client(300), 4242, 2)).rejects.toThrow(
      'no whole answer in 300 ms',
    );
  });
});
