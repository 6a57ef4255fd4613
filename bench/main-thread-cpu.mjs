/**
 * The CPU time a first visit costs the browser (issue 32): the page's main-thread work read as
 * thread time, which a busy or slow machine does not inflate the way it inflates wall time (and
 * so Lighthouse's figures), next to a bare Next.js page loaded in the same rounds.
 *
 * Each load is a first visit in a browser of its own (bench/trace.mjs: Debian's Chromium, empty
 * profile, 390 px, CPU not slowed), traced from navigation until BENCH_CPU_SETTLE_MS after the
 * load event. Read per load, all in thread time (the trace's `tdur`):
 * - main thread: the renderer main thread's tasks, added up;
 * - script: of that, JavaScript (evaluation, function calls, microtasks, compilation);
 * - style & layout: of that, style recalculation, layout, pre-paint and paint;
 * - other threads: the same renderer's other threads (compositor, raster, V8's background
 *   compilation and garbage collection): work moved off the main thread shows up here.
 * Printed per page: median and spread (min–max) of each, and the main thread as a multiple of the
 * bare page's median. Each round loads the bare page and then every page once, so a busy spell
 * falls on all alike. There is no target here (the targets are Lighthouse's, bench:lighthouse):
 * this says where the main thread's time goes, in a figure a slow machine does not bend as much.
 *
 *   npm run build && npm run bench:cpu
 *   BENCH_CPU_RUNS=5              loads per page (default 5)
 *   BENCH_CPU_PAGES=home,property page types (default all: home, list, filtered, property,
 *                                 project, about, contact; bench/pages.mjs)
 *   BENCH_CPU_SETTLE_MS=3000      how long after the load event the trace goes on (default 3000)
 *   BENCH_CPU_HINT_AB=1           also each page with its scripts' compile hint taken off
 *                                 (server/compile-hints.mjs), in the same rounds
 */
import { resolvePages, selectPageTypes, startBaseline } from './pages.mjs';
import { startSite } from './server.mjs';
import {
  mainThread,
  navigationStart,
  outermostEvents,
  outermostNamed,
  traceLoad,
} from './trace.mjs';
import { withoutCompileHint } from '../server/compile-hints.mjs';

const RUNS = Number(process.env.BENCH_CPU_RUNS ?? 5);
const SETTLE_MS = Number(process.env.BENCH_CPU_SETTLE_MS ?? 3000);
const PAGE_TYPES = selectPageTypes(process.env.BENCH_CPU_PAGES);
const HINT_AB = process.env.BENCH_CPU_HINT_AB === '1';

if (!(RUNS >= 1))
  throw new Error(`BENCH_CPU_RUNS must be a number ≥ 1, not ${process.env.BENCH_CPU_RUNS}`);
if (!(SETTLE_MS >= 0))
  throw new Error(
    `BENCH_CPU_SETTLE_MS must be a number ≥ 0, not ${process.env.BENCH_CPU_SETTLE_MS}`,
  );

const SCRIPT = [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'RunMicrotasks',
  'v8.compile',
  'v8.compileModule',
  'V8.Execute',
];
const STYLE_LAYOUT = [
  'UpdateLayoutTree',
  'RecalculateStyles',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
];

/** Thread time of events in ms; an event without it (rare) counts its wall time. */
const cpuMs = (list) => list.reduce((sum, e) => sum + (e.tdur ?? e.dur), 0) / 1000;

/** The figures of one traced load (see the header), in ms of thread time. */
export function loadFigures(events) {
  const main = mainThread(events);
  const start = navigationStart(events);
  const after = (list) => list.filter((e) => e.ts >= start);
  const otherThreads = new Set(
    events
      .filter((e) => e.pid === main.pid && e.tid !== main.tid && e.ph === 'X')
      .map((e) => e.tid),
  );
  let other = 0;
  for (const tid of otherThreads) other += cpuMs(after(outermostEvents(events, main.pid, tid)));
  return {
    main: cpuMs(after(outermostEvents(events, main.pid, main.tid))),
    script: cpuMs(after(outermostNamed(events, main.pid, main.tid, SCRIPT))),
    styleLayout: cpuMs(after(outermostNamed(events, main.pid, main.tid, STYLE_LAYOUT))),
    other,
  };
}

/**
 * Passes every script of the site through `transform` before the browser reads it; both arms of
 * the A/B go through it, so the route itself costs them alike.
 */
const routeScripts = (transform) => async (page) => {
  await page.route('**/_next/static/**/*.js', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: transform(await response.text()) });
  });
};
/** The scripts as served (the B of BENCH_CPU_HINT_AB), and with the compile hint taken off (the A). */
const throughRoute = routeScripts((body) => body);
const withoutHint = routeScripts(withoutCompileHint);

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const spread = (values) =>
  `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function main() {
  const site = await startSite({ firstPort: 3700 });
  const baseline = await startBaseline();
  try {
    const pages = await resolvePages(site.base, PAGE_TYPES);
    const arms = [{ label: 'bare Next.js page', url: baseline.url, bare: true }];
    for (const page of pages) {
      if (HINT_AB) {
        arms.push({ label: `${page.label}, hint`, url: page.url, prepare: throughRoute });
        arms.push({ label: `${page.label}, no hint`, url: page.url, prepare: withoutHint });
      } else arms.push({ label: page.label, url: page.url });
    }
    // the server warm, as one in service is: each page fetched a few times first
    for (let round = 0; round < 3; round += 1)
      for (const arm of arms) await (await fetch(arm.url)).text();
    const samples = new Map(arms.map((arm) => [arm, []]));
    for (let round = 1; round <= RUNS; round += 1) {
      for (const arm of arms) {
        const figures = loadFigures(
          await traceLoad(arm.url, { settleMs: SETTLE_MS, prepare: arm.prepare }),
        );
        samples.get(arm).push(figures);
      }
      console.log(`round ${round} of ${RUNS} done`);
    }
    const bareMain = median(samples.get(arms[0]).map((f) => f.main));
    console.log(
      `\nMain-thread CPU of a first visit, thread time in ms, median (min–max) of ${RUNS} loads, each in a fresh browser, CPU not slowed:\n`,
    );
    const rows = [
      ['page', 'main thread', '× bare', 'script', 'style & layout', 'other threads'],
      ...arms.map((arm) => {
        const runs = samples.get(arm);
        const pick = (key) => runs.map((f) => f[key]);
        return [
          arm.label,
          spread(pick('main')),
          (median(pick('main')) / bareMain).toFixed(2),
          spread(pick('script')),
          spread(pick('styleLayout')),
          spread(pick('other')),
        ];
      }),
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const row of rows) console.log(row.map((c, i) => c.padEnd(widths[i])).join('  '));
  } finally {
    site.stop();
    baseline.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
