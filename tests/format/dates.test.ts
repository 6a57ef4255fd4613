import { describe, expect, it } from 'vitest';
import { formatDate, formatDay } from '@/lib/format/dates';

describe('dates in the visitor’s language, on Brussels time', () => {
  it('writes a moment as its Brussels date, also just after midnight there', () => {
    // 23:30 UTC on 21 November is already 22 November in Brussels (UTC+1)
    const lateEvening = Date.UTC(2026, 10, 21, 23, 30);
    expect(formatDate(lateEvening, 'en')).toBe('22 November 2026');
    expect(formatDate(lateEvening, 'fr')).toBe('22 novembre 2026');
    expect(formatDate(lateEvening, 'nl')).toBe('22 november 2026');
    expect(formatDate(lateEvening, 'de')).toBe('22. November 2026');
  });

  it('writes a calendar day the same anywhere, long or short', () => {
    expect(formatDay('2026-03-29', 'en')).toBe('29 March 2026');
    expect(formatDay('2026-03-29', 'fr', 'short')).toMatch(/^29 mars\.?$/);
  });
});
