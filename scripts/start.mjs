/**
 * `npm start`: the production server from the standalone build (`npm run build` first).
 * Listens on `PORT` (3000) and `LISTEN_HOST` (all interfaces; `localhost` for loopback only), and
 * keeps the site's own files (the default SQLite database) in the project's `var/` unless
 * `VAR_DIR` says otherwise — the standalone folder is replaced by every build.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installGracefulStop } from './graceful-stop.mjs';
import { installMethodGuard } from './method-guard.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, '.next', 'standalone', 'server.js');
if (!existsSync(server)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
process.env.VAR_DIR ||= join(root, 'var');
// The standalone server listens on HOSTNAME, which shells and containers often set to the
// machine's name. And with an address other than 0.0.0.0 or localhost, Next.js 16.4 builds the
// proxy's rewrites for `localhost` but compares them with that address, takes every translated
// path for an external rewrite and loops (308). Hence a variable of our own, checked.
const listenHost = process.env.LISTEN_HOST?.trim() || '0.0.0.0';
if (!['0.0.0.0', '::', 'localhost'].includes(listenHost)) {
  console.error(
    `LISTEN_HOST must be 0.0.0.0, :: or localhost (got ${listenHost}); see README › Configuration.`,
  );
  process.exit(1);
}
process.env.HOSTNAME = listenHost;
installMethodGuard();
installGracefulStop();
await import(server);
