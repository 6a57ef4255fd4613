import { describe, expect, it } from 'vitest';
import { isBot, isPrefetch } from '@/lib/stats/visitor';

const headers = (entries: Record<string, string>) => new Headers(entries);

describe('who is not a visitor', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Safari/537.36',
    'curl/8.4.0',
    '',
  ])('a crawler or a script: %s', (agent) => {
    expect(isBot(agent)).toBe(true);
  });

  it('a browser is a visitor', () => {
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      ),
    ).toBe(false);
  });

  it('a prefetch or prerender is not a visit', () => {
    expect(isPrefetch(headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetch(headers({ purpose: 'prefetch' }))).toBe(true);
    expect(isPrefetch(headers({}))).toBe(false);
  });
});
