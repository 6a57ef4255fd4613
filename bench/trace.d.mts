/** Types of trace.mjs for the tests. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export declare const CHROME_PATH: string;
export declare function traceLoad(
  url: string,
  options?: { slowdown?: number; settleMs?: number; prepare?: (page: unknown) => Promise<void> },
): Promise<TraceEvent[]>;
export declare function mainThread(events: TraceEvent[]): TraceEvent;
export declare function navigationStart(events: TraceEvent[]): number;
export declare function outermostEvents(
  events: TraceEvent[],
  pid: number,
  tid: number,
): TraceEvent[];
export declare function outermostNamed(
  events: TraceEvent[],
  pid: number,
  tid: number,
  names: string[],
): TraceEvent[];
