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
  {
    // `as never` silences the compiler for a link or a message key it could check: type the value
    // instead (RouteHref in lib/i18n/href.ts, the key types in lib/i18n/message-keys.ts). Tests may.
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'proxy.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSNeverKeyword',
          message:
            'No `as never`: give the value its real type (a RouteHref, a typed message key).',
        },
        {
          selector: 'TSTypeAssertion > TSNeverKeyword',
          message: 'No `<never>` cast: give the value its real type.',
        },
      ],
    },
  },
  {
    // The product never depends on the demo generators or the benchmarks (demo/README.md): they
    // may import the product, not the other way round.
    files: [
      'app/**/*.{ts,tsx}',
      'components/**/*.{ts,tsx}',
      'lib/**/*.{ts,tsx}',
      'server/**/*.{ts,mjs,cjs}',
      'scripts/**/*.{ts,mjs}',
      'proxy.ts',
      'instrumentation.ts',
      'next.config.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@/|(\\.\\./)+|\\./)(demo|bench)(/|$)',
              message: 'The product does not import demo/ or bench/ (demo/README.md).',
            },
          ],
        },
      ],
    },
  },
  // CommonJS modules load their dependencies with require()
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'var/**',
    'bench/baseline/**',
  ]),
]);
