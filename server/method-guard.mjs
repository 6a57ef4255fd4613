/**
 * The HTTP methods the site answers: GET and HEAD for pages and files, POST for forms, server
 * actions and the view beacon, OPTIONS. Next.js 16 answers any other method on a public file —
 * and TRACE anywhere — with a 500 ("'TRACE' HTTP method is unsupported"); here they get a 405
 * with `Allow` before Next.js sees them, and OPTIONS a 204.
 */
import http from 'node:http';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
const ALLOW = ALLOWED_METHODS.join(', ');

/** Answers the request itself when its method is not the site's; true when it did. */
export function answerMethod(request, response) {
  const method = request.method ?? '';
  if (method !== 'OPTIONS' && ALLOWED_METHODS.includes(method)) return false;
  const status = method === 'OPTIONS' ? 204 : 405;
  response.writeHead(status, {
    Allow: ALLOW,
    'Content-Length': '0',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  });
  response.end();
  return true;
}

/** Puts the guard in front of every HTTP server this process starts (the standalone server's too). */
export function installMethodGuard() {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(event, ...args) {
    if (event === 'request' && answerMethod(args[0], args[1])) return true;
    return emit.call(this, event, ...args);
  };
}
