import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';

export type Answer = { status: number; headers: IncomingMessage['headers']; body: Buffer };

/** One GET to 127.0.0.1:`port` on a connection of its own: status, headers and the whole body. */
export function get(
  port: number,
  path: string,
  headers: OutgoingHttpHeaders = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ port, host: '127.0.0.1', path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
