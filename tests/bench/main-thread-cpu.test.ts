import { describe, expect, it } from 'vitest';
import { loadFigures } from '@/bench/main-thread-cpu.mjs';
import { mainThread, navigationStart, outermostEvents } from '@/bench/trace.mjs';
import type { TraceEvent } from '@/bench/trace.mjs';

/** How `bench:cpu` reads a devtools trace (issue 32): thread time, each piece of work once. */
const PAGE = 10;
const MAIN = 1;
const COMPOSITOR = 2;

const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
});
const slice = (
  name: string,
  ts: number,
  dur: number,
  tdur: number | undefined,
  { pid = PAGE, tid = MAIN } = {},
): TraceEvent => ({ name, ph: 'X', pid, tid, ts, dur, tdur });

const navigation: TraceEvent = {
  name: 'navigationStart',
  ph: 'R',
  pid: PAGE,
  tid: MAIN,
  ts: 1_000,
  args: { data: { documentLoaderURL: 'http://127.0.0.1/fr/' } },
};

const trace: TraceEvent[] = [
  meta(PAGE, MAIN, 'CrRendererMain'),
  meta(PAGE, COMPOSITOR, 'Compositor'),
  // an about:blank renderer before the page's: it parsed less HTML
  meta(99, 1, 'CrRendererMain'),
  slice('ParseHTML', 500, 100, 100, { pid: 99, tid: 1 }),
  navigation,
  // before navigation: not counted
  slice('RunTask', 200, 400, 400),
  // a task of 30 ms wall, 20 ms CPU: parsing, which runs a script that calls a function
  slice('RunTask', 2_000, 30_000, 20_000),
  slice('ParseHTML', 2_100, 25_000, 16_000),
  slice('EvaluateScript', 3_000, 12_000, 10_000),
  slice('FunctionCall', 4_000, 5_000, 4_000),
  // a task with style and layout, one nested in the other's time span (a forced layout)
  slice('ThreadControllerImpl::RunTask', 40_000, 10_000, 8_000),
  slice('UpdateLayoutTree', 40_100, 3_000, 3_000),
  slice('Layout', 43_200, 5_000, 4_000),
  slice('Paint', 43_500, 1_000, 1_000),
  // a task without thread time counts its wall time
  slice('RunTask', 60_000, 2_000, undefined),
  // the compositor's tasks
  slice('ThreadControllerImpl::RunTask', 2_000, 3_000, 1_500, { tid: COMPOSITOR }),
  slice('Commit', 2_100, 1_000, 500, { tid: COMPOSITOR }),
  slice('ThreadControllerImpl::RunTask', 50_000, 1_000, 1_000, { tid: COMPOSITOR }),
];

describe('bench:cpu’s reading of a trace', () => {
  it('takes the renderer main thread that parsed the most HTML, and its navigation start', () => {
    expect(mainThread(trace)).toMatchObject({ pid: PAGE, tid: MAIN });
    expect(navigationStart(trace)).toBe(1_000);
  });

  it('counts a thread’s outermost events only, so nested work is not counted twice', () => {
    const outer = outermostEvents(trace, PAGE, MAIN).map((e) => e.ts);
    expect(outer).toEqual([200, 2_000, 40_000, 60_000]);
  });

  it('adds up thread time after navigation: main thread, script, style and layout, other threads', () => {
    expect(loadFigures(trace)).toEqual({
      main: (20_000 + 8_000 + 2_000) / 1000,
      script: 10_000 / 1000,
      styleLayout: (3_000 + 4_000) / 1000,
      other: (1_500 + 1_000) / 1000,
    });
  });
});
