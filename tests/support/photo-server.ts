import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a CRM's photo host (docs/import-photos.md), on a free loopback port. Each path
 * is a behaviour: a photo with an ETag (answering 304 to a matching If-None-Match), 404, server
 * errors before a success, a slow or endless answer, an oversized body, a redirect… It counts what
 * it was asked and what it sent, so that tests can tell a download from a revalidation.
 */
export type Route = (request: IncomingMessage, response: ServerResponse, hit: number) => void;

export type PhotoServer = {
  url: (path: string) => string;
  /** Requests per path. */
  hits: Map<string, number>;
  /** Full bodies sent per path (200 answers that ended). */
  bodies: Map<string, number>;
  /** Bytes written per path, whatever became of them. */
  written: Map<string, number>;
  route: (path: string, handler: Route) => void;
  close: () => Promise<void>;
};

const bump = (map: Map<string, number>, key: string, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by);

export async function startPhotoServer(): Promise<PhotoServer> {
  const routes = new Map<string, Route>();
  const hits = new Map<string, number>();
  const bodies = new Map<string, number>();
  const written = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    bump(hits, path);
    const write = response.write.bind(response);
    response.write = ((chunk: Buffer | string, ...rest: never[]) => {
      bump(written, path, Buffer.byteLength(chunk));
      return write(chunk, ...rest);
    }) as typeof response.write;
    response.on('finish', () => {
      if (response.statusCode === 200) bump(bodies, path);
    });
    const handler = routes.get(path);
    if (handler) handler(request, response, hits.get(path)!);
    else response.writeHead(404).end('not here');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    hits,
    bodies,
    written,
    route: (path, handler) => routes.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A photo answered with its ETag, or 304 when the request already has it. */
export function photo(bytes: () => Buffer, etag: () => string, type = 'image/jpeg'): Route {
  return (request, response) => {
    if (request.headers['if-none-match'] === etag()) {
      response.writeHead(304, { etag: etag() }).end();
      return;
    }
    response.writeHead(200, { 'content-type': type, etag: etag() });
    response.write(bytes());
    response.end();
  };
}
