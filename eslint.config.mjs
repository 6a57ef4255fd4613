import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Pages are server HTML linked with plain anchors (components/ui/locale-link.tsx): a router
    // link is a client component that hydrates and prefetches, which phones pay for (issue 17).
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  // CommonJS modules load their dependencies with require()
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores(['.next/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'var/**', 'bench/baseline/**']),
]);
