import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Omnicasa's web service, speaking its envelope (docs/crm-omnicasa.md):
 * `GET /1.13/OmnicasaService.svc/{Method}Json?json={…}` answered with
 * `{"{Method}JsonResult": {"Code", "Success", "Message", "Value"}}`, lists paged by Limit1/Limit2.
 * It holds rows per call and language, records every call it receives, and fails on demand the
 * way a real service does: `Success: false`, HTTP 500, a slow answer, an answer that never ends,
 * malformed JSON, an oversized body.
 */
export type StandInFailure =
  | { kind: 'refuse'; message: string }
  | { kind: 'http'; status: number }
  | { kind: 'slow'; ms: number }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'huge'; bytes: number };

export type StandInCall = { method: string; params: Record<string, unknown> };

/** A person of the CRM who may sign in to the owner portal (CheckPersonLogin). */
export type StandInPerson = {
  id: number;
  email: string;
  password: string;
  name: string;
  firstName: string;
  /** The properties GetRelatedProperties names for the person's email. */
  propertyIds: number[];
};

/** What the CRM counts for a property: its visit and matching statistics and automatic history. */
export type StandInFigures = {
  visits: { Description: string; Total: number }[];
  matching: { Total: number };
  histories: { Date: string; Description: string; TypeName: string }[];
};

export type OmnicasaStandIn = {
  baseUrl: string;
  calls: StandInCall[];
  /** Rows of a list call per language id (`GetPropertyList`, `GetProjectList`, …). */
  lists: Map<string, Map<number, Record<string, unknown>[]>>;
  /** The next `times` calls of `method` fail so. */
  failNext(method: string, failure: StandInFailure, times?: number): void;
  /** The answer's `Value` of a non-list call (a function of its parameters), e.g. `ContactOnMe`. */
  answer(method: string, value: (params: Record<string, unknown>) => unknown): void;
  /**
   * The owner calls, answered from these (unless `answer` set another): CheckPersonLogin (Email,
   * Password → the person, or `Success: false`), GetRelatedProperties (Email → Items with ID),
   * GetPersonForgetPassword, GetVisitStatisticOfProperty / GetMatchingStatisticOfProperty /
   * GetAutomaticHistories (ID or ObjectID → the property's figures); DemandRegister answers a new
   * demand's ID and PersonID, UnsubscribeDemandPerson accepts a known ID or DemandID.
   */
  persons: Map<string, StandInPerson>;
  figures: Map<number, StandInFigures>;
  close(): Promise<void>;
};

export const STAND_IN_CUSTOMER = { customerName: 'horizon', customerPassword: 'stand-in-secret' };

export async function startOmnicasaStandIn(): Promise<OmnicasaStandIn> {
  const calls: StandInCall[] = [];
  const lists = new Map<string, Map<number, Record<string, unknown>[]>>();
  const failures = new Map<string, StandInFailure[]>();
  const answers = new Map<string, (params: Record<string, unknown>) => unknown>();
  const hanging = new Set<ServerResponse>();
  const persons = new Map<string, StandInPerson>();
  const figures = new Map<number, StandInFigures>();
  const demands = new Set<number>();
  let nextDemand = 7000;

  const envelope = (method: string, result: Record<string, unknown>) =>
    JSON.stringify({ [`${method}JsonResult`]: result });

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/1\.1[23]\/OmnicasaService\.svc\/(\w+)Json$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404).end('Endpoint not found.');
      return;
    }
    const method = match[1]!;
    let params: Record<string, unknown>;
    try {
      params = JSON.parse(url.searchParams.get('json') ?? '');
    } catch {
      response.writeHead(400).end('Request Error');
      return;
    }
    calls.push({ method, params });
    const reply = (result: Record<string, unknown>) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(envelope(method, result));
    };
    const failure = failures.get(method)?.shift();
    if (failure) {
      switch (failure.kind) {
        case 'refuse':
          return reply({ Code: 1, Success: false, Message: failure.message, Value: null });
        case 'http':
          response.writeHead(failure.status).end('<html>Service Unavailable</html>');
          return;
        case 'hang':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.write(`{"${method}JsonResult":{"Success":true,"Value":{"Items":[`);
          hanging.add(response);
          return;
        case 'malformed':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(`{"${method}JsonResult":{"Success":true,"Value":`);
          return;
        case 'huge':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(' '.repeat(failure.bytes));
          return;
        case 'slow':
          setTimeout(() => answer(), failure.ms);
          return;
      }
    }
    answer();

    function answer() {
      if (
        params.CustomerName !== STAND_IN_CUSTOMER.customerName ||
        params.CustomerPassword !== STAND_IN_CUSTOMER.customerPassword
      )
        return reply({ Code: 2, Success: false, Message: 'Invalid customer.', Value: null });
      const custom = answers.get(method);
      if (custom) return reply({ Code: 0, Success: true, Message: '', Value: custom(params) });
      const owned = ownerCall(method, params);
      if (owned) return reply(owned);
      const byLanguage = lists.get(method);
      if (!byLanguage)
        return reply({
          Code: 3,
          Success: false,
          Message: `Unknown method ${method}.`,
          Value: null,
        });
      const rows = byLanguage.get(Number(params.LanguageId)) ?? [];
      const first = Math.max(1, Number(params.Limit1 ?? 1));
      const last = Math.max(first, Number(params.Limit2 ?? rows.length));
      reply({
        Code: 0,
        Success: true,
        Message: '',
        Value: { Items: rows.slice(first - 1, last), RowsCount: rows.length },
      });
    }
  };

  /** The owner and demand calls' answers, or undefined for another call. */
  function ownerCall(
    method: string,
    params: Record<string, unknown>,
  ): Record<string, unknown> | undefined {
    const ok = (value: unknown) => ({ Code: 0, Success: true, Message: '', Value: value });
    const no = (message: string) => ({ Code: 4, Success: false, Message: message, Value: null });
    const person = persons.get(String(params.Email ?? '').toLowerCase());
    const id = Number(params.ID ?? params.ObjectID);
    switch (method) {
      case 'CheckPersonLogin':
        if (!person || person.password !== params.Password) return no('Invalid login.');
        return ok({
          ID: person.id,
          Name: person.name,
          FirstName: person.firstName,
          Email: person.email,
        });
      case 'GetRelatedProperties': {
        const items = (person?.propertyIds ?? []).map((property) => ({ ID: property }));
        return ok({ Items: items, RowsCount: items.length });
      }
      case 'GetPersonForgetPassword':
        return person ? ok(null) : no('Person not found.');
      case 'GetVisitStatisticOfProperty':
        return figures.has(id) ? ok({ Items: figures.get(id)!.visits }) : no('Unknown property.');
      case 'GetMatchingStatisticOfProperty':
        return figures.has(id) ? ok(figures.get(id)!.matching) : no('Unknown property.');
      case 'GetAutomaticHistories': {
        const rows = figures.get(id)?.histories ?? [];
        return ok({ Items: rows, RowsCount: rows.length });
      }
      case 'DemandRegister': {
        const demand = nextDemand++;
        demands.add(demand);
        return ok({ ID: 90_000 + demand, DemandID: demand });
      }
      case 'UnsubscribeDemandPerson': {
        const demand = Number(params.DemandID);
        if (!demands.delete(demand) && !(Number(params.ID) > 0)) return no('Unknown demand.');
        return ok(null);
      }
      default:
        return undefined;
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/1.13/OmnicasaService.svc/`,
    calls,
    lists,
    persons,
    figures,
    failNext(method, failure, times = 1) {
      const queue = failures.get(method) ?? [];
      for (let index = 0; index < times; index++) queue.push(failure);
      failures.set(method, queue);
    },
    answer(method, value) {
      answers.set(method, value);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
