/**
 * The long tasks of a page load, and what is in them: Debian's Chromium (`CHROME_PATH`) through
 * Playwright, the CPU slowed (`BENCH_CPU_SLOWDOWN`, default 4), a fresh browser per run, a
 * performance trace from navigation until `BENCH_TRACE_SETTLE_MS` (default 5000) after the load
 * event. Per run: every top-level main-thread task of ≥ 50 ms, its start and length, and the
 * scripts it ran (the heaviest three, by URL's file name, with their own time); then the median
 * and spread of the count of long tasks, their total and the longest, over the runs.
 *
 *   node bench/long-tasks.mjs http://127.0.0.1:3202/en/contact/ [more URLs]
 *   BENCH_TRACE_RUNS=3   runs per URL (default 3)
 *   BENCH_TRACE_LAYOUT=1 also every style recalculation and layout of ≥ 10 ms, with the count
 *                        of elements restyled and of layout objects laid out (of all of them)
 *
 * It starts no server: point it at one that runs (`npm start`).
 */
import { mainThread, navigationStart, outermostNamed, traceLoad } from './trace.mjs';

const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const SETTLE_MS = Number(process.env.BENCH_TRACE_SETTLE_MS ?? 5000);
const LONG_MS = 50;
/** What a main-thread task is called in the trace (one may wrap the other). */
const TASK_NAMES = ['RunTask', 'ThreadControllerImpl::RunTask'];
const LAYOUT = process.env.BENCH_TRACE_LAYOUT === '1';

const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('usage: node bench/long-tasks.mjs URL [URL…]');

const fileOf = (url) => (url ? url.split('/').pop().split('?')[0] || url : '(inline)');

function longTasks(events, navigationStart) {
  const main = mainThread(events);
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = outermostNamed(events, main.pid, main.tid, TASK_NAMES);
  const scripts = own.filter((e) =>
    [
      'EvaluateScript',
      'v8.evaluateModule',
      'FunctionCall',
      'v8.compile',
      'v8.compileModule',
    ].includes(e.name),
  );
  const long = [];
  for (const task of tasks) {
    if (task.dur < LONG_MS * 1000) continue;
    const end = task.ts + task.dur;
    const byFile = new Map();
    // top-level script events inside the task (nested ones would count twice)
    let coveredUntil = 0;
    for (const s of scripts) {
      if (s.ts < task.ts || s.ts >= end || s.ts < coveredUntil) continue;
      coveredUntil = s.ts + s.dur;
      const url = s.args?.data?.url ?? s.args?.data?.scriptName ?? s.args?.data?.functionName ?? '';
      const key = `${s.name === 'FunctionCall' ? 'call' : 'eval'} ${fileOf(url)}`;
      byFile.set(key, (byFile.get(key) ?? 0) + s.dur / 1000);
    }
    // what else the task did: its direct children by name (parsing, style, layout, GC…)
    const byKind = new Map();
    let childUntil = 0;
    for (const e of own) {
      // a task wrapper inside the task (the scheduler's inside the thread's) is not work: look inside
      if (TASK_NAMES.includes(e.name)) continue;
      if (e === task || e.ts < task.ts || e.ts >= end || e.ts < childUntil) continue;
      childUntil = e.ts + e.dur;
      byKind.set(e.name, (byKind.get(e.name) ?? 0) + e.dur / 1000);
    }
    long.push({
      start: Math.round((task.ts - navigationStart) / 1000),
      ms: Math.round(task.dur / 1000),
      scripts: [
        ...[...byFile]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([k, v]) => `${k} ${Math.round(v)}`),
        `| ${[...byKind]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([k, v]) => `${k} ${Math.round(v)}`)
          .join(', ')}`,
      ],
    });
  }
  return long;
}

/** The main thread's style recalculations and layouts of ≥ 10 ms: when, how long, how much. */
function layouts(events, navigationStart) {
  const main = mainThread(events);
  return events
    .filter(
      (e) =>
        e.pid === main.pid &&
        e.tid === main.tid &&
        (e.name === 'Layout' || e.name === 'UpdateLayoutTree') &&
        e.dur >= 10_000,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const at = `${Math.round((e.ts - navigationStart) / 1000)} ms: ${e.name} ${Math.round(e.dur / 1000)} ms`;
      if (e.name === 'UpdateLayoutTree') return `${at}, ${e.args?.elementCount ?? '?'} elements`;
      const data = e.args?.beginData ?? {};
      return `${at}, ${data.dirtyObjects ?? '?'} of ${data.totalObjects ?? '?'} layout objects`;
    });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2
    ? s[(s.length - 1) / 2]
    : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};
const spread = (values) => `${median(values)} (${Math.min(...values)}–${Math.max(...values)})`;

for (const url of urls) {
  const counts = [];
  const totals = [];
  const longest = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const traceEvents = await traceLoad(url, { slowdown: SLOWDOWN, settleMs: SETTLE_MS });
    const start = navigationStart(traceEvents);
    const tasks = longTasks(traceEvents, start);
    counts.push(tasks.length);
    totals.push(tasks.reduce((sum, t) => sum + t.ms, 0));
    longest.push(Math.max(0, ...tasks.map((t) => t.ms)));
    console.log(`${url} run ${run}: ${tasks.length} long task(s)`);
    for (const t of tasks) console.log(`  at ${t.start} ms: ${t.ms} ms  ${t.scripts.join(', ')}`);
    if (LAYOUT) for (const line of layouts(traceEvents, start)) console.log(`  ${line}`);
  }
  console.log(
    `${url}: CPU ${SLOWDOWN}×, ${RUNS} run(s): long tasks ${spread(counts)}, their total ${spread(totals)} ms, the longest ${spread(longest)} ms`,
  );
}
