import { afterEach } from 'vitest';

// The DOM matchers and React Testing Library, for the test files that run in a DOM (a
// `@vitest-environment jsdom` comment): 32 of 208. Loading them for every file cost each Node-only
// file a quarter of a second of importing React DOM, some 50 s of the unit run's worker time.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
  });
}
