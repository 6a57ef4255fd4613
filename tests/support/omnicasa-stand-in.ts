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

export type OmnicasaStandIn = {
  baseUrl: string;
  calls: StandInCall[];
  /** Rows of a list call per language id (`GetPropertyList`, `GetProjectList`, …). */
  lists: Map<string, Map<number, Record<string, unknown>[]>>;
  /** The next `times` calls of `method` fail so. */
  failNext(method: string, failure: StandInFailure, times?: number): void;
  /** The answer's `Value` of a non-list call (a function of its parameters), e.g. `ContactOnMe`. */
  answer(method: string, value: (params: Record<string, unknown>) => unknown): void;
  close(): Promise<void>;
};

export const STAND_IN_CUSTOMER = { customerName: 'horizon', customerPassword: 'stand-in-secret' };

export async function startOmnicasaStandIn(): Promise<OmnicasaStandIn> {
  const calls: StandInCall[] = [];
  const lists = new Map<string, Map<number, Record<string, unknown>[]>>();
  const failures = new Map<string, StandInFailure[]>();
  const answers = new Map<string, (params: Record<string, unknown>) => unknown>();
  const hanging = new Set<ServerResponse>();

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

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/1.13/OmnicasaService.svc/`,
    calls,
    lists,
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
