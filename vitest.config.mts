import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('./', import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: root },
      // Server-only modules are imported by tests on purpose; the guard is for client bundles.
      { find: /^server-only$/, replacement: `${root}tests/support/empty-module.ts` },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    globals: true,
    setupFiles: ['tests/support/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    server: { deps: { inline: ['next-intl'] } },
  },
});
