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
import { listenHost } from './listen-host.mjs';
import { installMethodGuard } from './method-guard.mjs';
import { installResponseCache } from './response-cache.mjs';
import { installSitemapGate } from './sitemap-gate.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, '.next', 'standalone', 'server.js');
if (!existsSync(server)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
process.env.VAR_DIR ||= join(root, 'var');
// not HOSTNAME, which Next.js would take as it is: server/listen-host.mjs says why
const listen = listenHost(process.env);
if (listen.error !== undefined) {
  console.error(listen.error);
  process.exit(1);
}
process.env.HOSTNAME = listen.host;
// each installed wraps those before it: the response cache sits next to Next.js, the sitemap's
// line before it, the method guard before that, and the stop's tracker (below) sees every request
installResponseCache();
installSitemapGate();
installMethodGuard();
installGracefulStop();
await import(server);
