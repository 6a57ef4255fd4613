import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from '@/server/graceful-stop.mjs';

/*
 * server/graceful-stop.mjs: a stopping server closes the connections with nothing in flight at
 * once, lets a request in flight finish (and closes its connection after), and cuts the rest after
 * the grace time. Without it, Node.js's server.close() (what Next.js's stop calls) waits for an
 * idle keep-alive connection for good.
 */

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

let server: Server | null = null;
const sockets: Socket[] = [];

afterEach(() => {
  for (const socket of sockets) socket.destroy();
  sockets.length = 0;
  server?.closeAllConnections();
  server?.close();
  server = null;
});

async function serve(handler: Handler) {
  server = createServer(handler);
  const tracker = trackConnections(server);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { port, tracker };
}

/** A raw connection that collects what it receives, and when it was closed. */
async function open(port: number) {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  // a connection the server cuts ends in a reset: that is the point of some of these tests
  socket.on('error', () => undefined);
  const closed = new Promise<void>((done) => socket.once('close', () => done()));
  await new Promise<void>((done) => socket.once('connect', () => done()));
  return { socket, closed, received: () => received };
}

/** server.close() resolves: every connection has ended. */
function closeServer(): Promise<number> {
  const started = Date.now();
  return new Promise((done) => server!.close(() => done(Date.now() - started)));
}

describe('stopping the server', () => {
  it('closes a connection with nothing in flight at once, so that close() does not wait for it', async () => {
    const { port, tracker } = await serve((_request, response) => response.end('ok'));
    const idle = await open(port);
    await expect.poll(() => tracker.connections).toBe(1);
    tracker.stop(10_000);
    const waited = await closeServer();
    await idle.closed;
    expect(waited).toBeLessThan(2_000);
  });

  it('lets a request in flight finish, with Connection: close, and ends its connection after', async () => {
    let answer: (() => void) | null = null;
    const { port, tracker } = await serve((_request, response) => {
      answer = () => response.end('the whole answer');
    });
    const busy = await open(port);
    busy.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(() => answer !== null).toBe(true);
    tracker.stop(10_000);
    const closing = closeServer();
    setTimeout(() => answer!(), 100);
    await busy.closed;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(busy.received()).toMatch(/connection: close/i);
    expect(busy.received()).toMatch(/the whole answer$/);
    expect(await closing).toBeLessThan(2_000);
  });

  it('answers a request that reached an idle connection just before the stop, not yet read', async () => {
    const { port, tracker } = await serve((_request, response) => response.end('still answered'));
    const connection = await open(port);
    await expect.poll(() => tracker.connections).toBe(1);
    // written and stopped in one go: the server reads the request only after stop() has run
    connection.socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n');
    tracker.stop(10_000);
    const waited = await closeServer();
    await connection.closed;
    // answered whole, then the connection ended with the server (the handler answered before
    // the tracker could mark it Connection: close: that it ends is what matters)
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(connection.received()).toMatch(/still answered$/);
    expect(waited).toBeLessThan(2_000);
  });

  it('cuts a request that never ends once the grace time is over', async () => {
    let received = false;
    const { port, tracker } = await serve(() => {
      received = true;
    });
    const stuck = await open(port);
    stuck.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(() => received).toBe(true);
    tracker.stop(300);
    const waited = await closeServer();
    await stuck.closed;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(3_000);
  });

  it('without a stop, close() keeps waiting for an idle connection (what the tracker is for)', async () => {
    const { port } = await serve((_request, response) => response.end('ok'));
    await open(port);
    const outcome = await Promise.race([
      closeServer().then(() => 'closed'),
      new Promise((done) => setTimeout(() => done('still waiting'), 500)),
    ]);
    expect(outcome).toBe('still waiting');
  });
});
