import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const folder = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function summarise(reports: Record<string, unknown>) {
  const files = Object.entries(reports).map(([name, report]) => {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(report));
    return file;
  });
  const result = spawnSync('node', ['scripts/test-summary.mjs', ...files], { encoding: 'utf8' });
  return { status: result.status, out: result.stdout };
}

const vitestReport = (failed: boolean) => ({
  numPassedTests: 2,
  numFailedTests: failed ? 1 : 0,
  numPendingTests: 1,
  testResults: [
    {
      name: path.join(process.cwd(), 'tests/db/store.test.ts'),
      status: failed ? 'failed' : 'passed',
      assertionResults: [
        { fullName: 'the store keeps a mail', status: 'passed', duration: 3 },
        failed
          ? {
              fullName: 'the store retries a mail',
              status: 'failed',
              duration: 5012.4,
              failureMessages: [
                '\u001b[31mError: Test timed out in 5000ms.\u001b[39m\n    at stack line',
              ],
            }
          : { fullName: 'the store retries a mail', status: 'passed', duration: 4 },
      ],
    },
  ],
});

const playwrightReport = {
  stats: { expected: 3, flaky: 1, unexpected: 1, skipped: 0 },
  errors: [],
  suites: [
    {
      title: 'forms.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the visit form',
          specs: [
            {
              title: 'books a slot',
              tests: [{ status: 'expected', results: [{ duration: 900 }] }],
            },
            {
              title: 'keeps the input',
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    {
                      duration: 1200,
                      error: { message: 'expect(locator).toBeVisible() failed\n\nLocator: …' },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('the closing summary of the test run', () => {
  it('adds up both reports and names each failed test with its error', () => {
    const { status, out } = summarise({
      'unit.json': vitestReport(true),
      'e2e.json': playwrightReport,
    });
    expect(status).toBe(1);
    expect(out).toContain(
      '✘ unit › tests/db/store.test.ts › the store retries a mail (5012 ms): Error: Test timed out in 5000ms.',
    );
    expect(out).toContain(
      '✘ e2e › forms.spec.ts › the visit form › keeps the input (1200 ms): expect(locator).toBeVisible() failed',
    );
    expect(out).not.toContain('books a slot');
    expect(out.trim().split('\n').at(-1)).toBe('tests: 6 passed, 2 failed, 1 skipped');
  });

  it('passes a clean run and counts a missing report as a failure', () => {
    expect(summarise({ 'clean.json': vitestReport(false) })).toEqual({
      status: 0,
      out: 'tests: 2 passed, 0 failed, 1 skipped\n',
    });
    const missing = spawnSync(
      'node',
      ['scripts/test-summary.mjs', path.join(folder, 'none.json')],
      {
        encoding: 'utf8',
      },
    );
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('missing report');
  });
});
