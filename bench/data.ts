/**
 * `npm run bench:data`: builds a 100,000-listing data set in memory and prints the index build
 * time and memory, and the median and p99 time of a mix of typical searches. It reports; it does
 * not judge (target from the issue: p99 under 20 ms per search at 100,000 listings).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { followDataVersion } from '@/lib/data/data-follow';
import { importFeed } from '@/lib/import/feed-import';
import { installVersion, parsePayload } from '@/lib/data/load';
import { migrateToLatest, openDatabase } from '@/lib/db/connection';
import { searchListings, type SearchQuery } from '@/lib/data/search';
import { searchBox } from '@/lib/data/search-box';
import { similarListings } from '@/lib/data/similar';
import { buildStore } from '@/lib/data/store';
import { generatePayload } from '../demo/listings/payload';
import { createRandom } from '../demo/listings/random';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '500' },
  },
});
const count = Number(values.count);
const runs = Number(values.runs);

function collectGarbage() {
  (globalThis as { gc?: () => void }).gc?.();
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

const generationStart = performance.now();
const payload = generatePayload({ seed: 7, count, locales: ['fr'], projects: 10 });
const generationMs = performance.now() - generationStart;

collectGarbage();
const heapBefore = process.memoryUsage().heapUsed;
const validateStart = performance.now();
const checked = parsePayload(payload, 'benchmark payload');
const validateMs = performance.now() - validateStart;
const buildStart = performance.now();
const store = buildStore(checked);
const buildMs = performance.now() - buildStart;
collectGarbage();
const heapAfter = process.memoryUsage().heapUsed;
const index = store.byLocale.get('fr')!;

const random = createRandom(99);
const cities = index.cities;
const words = ['jardin', 'terrasse', 'lumineux', 'garage', 'cave', 'rénové', 'calme', 'gare'];

const mixes: Record<string, () => SearchQuery | (() => unknown)> = {
  'city + type + price': () => {
    const city = random.pick(cities);
    const min = random.int(1, 6) * 50_000;
    return {
      goal: 'sale',
      cities: [`${city.name}|${city.zip}`],
      types: [random.int(1, 2)],
      priceMin: min,
      priceMax: min + 300_000,
    };
  },
  'goal only': () => ({
    goal: random.chance(0.5) ? 'sale' : 'rent',
    sort: random.pick(['newest', 'price-asc', 'price-desc'] as const),
  }),
  keyword: () => ({
    goal: 'sale',
    keyword:
      `${random.pick(words)} ${random.chance(0.5) ? random.pick(words).slice(0, 4) : ''}`.trim(),
  }),
  'deep page': () => ({
    goal: 'sale',
    sort: 'price-desc',
    page: random.int(200, 600),
    perPage: 12,
  }),
  'filters + features': () => ({
    goal: random.chance(0.5) ? 'sale' : 'rent',
    bedroomsMin: random.int(1, 4),
    livingMin: random.int(5, 15) * 10,
    epcMax: random.pick(['B', 'C', 'D'] as const),
    features: [random.pick(['garden', 'terrace', 'parking', 'lift'] as const)],
  }),
  'search box': () => () =>
    searchBox(
      index,
      random.pick([random.pick(cities).name, random.pick(cities).zip, 'HI-2026', '']) ?? '',
    ),
  similar: () => () => similarListings(index, random.pick(index.listings)),
};

function hitsOf(result: unknown): number {
  if (Array.isArray(result)) return result.length;
  const record = result as { total?: number; cities?: unknown[]; properties?: unknown[] };
  return record.total ?? (record.cities?.length ?? 0) + (record.properties?.length ?? 0);
}

const WARM_UP_RUNS = 50;
const rows: string[][] = [];
for (const [name, make] of Object.entries(mixes)) {
  const times: number[] = [];
  let totalHits = 0;
  for (let run = 0; run < WARM_UP_RUNS + runs; run++) {
    const job = make();
    const start = performance.now();
    const result = typeof job === 'function' ? job() : searchListings(index, job);
    const elapsed = performance.now() - start;
    if (run < WARM_UP_RUNS) continue;
    times.push(elapsed);
    totalHits += hitsOf(result);
  }
  times.sort((a, b) => a - b);
  rows.push([
    name,
    percentile(times, 0.5).toFixed(2),
    percentile(times, 0.99).toFixed(2),
    (totalHits / runs).toFixed(0),
  ]);
}

console.log(
  `Data layer benchmark: ${count.toLocaleString('en')} listings (one language), ${runs} timed runs per query after ${WARM_UP_RUNS} warm-up runs, node ${process.version}`,
);
console.log(
  `generate ${generationMs.toFixed(0)} ms · validate (zod) ${validateMs.toFixed(0)} ms · build indexes ${buildMs.toFixed(0)} ms · heap for the store ${megabytes(heapAfter - heapBefore)}`,
);
console.log('| query | median ms | p99 ms | mean hits |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

/**
 * docs/importing-listings.md: the time to import a feed of the same size (1 % of the prices
 * changed, 1 % of the listings removed) into a new SQLite database, and for a running instance to
 * switch to it (read the version, validate, index, swap).
 */
async function benchImport(bundled: typeof payload): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const bundledFile = join(dir, 'bundled.json');
    writeFileSync(bundledFile, JSON.stringify(bundled));
    const ids = [...new Set(bundled.listings.map((record) => record.ID))];
    const repriced = new Set(ids.filter((_, index) => index % 100 === 1));
    const removed = new Set(ids.filter((_, index) => index % 100 === 2));
    const feed = {
      ...bundled,
      listings: bundled.listings
        .filter((record) => !removed.has(record.ID))
        .map((record) =>
          repriced.has(record.ID) ? { ...record, Price: Math.round(record.Price * 1.03) } : record,
        ),
    };
    const feedFile = join(dir, 'feed.json');
    writeFileSync(feedFile, JSON.stringify(feed));
    const connection = openDatabase(`file:${join(dir, 'bench.sqlite')}`);
    await migrateToLatest(connection);
    collectGarbage();
    const importStart = performance.now();
    const result = await importFeed(connection.db, feedFile, { bundledFile });
    const importMs = performance.now() - importStart;
    if (result.status !== 'imported') throw new Error(`benchmark import: ${result.status}`);
    const switchStart = performance.now();
    await followDataVersion(connection.db);
    const switchMs = performance.now() - switchStart;
    installVersion(null);
    await connection.db.destroy();
    return `import ${ids.length.toLocaleString('en')} listings (${result.diff.prices.length} prices changed, ${result.diff.removed.length} removed): ${(importMs / 1000).toFixed(1)} s (read, validate, compare, store a version) · switch a running instance to it: ${(switchMs / 1000).toFixed(1)} s (read, validate, index, swap)`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

benchImport(payload).then(
  (line) => console.log(line),
  (error: unknown) => {
    console.error(
      `benchmark import failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exitCode = 1;
  },
);
