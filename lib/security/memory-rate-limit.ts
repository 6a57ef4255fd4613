import type { RateLimit } from '@/lib/db/rate-limits';

type Window = { start: number; count: number };

/**
 * A rate limit kept in this process's memory, for read-only answers too cheap to be worth a
 * database write per request (the list's live count). Fixed windows per key; at most
 * `maxKeys` keys are remembered, and when they are all in use the oldest windows are forgotten
 * first, so a flood of addresses cannot grow the map.
 */
export function memoryRateLimit({ limit, windowMs }: RateLimit, maxKeys = 10_000) {
  const windows = new Map<string, Window>();
  return function hit(key: string, now = Date.now()): boolean {
    const start = Math.floor(now / windowMs) * windowMs;
    const current = windows.get(key);
    if (current && current.start === start) {
      current.count += 1;
      return current.count <= limit;
    }
    windows.delete(key);
    if (windows.size >= maxKeys) {
      for (const [old, window] of windows) {
        if (windows.size < maxKeys && window.start === start) break;
        windows.delete(old);
      }
    }
    windows.set(key, { start, count: 1 });
    return limit >= 1;
  };
}
