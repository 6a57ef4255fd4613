import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffPayloads } from '@/lib/data/feed-diff';
import { listingPresence, servedContent, unlinkableReason } from '@/lib/data/served-listings';
import { baseContent, encodeContent, nextContent } from '@/lib/data/version-content';
import { saveVersion } from '@/lib/db/data-versions';
import { createOwner, ownerListingIds } from '@/lib/db/owners';
import { generatePayload } from '@/demo/listings/payload';
import { migratedDatabase } from '../support/database';

/*
 * Issue 35, item 14: `owner:link` linked a listing that does not exist (999999) or was withdrawn.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'owner-link-'));
const url = `file:${path.join(folder, 'site.sqlite')}`;
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const BASE = generatePayload({ seed: 35, count: 12, locales: ['en', 'fr'], projects: 0 });
const ids = [...new Set(BASE.listings.map((record) => record.ID))];
const [kept, withdrawn] = ids as [number, number];
const T0 = Date.UTC(2026, 10, 20, 3, 15);

/** As the README documents it: `npm run owner:link -- --owner … --listing …`. */
const link = (...listings: number[]) =>
  spawnSync(
    'npm',
    [
      'run',
      '--silent',
      'owner:link',
      '--',
      '--owner',
      'martine',
      ...listings.flatMap((id) => ['--listing', String(id)]),
    ],
    { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
  );

describe('npm run owner:link', { timeout: 90_000 }, () => {
  let owner = 0;
  beforeAll(async () => {
    const connection = await migratedDatabase(url);
    owner = await createOwner(connection.db, {
      username: 'martine',
      email: 'martine@example.be',
      passwordHash: 'scrypt$x',
      language: 'fr',
    });
    const v1 = baseContent(BASE);
    await saveVersion(
      connection.db,
      { source: 'v1', listingCount: ids.length, summary: '', content: encodeContent(v1) },
      T0,
    );
    const feed = { ...BASE, listings: BASE.listings.filter((record) => record.ID !== withdrawn) };
    const v2 = nextContent(v1, feed, diffPayloads(BASE, feed), new Date(T0 + 86_400_000));
    await saveVersion(
      connection.db,
      { source: 'v2', listingCount: ids.length - 1, summary: '', content: encodeContent(v2) },
      T0 + 86_400_000,
    );
    await connection.db.destroy();
  });

  const linked = async () => {
    const connection = await migratedDatabase(url);
    try {
      return await ownerListingIds(connection.db, owner);
    } finally {
      await connection.db.destroy();
    }
  };

  it('refuses a listing that does not exist, and one an import withdrew, linking nothing', async () => {
    const unknown = link(kept, 999999);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      'owner: listing 999999 is not on the site (data set version 2 has no listing with this id): nothing was linked',
    );
    const gone = link(withdrawn);
    expect(gone.status).toBe(1);
    expect(gone.stderr.trim()).toBe(
      `owner: listing ${withdrawn} was withdrawn by the import of 2026-11-21 (its page answers 410 Gone): nothing was linked`,
    );
    expect(await linked()).toEqual([]);
  });

  it('links a listing the site carries', async () => {
    const run = link(kept);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`owner:link: martine now has ${kept}`);
    expect(await linked()).toEqual([kept]);
  });
});

describe('servedContent', () => {
  it('is the bundled data set when nothing was imported', async () => {
    const connection = await migratedDatabase();
    const served = await servedContent(connection.db);
    await connection.db.destroy();
    expect(served.source).toMatch(/^the bundled data set \(.*listings\.json\)$/);
    expect(listingPresence(served, 4101)).toEqual({ state: 'on-site' });
    expect(unlinkableReason(served, 4101)).toBeNull();
    expect(unlinkableReason(served, 999999)).toMatch(/^listing 999999 is not on the site/);
  });
});
