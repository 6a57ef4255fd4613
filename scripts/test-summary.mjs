// Adds up the JSON reports of vitest and Playwright into one closing line:
// "tests: N passed, N failed, N skipped". A missing report counts as a failure.
import { existsSync, readFileSync } from 'node:fs';

const totals = { passed: 0, failed: 0, skipped: 0 };
let missing = 0;

function addVitest(report) {
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function addPlaywright(report) {
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  if ((report.errors ?? []).length > 0) totals.failed += report.errors.length;
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

console.log(
  `tests: ${totals.passed} passed, ${totals.failed + missing} failed, ${totals.skipped} skipped`,
);
process.exit(totals.failed + missing > 0 || totals.passed === 0 ? 1 : 0);
