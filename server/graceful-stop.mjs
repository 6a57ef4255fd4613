/**
 * A stop that ends (SIGTERM from systemd, Docker or a rolling deploy; Ctrl-C).
 *
 * Next.js's own stop closes the listening socket and waits for every open connection to end
 * before it exits. A connection on which nothing is in flight — a browser's keep-alive or
 * speculative connection, which Chromium keeps for minutes — never ends by itself: Node.js stops
 * its timeouts once the server is closing, and the old instance then ran on and on (a fresh-clone
 * test run stopped a server while the test's browser held one: still running 30 s later; by hand,
 * one idle socket held `npm start` for good).
 *
 * So at the signal, before Next.js's own handler runs: connections with nothing in flight are
 * closed at once (after a moment for a request already sent on them: a login posted as the signal
 * came was cut once, under load, before the server had read it); those with a request in flight get to finish it (with `Connection: close`) and are
 * closed after; whatever is still open after `graceMs` is cut, and if the process is still there
 * 5 s after that, it exits.
 */
import http from 'node:http';

export const SHUTDOWN_GRACE_MS = 10_000;
const EXIT_AFTER_GRACE_MS = 5_000;
/** How long a connection idle at the signal is kept for a request already on its way. */
const IDLE_SETTLE_MS = 200;

/**
 * Follows one server's connections and the requests in flight on each. `stop(graceMs)` closes the
 * idle ones, then each busy one as soon as its last response is done, and all the rest after
 * `graceMs`.
 */
export function trackConnections(server) {
  /** socket → its responses not yet done */
  const open = new Map();
  let stopping = false;

  const closeWhenIdle = (socket) => {
    if (stopping && (open.get(socket)?.size ?? 0) === 0) socket.destroySoon();
  };

  server.on('connection', (socket) => {
    open.set(socket, new Set());
    socket.once('close', () => open.delete(socket));
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    const responses = open.get(socket) ?? new Set();
    open.set(socket, responses);
    responses.add(response);
    if (stopping) response.shouldKeepAlive = false;
    response.once('close', () => {
      responses.delete(response);
      closeWhenIdle(socket);
    });
  });

  return {
    /** How many connections are open now (for tests). */
    get connections() {
      return open.size;
    },
    stop(graceMs = SHUTDOWN_GRACE_MS) {
      if (stopping) return;
      stopping = true;
      for (const [socket, responses] of open) {
        // idle as far as this process has read: a request whose bytes are in the socket but not
        // yet parsed (a busy event loop) would be cut with it, so each gets IDLE_SETTLE_MS and the
        // reads then pending (setImmediate runs after them) before it is closed
        if (responses.size === 0)
          setTimeout(() => setImmediate(() => closeWhenIdle(socket)), IDLE_SETTLE_MS).unref();
        for (const response of responses)
          if (!response.headersSent) response.shouldKeepAlive = false;
      }
      setTimeout(() => {
        for (const socket of open.keys()) socket.destroy();
      }, graceMs).unref();
    },
  };
}

/**
 * Every HTTP server of this process is followed from its first connection on; SIGTERM and SIGINT
 * stop them as above. Call before the server is created (server/start.mjs).
 */
export function installGracefulStop({ graceMs = SHUTDOWN_GRACE_MS } = {}) {
  const trackers = new Map();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function trackedEmit(event, ...args) {
    // added before the event goes out, the tracker's listeners see the first connection too
    if (event === 'connection' && !trackers.has(this)) trackers.set(this, trackConnections(this));
    return emit.call(this, event, ...args);
  };
  for (const [signal, code] of [
    ['SIGTERM', 143],
    ['SIGINT', 130],
  ]) {
    process.once(signal, () => {
      // a signal before Next.js has set up its own stop (while starting): nothing to finish
      if (process.listenerCount(signal) === 0) process.exit(code);
      for (const tracker of trackers.values()) tracker.stop(graceMs);
      setTimeout(() => {
        console.error(
          `stopping: still running ${(graceMs + EXIT_AFTER_GRACE_MS) / 1000} s after ${signal}; exiting`,
        );
        process.exit(code);
      }, graceMs + EXIT_AFTER_GRACE_MS).unref();
    });
  }
}
