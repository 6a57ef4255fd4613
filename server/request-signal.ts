import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A signal per request that aborts when the client goes away before its answer was sent. Route
 * handlers have `request.signal`; a server action has none (Next.js 16), so the server marks
 * each request with an id of its own in REQUEST_ID_HEADER (replacing whatever a client sent
 * under that name) and keeps the request's signal under that id until its response closes.
 * Installed once at start-up (instrumentation.ts), like the peer address (peer-header.ts).
 */
export const REQUEST_ID_HEADER = 'x-agency-request-id';

type RequestStart = { request: IncomingMessage; response: ServerResponse };

const signals = new Map<string, AbortController>();
let installed = false;
let counter = 0;

export function trackRequest(request: IncomingMessage, response: ServerResponse): void {
  const id = `${process.pid}-${++counter}`;
  request.headers[REQUEST_ID_HEADER] = id;
  const controller = new AbortController();
  signals.set(id, controller);
  response.once('close', () => {
    signals.delete(id);
    if (!response.writableFinished) controller.abort();
  });
}

export function installRequestSignals(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as RequestStart;
    trackRequest(request, response);
  });
}

/** The signal of the request carrying this id (headers of a server action), if it is tracked. */
export function requestSignal(headers: {
  get(name: string): string | null;
}): AbortSignal | undefined {
  const id = headers.get(REQUEST_ID_HEADER);
  return id === null ? undefined : signals.get(id)?.signal;
}

/** Requests tracked now (for tests). */
export function trackedRequests(): number {
  return signals.size;
}
