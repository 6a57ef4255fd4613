import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getListing, listCities, listTypes } from '@/lib/data';
import { followDataVersion } from '@/lib/data/data-follow';
import { importFeed } from '@/lib/import/feed-import';
import { importStatusLine } from '@/lib/import/import-notice';
import { installVersion } from '@/lib/data/load';
import { MARQUEE_NONE, type RawPayload } from '@/lib/data/schema';
import { currentVersion, listVersions } from '@/lib/db/data-versions';
import { latestImportRuns } from '@/lib/db/import-runs';
import { generatePayload } from '@/demo/listings/payload';
import { describeEachStore } from './support';

/*
 * Issue 35 items 2, 4, 6 and 8 through the import itself: one bad listing no longer blocks the
 * feed (quarantine), a duplicate is named as one, the agency hears of what needs a person (a mail
 * in the outbox and the status line), and a feed of listings alone is enough.
 */

const BUNDLED = generatePayload({ seed: 29, count: 40, locales: ['fr', 'en'], projects: 1 });
const T0 = new Date(Date.UTC(2026, 10, 27, 3, 15, 0));
const later = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const AGENCY = { recipient: 'office@agency.test', locale: 'en' as const, agency: 'Horizon Immo' };

const recordsOf = (payload: RawPayload, id: number) =>
  payload.listings.filter((record) => record.ID === id);
const plainIds = [
  ...new Set(
    BUNDLED.listings
      .filter(
        (record) =>
          record.Goal === 0 &&
          record.Marquee === MARQUEE_NONE &&
          record.ProjectID === null &&
          record.PublishPrice,
      )
      .map((record) => record.ID),
  ),
];
const [repriced, broken, twice, template] = plainIds as [number, number, number, number];
const newId = Math.max(...BUNDLED.listings.map((record) => record.ID)) + 1;
const priceOf = (payload: RawPayload, id: number) => recordsOf(payload, id)[0]!.Price;

let dir: string;
let bundledFile: string;
function writeFeed(name: string, payload: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(payload));
  return file;
}

/** One price up 5 %, one listing with a bad postcode and a new price, one listed twice in French, and a new listing whose languages disagree. */
function troubledFeed(): RawPayload {
  const feed = structuredClone(BUNDLED);
  for (const record of recordsOf(feed, repriced)) record.Price = Math.round(record.Price * 1.05);
  for (const record of recordsOf(feed, broken)) record.Price = Math.round(record.Price * 0.9);
  recordsOf(feed, broken).find((record) => record.language === 'fr')!.Zip = '12345';
  const french = structuredClone(recordsOf(feed, twice).find((r) => r.language === 'fr')!);
  french.Price += 10_000;
  feed.listings.push(french);
  const copies = structuredClone(recordsOf(feed, template));
  for (const record of copies) Object.assign(record, { ID: newId, RecordFile: 'HI-2026-99035' });
  copies.find((record) => record.language === 'en')!.Bedrooms = 9;
  feed.listings.push(...copies);
  return feed;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-quarantine-'));
  bundledFile = join(dir, 'bundled.json');
  writeFileSync(bundledFile, JSON.stringify(BUNDLED));
  process.env.DATA_FILE = bundledFile;
});
const dataFile = process.env.DATA_FILE;
afterAll(() => {
  installVersion(null);
  if (dataFile === undefined) delete process.env.DATA_FILE;
  else process.env.DATA_FILE = dataFile;
  rmSync(dir, { recursive: true, force: true });
});

describeEachStore('import quarantine and notices', (database) => {
  beforeAll(() => installVersion(null));
  afterAll(() => installVersion(null));

  it('publishes the rest of a feed with bad listings: each kept at its last good version, a new one left out, and the agency told', async () => {
    const { db } = database;
    const result = await importFeed(db, writeFeed('troubled.json', troubledFeed()), {
      bundledFile,
      now: T0,
      notify: AGENCY,
    });
    if (result.status !== 'imported') throw new Error(`expected an import, got ${result.status}`);
    expect(result.diff.prices.map((change) => change.id)).toEqual([repriced]);
    expect(result.diff.added).toEqual([]);
    const byRecord = Object.fromEntries(result.quarantined.map((entry) => [entry.record, entry]));
    expect(Object.keys(byRecord).sort()).toEqual(
      [`listing ${broken}`, `listing ${twice}`, `listing ${newId}`].sort(),
    );
    expect(byRecord[`listing ${broken}`]).toMatchObject({ id: broken, kept: true });
    expect(byRecord[`listing ${broken}`]!.reasons.join()).toMatch(
      new RegExp(`listings\\[\\d+\\] \\(ID ${broken}, fr\\) › Zip`),
    );
    // item 4: a duplicate is named as one, not as a disagreement between languages
    expect(byRecord[`listing ${twice}`]!.reasons).toEqual([
      expect.stringMatching(
        new RegExp(
          `^listing ${twice}: twice in fr \\(listings\\[\\d+\\] and listings\\[\\d+\\]\\)`,
        ),
      ),
    ]);
    expect(byRecord[`listing ${newId}`]).toMatchObject({ id: newId, kept: false });
    expect(byRecord[`listing ${newId}`]!.reasons.join()).toContain(
      'Bedrooms differs between languages',
    );

    await followDataVersion(db);
    expect(getListing(repriced, 'fr')?.price).toBe(Math.round(priceOf(BUNDLED, repriced) * 1.05));
    expect(getListing(broken, 'fr')?.price).toBe(priceOf(BUNDLED, broken));
    expect(getListing(broken, 'fr')?.place.zip).toBe(recordsOf(BUNDLED, broken)[0]!.Zip);
    expect(getListing(twice, 'fr')?.price).toBe(priceOf(BUNDLED, twice));
    expect(getListing(newId, 'fr')).toBeNull();

    // item 2: a mail to the agency through the outbox, and the status line
    expect(result.run).toMatchObject({ status: 'imported', quarantined: 3 });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', result.run!.outboxId!)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      purpose: 'import',
      recipient: AGENCY.recipient,
      subject: 'Listings import: 3 listings were not updated',
    });
    expect(mail.text).toContain(`listing ${broken}: kept at its last good version`);
    expect(mail.text).toContain(`listing ${newId}: left out`);
    expect(mail.text).toContain('Zip');
    const [last] = await latestImportRuns(db, 1);
    const line = importStatusLine(last!);
    expect(line).toMatch(
      /^attention 2026-11-27T03:15:00\.000Z imported: version \d+ is current; 3 listings quarantined/,
    );
    expect(line).toContain(String(newId));
    // only counts and IDs: nothing of a record's content
    expect(line).not.toContain('12345');
  });

  it('the same feed again changes nothing, and still tells the agency of its quarantined listings', async () => {
    const { db } = database;
    const versions = await listVersions(db);
    const again = await importFeed(db, writeFeed('troubled-again.json', troubledFeed()), {
      bundledFile,
      now: later(24),
      notify: AGENCY,
    });
    expect(again.status).toBe('unchanged');
    expect(await listVersions(db)).toEqual(versions);
    expect(again.run).toMatchObject({ status: 'unchanged', quarantined: 3 });
    expect(again.run?.outboxId).not.toBeNull();
  });

  it('holds a feed whose listings are mostly bad, and tells the agency; a dry run exits the same way and tells nobody', async () => {
    const { db } = database;
    const feed = structuredClone(BUNDLED);
    for (const record of feed.listings) if (record.language === 'en') record.Zip = 'none';
    const file = writeFeed('mostly-bad.json', feed);
    const outbox = async () => (await db.selectFrom('outbox').select('id').execute()).length;
    const [mails, runs, current] = [
      await outbox(),
      await latestImportRuns(db, 100),
      await currentVersion(db),
    ];

    const dry = await importFeed(db, file, {
      bundledFile,
      now: later(25),
      dryRun: true,
      notify: AGENCY,
    });
    expect(dry.status).toBe('dry-run');
    expect(dry.status === 'dry-run' && dry.reasons.join()).toMatch(
      /it quarantines \d+ of \d+ listings/,
    );
    expect(await outbox()).toBe(mails);
    expect(await latestImportRuns(db, 100)).toHaveLength(runs.length);

    const held = await importFeed(db, file, { bundledFile, now: later(26), notify: AGENCY });
    expect(held.status).toBe('held');
    expect(await currentVersion(db)).toEqual(current);
    expect(held.run).toMatchObject({ status: 'held' });
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', held.run!.outboxId!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Listings import held: nothing was published');
    expect(mail.text).toContain('--accept');
    expect(importStatusLine((await latestImportRuns(db, 1))[0]!)).toMatch(
      /^attention \S+ held, nothing changed: it quarantines \d+ of \d+ listings/,
    );
  });

  it('refuses the whole feed for one bad listing with --strict, and mails the agency the reasons', async () => {
    const { db } = database;
    const current = await currentVersion(db);
    const result = await importFeed(db, writeFeed('strict.json', troubledFeed()), {
      bundledFile,
      now: later(27),
      strict: true,
      notify: { ...AGENCY, locale: 'fr' },
    });
    expect(result.status).toBe('invalid');
    expect(result.status === 'invalid' && result.message).toMatch(
      /3 listings are not valid \(--strict/,
    );
    expect(await currentVersion(db)).toEqual(current);
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', result.run!.outboxId!)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Import des biens refusé\u00a0: le flux n’est pas valide');
    expect(mail.text).toContain(`(ID ${broken}, fr) › Zip`);
    expect(importStatusLine((await latestImportRuns(db, 1))[0]!)).toMatch(
      /^attention \S+ refused, nothing changed: the feed is not valid/,
    );
  });

  it('imports a feed of listings alone, deriving its types and cities; one with project units needs its projects', async () => {
    const { db } = database;
    const feed = troubledFeed();
    const units = feed.listings.filter((record) => record.ProjectID !== null);
    const withUnits = { listings: feed.listings };
    const refused = await importFeed(db, writeFeed('units-only.json', withUnits), {
      bundledFile,
      now: later(28),
      notify: false,
    });
    expect(refused.status).toBe('invalid');
    expect(refused.status === 'invalid' && refused.message).toContain(
      `no "projects" list, yet its listings are units of project ${units[0]!.ProjectID}`,
    );

    const alone = {
      listings: feed.listings.filter((record) => record.ProjectID === null),
    };
    const result = await importFeed(db, writeFeed('listings-only.json', alone), {
      bundledFile,
      now: later(29),
      notify: false,
      accept: true,
    });
    if (result.status !== 'imported')
      throw new Error(
        `expected an import, got ${result.status}: ${'message' in result ? result.message : ''}`,
      );
    expect(result.derived).toEqual(['webIDs', 'citys', 'citysSale', 'citysRent']);
    expect(result.diff.otherChanges).toContain('projects');
    await followDataVersion(db);
    const listing = getListing(repriced, 'en')!;
    expect(
      listTypes('en')
        .map((type) => type.webId)
        .sort((a, b) => a - b),
    ).toEqual([...new Set(BUNDLED.webIDs.map((type) => type.WebID))].sort((a, b) => a - b));
    expect(
      listTypes('en').find((type) => type.webId === listing.typeId)?.saleCount,
    ).toBeGreaterThan(0);
    expect(listCities('en', 'sale').map((city) => city.zip)).toContain(listing.place.zip);
    // the derived lists come in their own order: the same feed again is no new version
    const again = await importFeed(db, writeFeed('listings-only-again.json', alone), {
      bundledFile,
      now: later(30),
      notify: false,
    });
    expect(again.status).toBe('unchanged');
  });
});
