/**
 * A page load traced in a browser of its own (Debian's Chromium, `CHROME_PATH`), and readings of
 * the trace shared by the trace benchmarks (bench/long-tasks.mjs, bench/main-thread-cpu.mjs).
 */
import { playwrightDisableFeaturesFlag } from '../e2e/support/browser-features.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'toplevel',
  '__metadata',
];

/**
 * Loads `url` in a fresh browser (empty profile, so no code cache of an earlier load; the address
 * bar's popup pages off, e2e/support/browser-features.mjs) at 390 px,
 * the CPU slowed `slowdown` times, traced from before navigation until `settleMs` after the load
 * event; `prepare(page)` runs before navigation (routes, say). Returns the trace's events.
 */
export async function traceLoad(url, { slowdown = 1, settleMs = 3000, prepare } = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      playwrightDisableFeaturesFlag(),
    ],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    if (slowdown !== 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    if (prepare) await prepare(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const buffer = await browser.stopTracing();
    return JSON.parse(buffer.toString('utf8')).traceEvents;
  } finally {
    await browser.close();
  }
}

/** The page's main thread: the renderer main thread that parsed the page's HTML (the most ParseHTML time). */
export function mainThread(events) {
  const names = events.filter(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  let best = null;
  let bestTime = -1;
  for (const n of names) {
    const time = events
      .filter((e) => e.pid === n.pid && e.tid === n.tid && e.name === 'ParseHTML' && e.dur)
      .reduce((sum, e) => sum + e.dur, 0);
    if (time > bestTime) [best, bestTime] = [n, time];
  }
  if (!best) throw new Error('the trace has no renderer main thread');
  return best;
}

/** The start of the page's navigation (its `navigationStart` mark), in trace microseconds. */
export function navigationStart(events) {
  const nav =
    events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
    ) ?? events.find((e) => e.name === 'navigationStart');
  return nav?.ts ?? 0;
}

/**
 * The complete ('X') events of one thread that no earlier event of the thread encloses, in time
 * order: on a renderer's main thread, its tasks. Their durations add up without counting twice.
 */
export function outermostEvents(events, pid, tid) {
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outer = [];
  let coveredUntil = -Infinity;
  for (const e of own) {
    if (e.ts < coveredUntil) continue;
    outer.push(e);
    coveredUntil = e.ts + e.dur;
  }
  return outer;
}

/**
 * The events named `names` on one thread that no other event of those names encloses (a script
 * evaluation that calls a function counts once), in time order.
 */
export function outermostNamed(events, pid, tid, names) {
  return outermostEvents(
    events.filter((e) => names.includes(e.name)),
    pid,
    tid,
  );
}
