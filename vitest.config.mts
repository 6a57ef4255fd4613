import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));
/** Test files that load next.config.ts, and with it a native addon that refuses worker threads. */
const IN_A_PROCESS = ['tests/media/image-sizes.test.ts'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      // Server-only modules are imported by tests on purpose; the guard is for client bundles.
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  test: {
    environment: 'node',
    globals: true,
    // A timeout here only catches a hang: speed is measured by `npm run bench`, never by a unit
    // test. On a loaded 2-core CI machine, scrypt, SQLite under lock and PostgreSQL migrations
    // have taken longer than vitest's defaults (5 s a test, 10 s a hook).
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, which then
    // ran the files one after the other (216 s). Many tests wait on a database, a stand-in server
    // or a timer rather than on the CPU, so three workers on two cores overlap that waiting: 122 s
    // measured on the same machine, every file passing.
    maxWorkers: '150%',
    // Worker threads, not child processes: each test file runs in a fresh worker either way, and a
    // thread starts faster than a process. 243 → 213 s for the whole unit run on a slow 2-core
    // machine (430 → 375 CPU-s), every file passing. A file that loads a native addon built for
    // the main thread only (next-intl's plugin → @parcel/watcher, through next.config.ts) runs in a
    // child process of its own: `Module did not self-register` in a thread.
    projects: [
      {
        extends: true,
        test: {
          name: 'threads',
          pool: 'threads',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...IN_A_PROCESS],
        },
      },
      {
        extends: true,
        test: { name: 'process', pool: 'forks', include: IN_A_PROCESS },
      },
    ],
    // What the next-intl plugin sets from `trailingSlash: true` in next.config.ts.
    env: { _next_intl_trailing_slash: 'true' },
    setupFiles: ['tests/support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    server: { deps: { inline: ['next-intl'] } },
  },
});
