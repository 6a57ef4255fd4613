import { describe, expect, it } from 'vitest';
import { ConfigError } from '@/lib/content/validate';
import { screenFeed } from '@/lib/data/feed-screen';
import { generatePayload } from '@/demo/listings/payload';

/* Issue 35 item 6: a hostile or broken feed is refused or quarantined with a reason, never a crash. */
const served = generatePayload({ seed: 5, count: 12, locales: ['fr', 'en'], projects: 0 });

const refusal = (feed: unknown): string => {
  try {
    screenFeed(feed, served, 'feed.json');
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the feed was accepted');
};

describe('screening a feed', () => {
  it('refuses what is not a feed at all, saying what a feed must carry', () => {
    expect(refusal([])).toBe('feed.json: not an object of record lists');
    expect(refusal(null)).toBe('feed.json: not an object of record lists');
    expect(refusal({})).toContain('no "listings" list — the one list a feed must carry');
    expect(refusal({ listings: [], extra: [] })).toContain('unknown list "extra"');
    expect(refusal({ listings: [], webIDs: [{ ID: 'x' }] })).toMatch(/webIDs\[0\].*ID/);
  });

  it('quarantines records that are not listings at all, each named by its place, and publishes the rest', () => {
    const good = served.listings.filter((record) => record.ID === served.listings[0]!.ID);
    const screened = screenFeed(
      { listings: [null, 5, 'x', { ID: -1 }, { ID: 4242, language: 'fr' }, ...good] },
      served,
      'feed.json',
    );
    expect(screened.quarantined.map((entry) => [entry.record, entry.kept])).toEqual([
      ['listings[0]', false],
      ['listings[1]', false],
      ['listings[2]', false],
      ['listings[3]', false],
      ['listing 4242', false],
    ]);
    expect(screened.quarantined[4]!.reasons[0]).toMatch(/^listings\[4\] \(ID 4242, fr\) › /);
    expect(screened.payload.listings).toEqual(good);
    expect(screened.derived).toEqual(['webIDs', 'citys', 'citysSale', 'citysRent']);
  });
});
