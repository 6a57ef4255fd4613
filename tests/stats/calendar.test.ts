import { describe, expect, it } from 'vitest';
import { brusselsDay, chartDays, statsWindows } from '@/lib/stats/calendar';
import { viewSource } from '@/lib/stats/source';

describe('the Brussels calendar of the statistics', () => {
  it('puts a visit in the Brussels day, across midnight and the clock changes', () => {
    expect(brusselsDay(Date.UTC(2026, 6, 14, 21, 59))).toBe('2026-07-14'); // 23:59 CEST
    expect(brusselsDay(Date.UTC(2026, 6, 14, 22, 0))).toBe('2026-07-15'); // 00:00 CEST
    expect(brusselsDay(Date.UTC(2026, 11, 31, 22, 59))).toBe('2026-12-31'); // 23:59 CET
    expect(brusselsDay(Date.UTC(2026, 11, 31, 23, 0))).toBe('2027-01-01');
    expect(brusselsDay(Date.UTC(2026, 2, 29, 0, 30))).toBe('2026-03-29'); // the night summer time starts
  });

  it('starts weeks on Monday and months on the first, in Brussels', () => {
    // Sunday 22 November 2026, 23:30 in Brussels: still in the week of Monday 16
    expect(statsWindows(Date.UTC(2026, 10, 22, 22, 30))).toMatchObject({
      today: '2026-11-22',
      weekStart: '2026-11-16',
      monthStart: '2026-11-01',
    });
    // half an hour later it is Monday 23: a new week
    expect(statsWindows(Date.UTC(2026, 10, 22, 23, 0))).toMatchObject({
      today: '2026-11-23',
      weekStart: '2026-11-23',
    });
    // 1 December 00:10 in Brussels is still 30 November in UTC: already the new month
    expect(statsWindows(Date.UTC(2026, 10, 30, 23, 10))).toMatchObject({
      today: '2026-12-01',
      monthStart: '2026-12-01',
      weekStart: '2026-11-30',
    });
  });

  it('charts the last 30 days, today included', () => {
    const days = chartDays(Date.UTC(2026, 2, 1, 10, 0));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
    expect(statsWindows(Date.UTC(2026, 2, 1, 10, 0)).chartStart).toBe('2026-01-31');
  });
});

describe('where a view came from', () => {
  const own = 'www.horizon-immo.example';
  it.each([
    [null, 'direct'],
    ['', 'direct'],
    ['https://www.horizon-immo.example/fr/a-vendre/', 'direct'],
    ['https://www.google.be/', 'search'],
    ['https://www.bing.com/search?q=x', 'search'],
    ['https://duckduckgo.com/', 'search'],
    ['https://l.facebook.com/l.php?u=x', 'social'],
    ['https://t.co/abc', 'social'],
    ['https://www.linkedin.com/feed/', 'social'],
    ['https://www.immoweb.be/fr/annonce/123', 'portal'],
    ['https://www.zimmo.be/nl/', 'portal'],
    ['https://www.athome.lu/', 'portal'],
    ['https://blog.example.org/post', 'other'],
    ['https://notgoogle.example.com/', 'other'],
    ['not a url', 'direct'],
  ] as const)('%s → %s', (referrer, source) => {
    expect(viewSource(referrer, own)).toBe(source);
  });
});

describe('search engines on country domains', () => {
  it('recognise the brand on its own domains only', () => {
    expect(viewSource('https://www.google.co.uk/', 'x.example')).toBe('search');
    expect(viewSource('https://www.google.com.br/', 'x.example')).toBe('search');
    expect(viewSource('https://google.example.com/', 'x.example')).toBe('other');
    expect(viewSource('https://search.yahoo.co.jp/', 'x.example')).toBe('search');
  });
});
