import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { PEER_HEADER } from './peer-header-name';

type RequestStart = { request: IncomingMessage };

let installed = false;

/** Writes the TCP peer's address into PEER_HEADER, replacing whatever a client sent under that name. */
export function markPeer(request: IncomingMessage): void {
  request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? '';
}

/**
 * Marks every request this process's HTTP server receives with its peer address, before any
 * handler sees it: Node publishes `http.server.request.start` for each request, synchronously,
 * ahead of the server's own 'request' listener (Next.js's). Installed once at start-up
 * (instrumentation.ts); Next.js does not otherwise tell a route the socket's address.
 */
export function installPeerHeader(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => markPeer((message as RequestStart).request));
}
