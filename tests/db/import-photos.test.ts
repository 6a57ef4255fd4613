import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { importFeed, type ImportResult } from '@/lib/import/feed-import';
import { RemotePhotos } from '@/lib/data/feed-remote-photos';
import { installVersion } from '@/lib/data/load';
import type { RawPayload } from '@/lib/data/schema';
import { decodeContent } from '@/lib/data/version-content';
import { currentVersion, mediaCount, versionContent } from '@/lib/db/data-versions';
import { VARIANT_WIDTHS } from '@/lib/media/variants';
import { DEFAULT_PHOTO_FETCH, type PhotoFetchSettings } from '@/lib/media/fetch-photo';
import { generatePayload } from '@/demo/listings/payload';
import { migratedDatabase } from '../support/database';
import { photo, startPhotoServer, type PhotoServer } from '../support/photo-server';
import { describeEachStore } from './support';

/*
 * docs/import-photos.md: a feed whose photos are http(s) URLs, against a stand-in photo host on
 * loopback (allowed by the setting the tests turn on). Downloaded once per URL, stored once per
 * content hash, revalidated with the ETag on the next import, refused with today's messages.
 */
const BUNDLED = generatePayload({ seed: 31, count: 12, locales: ['fr', 'en'], projects: 0 });
const T0 = new Date(Date.UTC(2026, 10, 27, 6, 0, 0));
const later = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const SETTINGS: PhotoFetchSettings = {
  ...DEFAULT_PHOTO_FETCH,
  timeoutMs: 2_000,
  retryDelayMs: 10,
  allowPrivate: true,
};

const recordsOf = (payload: RawPayload, id: number) =>
  payload.listings.filter((record) => record.ID === id);
const [first, second, third] = [
  ...new Set(
    BUNDLED.listings.filter((record) => record.Pictures.length >= 3).map((record) => record.ID),
  ),
] as [number, number, number];

let dir: string;
let bundledFile: string;
let server: PhotoServer;
let original: Buffer;
let front: Buffer;
let frontTag = '"front-1"';

const picture = (bytes: Buffer) => sharp(bytes).jpeg().toBuffer();
const canvas = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-photos-test-'));
  bundledFile = join(dir, 'bundled.json');
  writeFileSync(bundledFile, JSON.stringify(BUNDLED));
  original = await canvas(2000, 1300, 200);
  const plan = await canvas(1800, 1200, 30);
  const cut = (await picture(await canvas(900, 600, 90))).subarray(0, 400);
  server = await startPhotoServer();
  server.route(
    '/front.jpg',
    photo(
      () => front,
      () => frontTag,
    ),
  );
  // the same photo at a second address, as CRMs do for a thumbnail
  server.route(
    '/copy.jpg',
    photo(
      () => front.subarray(0),
      () => '"copy"',
    ),
  );
  server.route(
    '/plan.jpg',
    photo(
      () => plan,
      () => '"plan"',
    ),
  );
  server.route(
    '/cut.jpg',
    photo(
      () => cut,
      () => '"cut"',
    ),
  );
  server.route('/page.jpg', (_, response) => {
    response.writeHead(200, { 'content-type': 'image/jpeg' });
    response.write('<html><body>Photo removed</body></html>');
    response.end();
  });
});

afterAll(async () => {
  installVersion(null);
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The bundled set with URL photos: the first listing's three from the stand-in, the second's all bad. */
function urlFeed(priceFactor: number): RawPayload {
  const feed = structuredClone(BUNDLED);
  for (const record of recordsOf(feed, first)) {
    record.Pictures[0]!.Url = server.url('/front.jpg');
    record.Pictures[1]!.Url = server.url('/copy.jpg');
    record.Pictures[2]!.Url = server.url('/plan.jpg');
    record.SmallPictureItem.Url = server.url('/front.jpg');
    record.Price = Math.round(record.Price * priceFactor);
  }
  for (const record of recordsOf(feed, second)) {
    record.Pictures[0]!.Url = server.url('/gone.jpg');
    record.Pictures[1]!.Url = server.url('/page.jpg');
    record.Pictures[2]!.Url = server.url('/cut.jpg');
  }
  return feed;
}

function writeFeed(name: string, payload: RawPayload): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

const imported = (result: ImportResult) => {
  if (result.status !== 'imported')
    throw new Error(`expected an import, got ${result.status}: ${JSON.stringify(result)}`);
  return result;
};

const count = (map: Map<string, number>, path: string) => map.get(path) ?? 0;

describeEachStore('photos by URL in the import', (database) => {
  let versionCount = 0;
  const urls = async (id: number) => {
    const version = await currentVersion(database.db);
    const content = decodeContent((await versionContent(database.db, version!.id))!);
    const record = content.payload.listings.find((listing) => listing.ID === id)!;
    return {
      pictures: record.Pictures.map((entry) => entry.Url),
      thumbnail: record.SmallPictureItem.Url,
    };
  };
  const importWith = async (feed: RawPayload, hours: number, extra = {}) =>
    importFeed(database.db, writeFeed(`feed-${++versionCount}.json`, feed), {
      bundledFile,
      now: later(hours),
      photos: SETTINGS,
      ...extra,
    });
  const remoteRows = () =>
    database.db.selectFrom('remote_photos').selectAll().orderBy('url').execute();

  beforeAll(() => {
    for (const map of [server.hits, server.bodies, server.written]) map.clear();
    front = original;
    frontTag = '"front-1"';
  });

  it('downloads photos given by URL, stores the same photo at two URLs once, and refuses bad ones with today’s messages', async () => {
    const result = imported(await importWith(urlFeed(1.05), 0));
    // two photos (front = copy, plan), front in two sizes, plan in one: 3 stored
    expect(result.media).toEqual({ stored: 3, reused: 0 });
    // three sizes, each with its made widths (lib/media/variants.ts)
    expect(await mediaCount(database.db)).toBe(3 * (1 + VARIANT_WIDTHS.length));
    expect(result.missing).toEqual([
      {
        record: `listing ${second} › Pictures › 0`,
        url: server.url('/gone.jpg'),
        reason: 'file not found',
      },
      {
        record: `listing ${second} › Pictures › 1`,
        url: server.url('/page.jpg'),
        reason: 'not a readable image',
      },
      {
        record: `listing ${second} › Pictures › 2`,
        url: server.url('/cut.jpg'),
        reason: 'not a readable image',
      },
    ]);
    const { pictures, thumbnail } = await urls(first);
    expect(pictures[0]).toMatch(/^\/media\/imported\/[0-9a-f]{24}-1600\.jpg$/);
    expect(pictures[1]).toBe(pictures[0]);
    expect(pictures[2]).toMatch(/-1600\.jpg$/);
    expect(pictures[2]).not.toBe(pictures[0]);
    expect(thumbnail).toBe(pictures[0]!.replace('-1600.', '-250.'));
    // every URL asked once, whatever the two languages' records say
    for (const path of [
      '/front.jpg',
      '/copy.jpg',
      '/plan.jpg',
      '/gone.jpg',
      '/page.jpg',
      '/cut.jpg',
    ])
      expect(count(server.hits, path), path).toBe(1);
    const rows = await remoteRows();
    expect(rows.map((row) => [row.url, row.etag])).toEqual([
      [server.url('/copy.jpg'), '"copy"'],
      [server.url('/front.jpg'), '"front-1"'],
      [server.url('/plan.jpg'), '"plan"'],
    ]);
    expect(rows[0]!.hash).toBe(rows[1]!.hash);
  });

  it('asks again with the ETag on the next import and downloads nothing unchanged', async () => {
    const stored = ['/front.jpg', '/copy.jpg', '/plan.jpg'];
    const before = stored.map((path) => count(server.bodies, path));
    const result = imported(await importWith(urlFeed(1.1), 1));
    expect(result.media).toEqual({ stored: 0, reused: 3 });
    expect(stored.map((path) => count(server.bodies, path))).toEqual(before);
    // a refused photo is asked for again: it may have been fixed
    expect(count(server.hits, '/page.jpg')).toBe(2);
    expect(count(server.hits, '/front.jpg')).toBe(2);
    // three sizes, each with its made widths (lib/media/variants.ts)
    expect(await mediaCount(database.db)).toBe(3 * (1 + VARIANT_WIDTHS.length));
  });

  it('downloads a photo changed at its URL and stores it under its new hash', async () => {
    const old = (await urls(first)).pictures[0];
    front = await canvas(2000, 1300, 10);
    frontTag = '"front-2"';
    const result = imported(await importWith(urlFeed(1.15), 2));
    // stored: the new photo's two sizes; reused: the copy's (the first photo) and the plan's
    expect(result.media).toEqual({ stored: 2, reused: 2 });
    expect(count(server.bodies, '/front.jpg')).toBe(2);
    const { pictures } = await urls(first);
    expect(pictures[0]).not.toBe(old);
    // the copy's address still answers the first photo
    expect(pictures[1]).toBe(old);
  });

  it('downloads an unchanged photo again only for a size the database lacks', async () => {
    const feed = urlFeed(1.2);
    for (const record of recordsOf(feed, third))
      record.SmallPictureItem.Url = server.url('/plan.jpg');
    const result = imported(await importWith(feed, 3));
    // plan.jpg answered 304, then was downloaded once for its first 250 px size
    expect(result.media).toEqual({ stored: 1, reused: 4 });
    expect(count(server.bodies, '/plan.jpg')).toBe(2);
    expect((await urls(third)).thumbnail).toBe(
      (await urls(first)).pictures[2]!.replace('-1600.', '-250.'),
    );
  });

  it('takes a size from the same photo found at a new URL rather than downloading an unchanged one again', async () => {
    const gallery = await canvas(1700, 1100, 150);
    server.route(
      '/gallery.jpg',
      photo(
        () => gallery,
        () => '"gallery"',
      ),
    );
    server.route(
      '/gallery-copy.jpg',
      photo(
        () => gallery,
        () => '"gallery-copy"',
      ),
    );
    const once = urlFeed(1.21);
    for (const record of recordsOf(once, third))
      record.Pictures[1]!.Url = server.url('/gallery.jpg');
    expect(imported(await importWith(once, 3.5)).media.stored).toBe(1);
    // now the thumbnail of two listings: by its known URL (304) and by a new one
    const twice = urlFeed(1.22);
    for (const record of recordsOf(twice, first))
      record.SmallPictureItem.Url = server.url('/gallery-copy.jpg');
    for (const record of recordsOf(twice, third)) {
      record.Pictures[1]!.Url = server.url('/gallery.jpg');
      record.SmallPictureItem.Url = server.url('/gallery.jpg');
    }
    expect(imported(await importWith(twice, 3.7)).media.stored).toBe(1);
    expect([
      count(server.bodies, '/gallery.jpg'),
      count(server.bodies, '/gallery-copy.jpg'),
    ]).toEqual([1, 1]);
    expect((await urls(first)).thumbnail).toBe((await urls(third)).thumbnail);
  });

  it('records nothing for a dry run, and refuses the loopback stand-in with the default settings', async () => {
    server.route(
      '/new.jpg',
      photo(
        () => front,
        () => '"new"',
      ),
    );
    const feed = urlFeed(1.25);
    for (const record of recordsOf(feed, third)) record.Pictures[0]!.Url = server.url('/new.jpg');
    const rows = await remoteRows();
    const dry = await importWith(feed, 4, { dryRun: true });
    expect(dry.status).toBe('dry-run');
    expect(count(server.bodies, '/new.jpg')).toBe(1);
    expect(await remoteRows()).toEqual(rows);

    const hits = count(server.hits, '/new.jpg');
    const strict = await importWith(feed, 4, { dryRun: true, photos: DEFAULT_PHOTO_FETCH });
    expect(strict.status === 'dry-run' && strict.missing).toContainEqual({
      record: `listing ${third} › Pictures › 0`,
      url: server.url('/new.jpg'),
      reason:
        'address not allowed: 127.0.0.1 is a private, loopback or reserved address (IMPORT_PHOTO_ALLOW_PRIVATE=1 allows it)',
    });
    expect(count(server.hits, '/new.jpg')).toBe(hits);
  });
});

it('downloads at most IMPORT_PHOTO_CONCURRENCY photos at once', async () => {
  let inFlight = 0;
  let most = 0;
  const body = await canvas(40, 30, 60);
  for (let index = 0; index < 6; index++)
    server.route(`/batch-${index}.jpg`, (_, response) => {
      most = Math.max(most, ++inFlight);
      setTimeout(() => {
        inFlight--;
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(body);
        response.end();
      }, 80);
    });
  const connection = await migratedDatabase();
  try {
    const remote = new RemotePhotos(connection.db, { ...SETTINGS, concurrency: 2 });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) => remote.read(server.url(`/batch-${index}.jpg`))),
    );
    expect(answers.map((answer) => answer.kind)).toEqual(Array(6).fill('fetched'));
    expect(most).toBe(2);
  } finally {
    await connection.db.destroy();
  }
});

/** The command docs/import-photos.md says the tests run, as written there. */
function documentedCommand(): string {
  const doc = readFileSync(join(process.cwd(), 'docs', 'import-photos.md'), 'utf8');
  const block = /<!-- run by tests\/db\/import-photos\.test\.ts -->\n```bash\n([^\n]+)\n```/.exec(
    doc,
  );
  if (!block) throw new Error('docs/import-photos.md has no command marked for this test');
  return block[1]!;
}

it('runs the documented command: npm run import reads the IMPORT_PHOTO_* settings from the environment', async () => {
  const feed = structuredClone(BUNDLED);
  for (const record of recordsOf(feed, first)) record.Pictures[0]!.Url = server.url('/plan.jpg');
  const file = writeFeed('cli.json', feed);
  const command = documentedCommand();
  expect(command).toContain('IMPORT_PHOTO_MAX_BYTES=5000');
  const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>(
    (resolve, reject) => {
      const child = spawn('sh', ['-c', command], {
        env: {
          ...process.env,
          FEED: file,
          DATABASE_URL: `file:${join(dir, 'cli.sqlite')}`,
          DATA_FILE: bundledFile,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      child.once('error', reject);
      child.once('close', (status) => resolve({ status, stdout, stderr }));
    },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(
    `    listing ${first} › Pictures › 0: ${server.url('/plan.jpg')} (larger than 5000 bytes (IMPORT_PHOTO_MAX_BYTES))`,
  );
  expect(run.stdout).toContain('import: dry run, nothing changed.');
}, 60_000);
