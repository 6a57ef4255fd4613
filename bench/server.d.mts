/** Types of server.mjs for the TypeScript benchmarks. */
export function waitFor(url: string, timeoutMs?: number): Promise<void>;
export function startSite(options: {
  firstPort: number;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<{ base: string; stop: () => void }>;
export function stopGroup(pid: number): void;
