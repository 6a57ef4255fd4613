// Adds up the JSON reports of vitest and Playwright into one closing line:
// "tests: N passed, N failed, N skipped". A missing report counts as a failure.
// Failed tests are named above that line, with the first line of their error, so that the
// end of a long CI log says what broke.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let missing = 0;
/** Browser-test time per spec file (ms, summed over its tests): where the suite's minutes go. */
const e2eTime = new Map();

function firstLine(message) {
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (
    plain
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function addVitest(report) {
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const path = relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(
        `unit › ${path} › ${test.fullName} (${Math.round(test.duration ?? 0)} ms): ${firstLine(test.failureMessages?.[0])}`,
      );
    }
    if (failed.length === 0 && file.status === 'failed') {
      failures.push(`unit › ${path}: ${firstLine(file.message)}`);
    }
  }
}

function playwrightFailures(suite, titles) {
  const path = [...titles, suite.title].filter(Boolean);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const spent = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
      e2eTime.set(spec.file, (e2eTime.get(spec.file) ?? 0) + spent);
      if (test.status !== 'unexpected') continue;
      const last = (test.results ?? []).at(-1);
      failures.push(
        `e2e › ${[...path, spec.title].join(' › ')} (${Math.round(last?.duration ?? 0)} ms): ${firstLine(last?.error?.message)}`,
      );
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

function addPlaywright(report) {
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  for (const suite of report.suites ?? []) playwrightFailures(suite, []);
  for (const error of report.errors ?? []) {
    totals.failed += 1;
    failures.push(`e2e › ${firstLine(error.message)}`);
  }
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`missing report: ${file}`);
    missing += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if ('numPassedTests' in report) addVitest(report);
  else addPlaywright(report);
}

if (e2eTime.size > 0) {
  const total = [...e2eTime.values()].reduce((sum, spent) => sum + spent, 0);
  console.log(
    `browser-test time by spec file (summed over its tests, ${(total / 60_000).toFixed(1)} min in all):`,
  );
  for (const [file, spent] of [...e2eTime].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    console.log(`  ${(spent / 1000).toFixed(0).padStart(5)} s  ${file}`);
  }
}

if (failures.length > 0) {
  console.log('failed:');
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log(
  `tests: ${totals.passed} passed, ${totals.failed + missing} failed, ${totals.skipped} skipped`,
);
process.exit(totals.failed + missing > 0 || totals.passed === 0 ? 1 : 0);
