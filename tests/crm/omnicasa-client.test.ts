import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { field, omnicasaClient, OmnicasaError, unwrap } from '@/lib/crm/omnicasa/client';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';

let standIn: OmnicasaStandIn;
const waits: number[] = [];

beforeAll(async () => {
  standIn = await startOmnicasaStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.calls.length = 0;
  standIn.lists.clear();
  waits.length = 0;
});

const client = (overrides: Partial<Parameters<typeof omnicasaClient>[0]> = {}) =>
  omnicasaClient({
    baseUrl: standIn.baseUrl,
    ...STAND_IN_CUSTOMER,
    timeoutMs: 500,
    retries: 2,
    backoffMs: 10,
    pageSize: 3,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });

const properties = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ID: 4100 + index, goal: 0 }));

describe('the Omnicasa client', () => {
  it('sends the envelope: GET {Method}Json?json= with the customer, the language and the parameters', async () => {
    standIn.answer('ContactOnMe', () => true);
    await expect(
      client().call('ContactOnMe', { LanguageId: 2, ObjectID: 4101, Name: 'Dupont & fils' }),
    ).resolves.toBe(true);
    expect(standIn.calls).toEqual([
      {
        method: 'ContactOnMe',
        params: {
          CustomerName: 'horizon',
          CustomerPassword: 'stand-in-secret',
          LanguageId: 2,
          ObjectID: 4101,
          Name: 'Dupont & fils',
        },
      },
    ]);
  });

  it('reads every page of a list with Limit1/Limit2 until RowsCount', async () => {
    standIn.lists.set('GetPropertyList', new Map([[1, properties(7)]]));
    const rows = await client().list('GetPropertyList', { LanguageId: 1 });
    expect(rows.map((row) => row.ID)).toEqual([4100, 4101, 4102, 4103, 4104, 4105, 4106]);
    expect(standIn.calls.map(({ params }) => [params.Limit1, params.Limit2])).toEqual([
      [1, 3],
      [4, 6],
      [7, 9],
    ]);
  });

  it('an empty list is one call', async () => {
    standIn.lists.set('GetProjectList', new Map([[1, []]]));
    await expect(client().list('GetProjectList', { LanguageId: 1 })).resolves.toEqual([]);
    expect(standIn.calls).toHaveLength(1);
  });

  it('Success: false is the CRM saying no: named with its message, never retried', async () => {
    standIn.failNext('GetPropertyList', { kind: 'refuse', message: 'Customer is blocked.' });
    const failure = await client()
      .list('GetPropertyList', { LanguageId: 1 })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OmnicasaError);
    expect((failure as OmnicasaError).message).toBe(
      'Omnicasa GetPropertyList: the CRM said no: Customer is blocked.',
    );
    expect((failure as OmnicasaError).crm).toEqual({ code: 1, message: 'Customer is blocked.' });
    expect(standIn.calls).toHaveLength(1);
  });

  it('wrong credentials are refused with the CRM message', async () => {
    await expect(
      client({ customerPassword: 'wrong' }).call('GetPropertyList', { LanguageId: 1 }),
    ).rejects.toThrow('the CRM said no: Invalid customer.');
  });

  it('HTTP 500 is retried with growing back-off, and the call succeeds when the service is back', async () => {
    standIn.lists.set('GetPropertyList', new Map([[1, properties(2)]]));
    standIn.failNext('GetPropertyList', { kind: 'http', status: 500 }, 2);
    const rows = await client().list('GetPropertyList', { LanguageId: 1 });
    expect(rows).toHaveLength(2);
    expect(standIn.calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeGreaterThanOrEqual(10);
    expect(waits[1]).toBeGreaterThanOrEqual(20);
  });

  it('gives up after its retries, naming the call and the status', async () => {
    standIn.failNext('GetProperty', { kind: 'http', status: 503 }, 3);
    await expect(client().call('GetProperty', { ID: 1 })).rejects.toThrow(
      'Omnicasa GetProperty: HTTP 503',
    );
    expect(standIn.calls).toHaveLength(3);
  });

  it('a 4xx answer is not retried', async () => {
    standIn.failNext('GetProperty', { kind: 'http', status: 404 });
    await expect(client().call('GetProperty', { ID: 1 })).rejects.toThrow('HTTP 404');
    expect(standIn.calls).toHaveLength(1);
  });

  it('a slow answer past the time limit is a timeout, retried', async () => {
    standIn.answer('GetProperty', () => ({ ID: 1 }));
    standIn.failNext('GetProperty', { kind: 'slow', ms: 700 });
    await expect(client().call('GetProperty', { ID: 1 })).resolves.toEqual({ ID: 1 });
    expect(standIn.calls).toHaveLength(2);
  });

  it('an answer that never ends is cut at the time limit', async () => {
    standIn.failNext('GetPropertyList', { kind: 'hang' }, 3);
    const started = Date.now();
    await expect(client().list('GetPropertyList', { LanguageId: 1 })).rejects.toThrow(
      'Omnicasa GetPropertyList: no whole answer in 500 ms',
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('malformed JSON is named, with an excerpt', async () => {
    standIn.failNext('GetProjectList', { kind: 'malformed' });
    await expect(client().list('GetProjectList', { LanguageId: 1 })).rejects.toThrow(
      /GetProjectList: an answer that is not JSON: \{"GetProjectListJsonResult"/,
    );
  });

  it('an oversized answer is refused before it is all read', async () => {
    standIn.failNext('GetCityList', { kind: 'huge', bytes: 200_000 });
    await expect(client({ maxBytes: 100_000 }).call('GetCityList')).rejects.toThrow(
      'an answer over 100000 bytes',
    );
  });

  it('an unreachable service is a network error, retried, then named', async () => {
    const dead = omnicasaClient({
      baseUrl: 'http://127.0.0.1:9/1.13/OmnicasaService.svc',
      ...STAND_IN_CUSTOMER,
      retries: 1,
      backoffMs: 1,
      sleep: async () => undefined,
    });
    const failure = await dead.call('GetPropertyList').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OmnicasaError);
    expect((failure as OmnicasaError).failure).toBe('network');
  });
});

describe('reading answers', () => {
  it('matches property names without regard to case', () => {
    const row = { googlex: 4.35, GOOGLEY: 50.85, ID: 1 };
    expect(field(row, 'GoogleX')).toBe(4.35);
    expect(field(row, 'GoogleY')).toBe(50.85);
    expect(field(row, 'Missing')).toBeUndefined();
  });

  it('takes the envelope in any case, and refuses what is not one', () => {
    expect(unwrap('GetX', '{"getxjsonresult":{"success":true,"value":[1]}}')).toEqual([1]);
    expect(() => unwrap('GetX', '{"Other":1}')).toThrow('GetX: an unexpected answer');
    expect(() => unwrap('GetX', '')).toThrow('an answer that is not JSON: (empty)');
    expect(() => unwrap('GetX', '{"GetXJsonResult":{"Success":"true","Value":1}}')).toThrow(
      'the CRM said no: no message',
    );
  });
});
