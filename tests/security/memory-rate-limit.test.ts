import { describe, expect, it } from 'vitest';
import { memoryRateLimit } from '@/lib/security/memory-rate-limit';

describe('the in-memory rate limit', () => {
  it('allows `limit` hits per key and window, then refuses until the next window', () => {
    const hit = memoryRateLimit({ limit: 3, windowMs: 1000 });
    expect([1, 2, 3, 4].map(() => hit('a', 10_100))).toEqual([true, true, true, false]);
    expect(hit('b', 10_200)).toBe(true);
    expect(hit('a', 10_999)).toBe(false);
    expect(hit('a', 11_000)).toBe(true);
  });

  it('remembers at most maxKeys keys, forgetting old windows first', () => {
    const hit = memoryRateLimit({ limit: 1, windowMs: 1000 }, 2);
    expect(hit('a', 0)).toBe(true);
    expect(hit('b', 0)).toBe(true);
    expect(hit('c', 1500)).toBe(true); // a and b belong to an old window
    expect(hit('c', 1600)).toBe(false);
    expect(hit('d', 1700)).toBe(true);
    expect(hit('e', 1800)).toBe(true); // full of current windows: the oldest (c) goes
    expect(hit('c', 1900)).toBe(true);
  });
});
