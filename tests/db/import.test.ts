import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getListing, getRemovedListing } from '@/lib/data';
import { checkDataVersion, followDataVersion } from '@/lib/data/data-follow';
import { importFeed, type ImportResult } from '@/lib/import/feed-import';
import { installedVersion, installVersion } from '@/lib/data/load';
import { MARQUEE_NONE, MARQUEE_SOLD, type RawPayload } from '@/lib/data/schema';
import {
  currentVersion,
  listVersions,
  mediaCount,
  readMedia,
  rollBack,
  STALE_LOCK_MS,
  takeImportLock,
} from '@/lib/db/data-versions';
import { importedVariantKey } from '@/lib/media/imported';
import { VARIANT_WIDTHS } from '@/lib/media/variants';
import { generatePayload } from '@/demo/listings/payload';
import { describeEachStore } from './support';

/** The "bundled" data set of these tests: a small generated one, so that each import takes a moment. */
const BUNDLED = generatePayload({ seed: 23, count: 40, locales: ['fr', 'en'], projects: 1 });
const T0 = new Date(Date.UTC(2026, 10, 25, 6, 0, 0));
const later = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

const ids = [...new Set(BUNDLED.listings.map((record) => record.ID))];
const recordsOf = (payload: RawPayload, id: number) =>
  payload.listings.filter((record) => record.ID === id);
const plain = BUNDLED.listings.filter(
  (record) =>
    record.Goal === 0 &&
    record.Marquee === MARQUEE_NONE &&
    record.ProjectID === null &&
    record.PublishPrice,
);
const [repriced, photographed, removed, sold] = [...new Set(plain.map((record) => record.ID))] as [
  number,
  number,
  number,
  number,
];
const soldName = (language: string) =>
  BUNDLED.listings.find((record) => record.Marquee === MARQUEE_SOLD && record.language === language)
    ?.MarqueeName ?? 'sold';

let dir: string;
let bundledFile: string;

function writeFeed(name: string, payload: RawPayload): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

/** The bundled set with one price up 5 %, one listing's photos from a local file, one listing gone and one sold. */
function dailyFeed(): RawPayload {
  const feed = structuredClone(BUNDLED);
  for (const record of recordsOf(feed, repriced)) record.Price = Math.round(record.Price * 1.05);
  for (const record of recordsOf(feed, photographed)) {
    record.Pictures[0]!.Url = 'photos/front.jpg';
    record.SmallPictureItem.Url = 'photos/front.jpg';
    if (record.Pictures[1]) record.Pictures[1].Url = 'photos/missing.jpg';
  }
  for (const record of recordsOf(feed, sold))
    Object.assign(record, { Marquee: MARQUEE_SOLD, MarqueeName: soldName(record.language) });
  feed.listings = feed.listings.filter((record) => record.ID !== removed);
  return feed;
}

const imported = (result: ImportResult) => {
  if (result.status !== 'imported')
    throw new Error(
      `expected an import, got ${result.status}: ${'message' in result ? result.message : ''}`,
    );
  return result;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-test-'));
  bundledFile = join(dir, 'bundled.json');
  writeFileSync(bundledFile, JSON.stringify(BUNDLED));
  // the site's own data set in these tests (lib/data reads DATA_FILE) is that small one too
  process.env.DATA_FILE = bundledFile;
  await mkdir(join(dir, 'photos'));
  await sharp({
    create: { width: 2000, height: 1300, channels: 3, background: { r: 120, g: 140, b: 90 } },
  })
    .jpeg()
    .toFile(join(dir, 'photos', 'front.jpg'));
});

const dataFile = process.env.DATA_FILE;
afterAll(() => {
  installVersion(null);
  if (dataFile === undefined) delete process.env.DATA_FILE;
  else process.env.DATA_FILE = dataFile;
  rmSync(dir, { recursive: true, force: true });
});

describeEachStore('feed import', (database, store) => {
  beforeAll(() => installVersion(null));
  afterAll(() => installVersion(null));

  it('imports a valid feed as one new version, with its summary, price history and photos, and the site follows it whole', async () => {
    const { db } = database;
    const feed = dailyFeed();
    const result = imported(
      await importFeed(db, writeFeed('daily.json', feed), { bundledFile, now: T0 }),
    );
    const before = recordsOf(BUNDLED, repriced)[0]!.Price;
    expect(result.diff.prices).toEqual([
      { id: repriced, previous: before, price: Math.round(before * 1.05) },
    ]);
    expect(result.diff.statuses).toEqual([
      { id: sold, previous: MARQUEE_NONE, status: MARQUEE_SOLD },
    ]);
    expect(result.diff.removed).toEqual([removed]);
    expect(result.diff.added).toEqual([]);
    expect(result.diff.changed.find((change) => change.id === photographed)?.fields).toEqual([
      'Pictures',
      'SmallPictureItem',
    ]);
    expect(result.diff.changed.find((change) => change.id === sold)?.fields).toEqual([
      'Marquee',
      'MarqueeName',
    ]);
    // one source photo in two sizes: the photo (at most 1,600 px) and the 250 px thumbnail
    expect(result.media).toEqual({ stored: 2, reused: 0 });
    // reported once, though each of the listing's four language records names it
    expect(result.missing).toEqual([
      {
        record: `listing ${photographed} › Pictures › 1`,
        url: 'photos/missing.jpg',
        reason: 'file not found',
      },
    ]);
    expect((await currentVersion(db))?.id).toBe(result.versionId);

    // the running site: nothing changes until it follows, then everything at once
    expect(getListing(repriced, 'en')?.price).toBe(before);
    expect(await followDataVersion(db)).toBe('switched');
    expect(installedVersion()).toBe(result.versionId);
    const listing = getListing(repriced, 'en')!;
    expect(listing.price).toBe(Math.round(before * 1.05));
    expect(listing.priceHistory).toEqual([
      { date: T0.toISOString(), previous: before, price: Math.round(before * 1.05) },
    ]);
    expect(listing.updatedAt).toBe(T0.toISOString());
    expect(getListing(sold, 'fr')?.banner).toBe('sold');
    expect(getListing(removed, 'en')).toBeNull();
    expect(getRemovedListing(removed, 'en')?.id).toBe(removed);
    const photo = getListing(photographed, 'fr')!;
    expect(photo.pictures[0]).toMatchObject({ width: 1600, height: 1040 });
    expect(photo.pictures[0]!.url).toMatch(/^\/media\/imported\/[0-9a-f]{24}-1600\.jpg$/);
    expect(photo.pictures).toHaveLength(recordsOf(BUNDLED, photographed)[0]!.Pictures.length - 1);
    expect(photo.thumbnail.url).toMatch(/-250\.jpg$/);
    const stored = await readMedia(
      db,
      photo.pictures[0]!.url.slice('/media/imported/'.length, -'.jpg'.length),
    );
    expect(stored).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 1040 });
    expect((await sharp(Buffer.from(stored!.bytes)).metadata()).width).toBe(1600);
    // and every width a page can ask for, made now rather than on its first visitor's request
    const key = photo.pictures[0]!.url.slice('/media/imported/'.length, -'.jpg'.length);
    for (const width of VARIANT_WIDTHS) {
      const variant = await readMedia(db, importedVariantKey(key, width));
      expect(variant, `${width} px`).toMatchObject({
        contentType: 'image/webp',
        width: Math.min(width, 1600),
      });
      expect((await sharp(Buffer.from(variant!.bytes)).metadata()).width).toBe(
        Math.min(width, 1600),
      );
    }
    expect(await followDataVersion(db)).toBe('unchanged');
  });

  it('refuses an invalid feed with --strict, naming the record and field, and changes nothing', async () => {
    const { db } = database;
    const [versions, media, current] = [
      await listVersions(db),
      await mediaCount(db),
      await currentVersion(db),
    ];
    const broken = dailyFeed();
    const target = recordsOf(broken, repriced).find((record) => record.language === 'en')!;
    (target as unknown as Record<string, unknown>).Zip = '12345';
    const result = await importFeed(db, writeFeed('broken.json', broken), {
      bundledFile,
      now: later(1),
      strict: true,
      notify: false,
    });
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.message).toMatch(
      new RegExp(`${repriced}.*Zip|Zip.*${repriced}`, 's'),
    );

    const disagreeing = dailyFeed();
    recordsOf(disagreeing, photographed).find((record) => record.language === 'fr')!.Bedrooms = 9;
    const second = await importFeed(db, writeFeed('disagreeing.json', disagreeing), {
      bundledFile,
      now: later(1),
      strict: true,
      notify: false,
    });
    expect(second.status === 'invalid' && second.message).toMatch(
      new RegExp(`${photographed}[^\\n]*Bedrooms`),
    );

    expect(await listVersions(db)).toEqual(versions);
    expect(await mediaCount(db)).toBe(media);
    expect(await currentVersion(db)).toEqual(current);
    writeFileSync(join(dir, 'cut.json'), '{"listings": [');
    const unreadable = await importFeed(db, join(dir, 'cut.json'), { bundledFile });
    expect(unreadable.status).toBe('invalid');
  });

  it('holds a feed that removes half the listings until it is accepted; a dry run only reports', async () => {
    const { db } = database;
    const current = await currentVersion(db);
    const half = structuredClone(dailyFeed());
    const gone = new Set(ids.filter((_, index) => index % 2 === 1));
    half.listings = half.listings.filter((record) => !gone.has(record.ID));
    const file = writeFeed('half.json', half);
    const held = await importFeed(db, file, { bundledFile, now: later(2) });
    expect(held.status).toBe('held');
    expect(held.status === 'held' && held.reasons.join()).toMatch(/removes \d+ of \d+ listings/);
    const dry = await importFeed(db, file, {
      bundledFile,
      now: later(2),
      dryRun: true,
      accept: true,
    });
    expect(dry.status).toBe('dry-run');
    expect(await currentVersion(db)).toEqual(current);

    const accepted = imported(
      await importFeed(db, file, { bundledFile, now: later(2), accept: true }),
    );
    expect(accepted.diff.removed.length).toBeGreaterThan(ids.length / 3);
    expect((await currentVersion(db))?.id).toBe(accepted.versionId);
  });

  it('stores no photo twice: the same feed again changes nothing, and a new feed with the same photos stores none', async () => {
    const { db } = database;
    await rollBack(db, later(3).getTime());
    const media = await mediaCount(db);
    // two photos, each with its made widths
    expect(media).toBe(2 * (1 + VARIANT_WIDTHS.length));
    const again = await importFeed(db, writeFeed('daily-again.json', dailyFeed()), {
      bundledFile,
      now: later(3),
    });
    expect(again.status).toBe('unchanged');
    const next = dailyFeed();
    for (const record of recordsOf(next, repriced)) record.Price = Math.round(record.Price * 0.98);
    const result = imported(
      await importFeed(db, writeFeed('daily-2.json', next), { bundledFile, now: later(4) }),
    );
    expect(result.media).toEqual({ stored: 0, reused: 2 });
    expect(await mediaCount(db)).toBe(media);
    await followDataVersion(db);
    expect(getListing(repriced, 'fr')?.priceHistory.map((entry) => entry.date)).toEqual([
      T0.toISOString(),
      later(4).toISOString(),
    ]);
  });

  it('rolls back to the previous version, then to the bundled data set', async () => {
    const { db } = database;
    const versions = await listVersions(db);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(await rollBack(db, later(5).getTime())).toBe(versions[1]!.id);
    expect(await followDataVersion(db)).toBe('switched');
    expect(getListing(repriced, 'fr')?.priceHistory).toHaveLength(1);
    expect(await rollBack(db, later(5).getTime())).toBeNull();
    expect(await followDataVersion(db)).toBe('switched');
    expect(installedVersion()).toBeNull();
    expect(await rollBack(db, later(5).getTime())).toBeUndefined();
  });

  it('keeps the last versions only', async () => {
    const { db } = database;
    for (const hour of [6, 7, 8]) {
      const feed = dailyFeed();
      for (const record of recordsOf(feed, repriced)) record.Price += hour;
      imported(
        await importFeed(db, writeFeed(`keep-${hour}.json`, feed), {
          bundledFile,
          now: later(hour),
          keep: 2,
        }),
      );
    }
    const versions = await listVersions(db);
    expect(versions).toHaveLength(2);
    expect(versions[0]!.id).toBe((await currentVersion(db))?.id);
  });

  it('refuses an import while another runs, and takes over a lock left by a process that died', async () => {
    const { db } = database;
    const now = later(9).getTime();
    expect(await takeImportLock(db, 'other-host:1', now)).toEqual({ taken: true });
    const refused = await importFeed(db, writeFeed('locked.json', dailyFeed()), {
      bundledFile,
      now: later(9),
    });
    expect(refused.status).toBe('locked');
    expect(refused.status === 'locked' && refused.message).toContain('other-host:1');
    const taken = await importFeed(db, writeFeed('locked.json', dailyFeed()), {
      bundledFile,
      now: new Date(now + STALE_LOCK_MS + 1),
    });
    expect(taken.status).not.toBe('locked');
    expect((await takeImportLock(db, 'next', now + STALE_LOCK_MS + 2)).taken).toBe(true);
  });

  it('checks the current version at most once a second, however often asked', async () => {
    const { db } = database;
    // far ahead, and each store's block further than the last, so that no earlier check counts
    const t = Date.now() + (store === 'sqlite' ? 1 : 2) * 10_000_000;
    await checkDataVersion(db, t);
    await rollBack(db, t);
    expect(await checkDataVersion(db, t + 500)).toBe('unchanged');
    expect(await checkDataVersion(db, t + 1_500)).toBe('switched');
  });
});
