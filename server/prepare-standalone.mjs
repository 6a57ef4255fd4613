/**
 * After `next build` (npm's postbuild): completes `.next/standalone/`, the self-contained release
 * that `output: 'standalone'` writes, with what Next.js leaves for a CDN to serve — `public/` and
 * `.next/static/` — so that the folder runs on its own with `node server.js`
 * (docs/deployment.md). The browser's scripts get V8's compile hint first (compile-hints.mjs).
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const standalone = join(root, '.next', 'standalone');
if (!existsSync(join(standalone, 'server.js'))) {
  console.error(
    'prepare-standalone: .next/standalone/server.js is missing (is output: "standalone" set in next.config.ts?)',
  );
  process.exit(1);
}
// a release carries no data of this machine: the var folder (databases with visitors' requests,
// the development secret) and database files must never travel with it
const leaked = ['var', 'test-results'].filter((name) => existsSync(join(standalone, name)));
if (leaked.length > 0) {
  console.error(
    `prepare-standalone: the release holds ${leaked.join(', ')}/ (the file tracer followed a path into it: see lib/runtime/var-dir.ts)`,
  );
  process.exit(1);
}
// V8's compile hint on every browser script, before the files are copied (server/compile-hints.mjs)
const hinted = addCompileHints(join(root, '.next', 'static', 'chunks'));
console.log(`prepare-standalone: compile hint added to ${hinted} scripts`);
for (const [from, to] of [
  [join(root, 'public'), join(standalone, 'public')],
  [join(root, '.next', 'static'), join(standalone, '.next', 'static')],
]) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}
