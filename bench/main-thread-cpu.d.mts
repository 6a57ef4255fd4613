/** Types of main-thread-cpu.mjs for the tests. */
import type { TraceEvent } from './trace.mjs';
export interface LoadFigures {
  main: number;
  script: number;
  styleLayout: number;
  other: number;
}
export declare function loadFigures(events: TraceEvent[]): LoadFigures;
