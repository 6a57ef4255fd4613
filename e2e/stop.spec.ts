import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_SERVER_ENV } from '../playwright.config';
import { expect, test } from './support/fixtures';

/*
 * `npm start` stops when told to (server/graceful-stop.mjs): with a connection open on which
 * nothing is in flight (as a browser keeps them), the server used to run on for good after
 * SIGTERM; a request in flight at the signal is still answered in full.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 141;

test.describe('stopping the production server', () => {
  test.describe.configure({ timeout: 120_000 });
  const dir = mkdtempSync(join(tmpdir(), 'horizon-stop-'));
  let server: ChildProcess | null = null;

  async function startServer() {
    server = spawn(process.execPath, ['server/start.mjs'], {
      env: {
        ...process.env,
        ...E2E_SERVER_ENV,
        PORT: String(PORT),
        SITE_URL: `http://127.0.0.1:${PORT}`,
        DATABASE_URL: `file:${join(dir, 'site.sqlite')}`,
      },
      stdio: 'ignore',
      detached: true,
    });
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${PORT}/fr/`).catch(() => null))?.status ?? 0,
        { timeout: 60_000, intervals: [500] },
      )
      .toBe(200);
  }

  test.afterEach(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
  });

  test.afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
    return new Promise((resolve, reject) => {
      const socket = connect(PORT, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.once('connect', () => resolve({ socket, received: () => received, closed }));
      socket.once('error', reject);
    });
  }

  test('SIGTERM: an idle connection does not hold it, a request in flight is answered in full', async () => {
    await startServer();
    const idle = await open();
    const busy = await open();
    // a search no one made before: rendered on demand, so it is in flight when the signal comes
    busy.socket.write(
      `GET /fr/a-vendre/?sort=price-desc&min=${Date.now() % 100_000} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n\r\n`,
    );
    // the signal once the server has read the request (a request still in the socket's buffer,
    // not yet read, is cut like an idle connection; a balancer sends it to another instance)
    await new Promise((done) => setTimeout(done, 100));
    const exited = new Promise<number | null>((done) => server!.once('exit', (code) => done(code)));
    const signalled = Date.now();
    process.kill(server!.pid!, 'SIGTERM');

    expect(await exited).toBe(143);
    // well under the 10 s grace: nothing waited for the idle connection
    expect(Date.now() - signalled).toBeLessThan(8_000);
    await Promise.all([idle.closed, busy.closed]);
    const [head, ...body] = busy.received().split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1]);
    expect(Buffer.byteLength(body.join('\r\n\r\n'), 'latin1')).toBe(length);
    expect(idle.received()).toBe('');
  });
});
