import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { installMethodGuard } from '@/server/method-guard.mjs';

function send(
  port: number,
  method: string,
): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { port, host: '127.0.0.1', method, path: '/brand/icon.svg' },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, allow: response.headers.allow }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the methods the site answers', () => {
  it('answers other methods with 405 and OPTIONS with 204 before the application sees them', async () => {
    installMethodGuard();
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(request.method ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answers = Object.fromEntries(
      await Promise.all(
        ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS'].map(async (method) => [
          method,
          (await send(port, method)).status,
        ]),
      ),
    );
    server.close();
    expect(answers).toEqual({
      GET: 200,
      POST: 200,
      PUT: 405,
      DELETE: 405,
      PATCH: 405,
      TRACE: 405,
      OPTIONS: 204,
    });
    expect(seen.sort()).toEqual(['GET', 'POST']);
  });
});
