import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadForImport } from '@/lib/sources';
import { importFeed } from '@/lib/import/feed-import';
import type { RawPayload } from '@/lib/data/schema';
import { decodeContent } from '@/lib/data/version-content';
import { currentVersion, listVersions, versionContent } from '@/lib/db/data-versions';
import { generatePayload } from '@/demo/listings/payload';
import { asOmnicasaProject, asOmnicasaProperty, asOmnicasaType } from '../support/omnicasa-rows';
import {
  startOmnicasaStandIn,
  STAND_IN_CUSTOMER,
  type OmnicasaStandIn,
} from '../support/omnicasa-stand-in';
import { describeEachStore } from './support';

/*
 * docs/crm-omnicasa.md › Pulling the listings: `npm run import -- --from omnicasa` pulls the
 * stand-in's data and hands it to the import as a feed file would be. The stand-in holds the
 * bundled data set and one property more: after the import, that property is in the served set.
 */
type Row = Record<string, unknown>;
const BUNDLED = generatePayload({ seed: 37, count: 10, locales: ['fr', 'en'], projects: 1 });
const T0 = new Date(Date.UTC(2026, 10, 27, 6, 0, 0));
const IDS = { fr: 2, en: 3 };
const ONLY_IN_CRM = 990_001;

let dir: string;
let bundledFile: string;
let standIn: OmnicasaStandIn;
let env: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'import-omnicasa-test-'));
  bundledFile = join(dir, 'bundled.json');
  writeFileSync(bundledFile, JSON.stringify(BUNDLED));
  standIn = await startOmnicasaStandIn();
  const rows = (list: readonly Row[], locale: string, as: (row: Row) => Row) =>
    list.filter((row) => row.language === locale).map(as);
  const model = BUNDLED.listings[0]!.ID;
  const extra = (locale: string) =>
    (BUNDLED.listings as unknown as Row[])
      .filter((row) => row.ID === model && row.language === locale)
      .map((row) => asOmnicasaProperty({ ...structuredClone(row), ID: ONLY_IN_CRM }));
  const byLanguage = (
    list: readonly Row[],
    as: (row: Row) => Row,
    more: (locale: string) => Row[] = () => [],
  ) =>
    new Map(
      Object.entries(IDS).map(([locale, id]) => [id, [...rows(list, locale, as), ...more(locale)]]),
    );
  const data = BUNDLED as unknown as Record<'listings' | 'projects' | 'webIDs', Row[]>;
  standIn.lists.set('GetPropertyList', byLanguage(data.listings, asOmnicasaProperty, extra));
  standIn.lists.set('GetProjectList', byLanguage(data.projects, asOmnicasaProject));
  standIn.lists.set('GetWebIDList', byLanguage(data.webIDs, asOmnicasaType));
  env = {
    OMNICASA_URL: standIn.baseUrl,
    OMNICASA_CUSTOMER: STAND_IN_CUSTOMER.customerName,
    OMNICASA_PASSWORD: STAND_IN_CUSTOMER.customerPassword,
    OMNICASA_LANGUAGE_IDS: 'fr=2,en=3',
  };
});

afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

const CLIENT = { retries: 0, pageSize: 7 };

/** What `npm run import -- --from omnicasa [--dry-run]` does: the pull, then the import of its file. */
async function importFromOmnicasa(db: Parameters<typeof importFeed>[0], dryRun = false) {
  const args = ['--from', 'omnicasa', ...(dryRun ? ['--dry-run'] : [])];
  const pulled = await loadForImport(args, { env, locales: ['fr', 'en'], client: CLIENT });
  try {
    expect(pulled.argv).toEqual([expect.stringMatching(/omnicasa\.json$/), ...args.slice(2)]);
    const result = await importFeed(db, pulled.argv[0]!, { bundledFile, now: T0, dryRun });
    return { problems: pulled.problems, result, file: pulled.argv[0]! };
  } finally {
    pulled.cleanup();
  }
}

describeEachStore('importing from Omnicasa', (database) => {
  it('fails before importing anything when the CRM says no, naming the call and its Message', async () => {
    standIn.failNext('GetPropertyList', { kind: 'refuse', message: 'Customer is blocked.' });
    await expect(importFromOmnicasa(database.db)).rejects.toThrow(
      'Omnicasa GetPropertyList: the CRM said no: Customer is blocked.',
    );
    expect(await listVersions(database.db)).toEqual([]);
  });

  it('says in a dry run what would change, and changes nothing', async () => {
    const { problems, result } = await importFromOmnicasa(database.db, true);
    expect(problems).toEqual([]);
    expect(result.status).toBe('dry-run');
    if (result.status !== 'dry-run') return;
    expect(result.diff.added).toEqual([ONLY_IN_CRM]);
    expect(await listVersions(database.db)).toEqual([]);
  });

  it('imports the CRM data set as a version: the property only the CRM has is served', async () => {
    const { problems, result, file } = await importFromOmnicasa(database.db);
    expect(problems).toEqual([]);
    expect(result.status, JSON.stringify(result).slice(0, 500)).toBe('imported');
    const current = await currentVersion(database.db);
    expect((await listVersions(database.db)).map((version) => version.source)).toEqual([file]);
    const served: RawPayload = decodeContent(
      (await versionContent(database.db, current!.id))!,
    ).payload;
    expect(
      served.listings
        .filter((row) => row.ID === ONLY_IN_CRM)
        .map((row) => row.language)
        .sort(),
    ).toEqual(['en', 'fr']);
    expect(new Set(served.listings.map((row) => row.ID)).size).toBe(
      new Set(BUNDLED.listings.map((row) => row.ID)).size + 1,
    );
  });

  it('refuses an unknown source, and a missing connection variable, by name', async () => {
    const load = (args: string[], withEnv = env) =>
      loadForImport(args, { env: withEnv, locales: ['fr'] });
    await expect(load(['--from', 'salesforce'])).rejects.toThrow(
      '--from takes bundled, feed, omnicasa (got salesforce)',
    );
    await expect(load(['--from', 'omnicasa'], { ...env, OMNICASA_PASSWORD: '' })).rejects.toThrow(
      'OMNICASA_PASSWORD must be set',
    );
    expect((await load(['feed.json', '--dry-run'])).argv).toEqual(['feed.json', '--dry-run']);
  });

  it('pulls from the CRM when CRM=omnicasa and no source is named', async () => {
    const loaded = await loadForImport(['--dry-run'], {
      env: { ...env, CRM: 'omnicasa' },
      locales: ['fr', 'en'],
      client: CLIENT,
    });
    try {
      expect(loaded.source).toBe('omnicasa');
      expect(loaded.argv).toEqual([loaded.target, '--dry-run']);
      const feed = JSON.parse(readFileSync(loaded.target, 'utf8')) as RawPayload;
      expect(feed.listings.some((row) => row.ID === ONLY_IN_CRM)).toBe(true);
    } finally {
      loaded.cleanup();
    }
  });
});
