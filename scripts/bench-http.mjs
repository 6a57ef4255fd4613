/**
 * Server throughput and latency (issue 9): autocannon, 50 connections for 10 s each, against the
 * production server (`npm start`, the standalone build, started here on a free port after `npm run build`) and, in the
 * same run, against a plain static file server that serves the very HTML the site answered for
 * that page — the baseline a Node.js HTTP server reaches without any rendering.
 *
 *   npm run build && npm run bench:http
 *
 * Prints a table: requests/s, p50 and p99 latency, the ratio to the static baseline, and the p50
 * of one connection alone (5 s: the page's own time, without queueing); then the
 * dynamic pages again on a server whose feed holds 100,000 listings (BENCH_LARGE=0 skips it), a
 * deterministic set generated once into var/ by `npm run data:generate`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startSite } from './bench-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SINGLE_DURATION_S = 5;

/**
 * One autocannon run; besides its result, the slowest first response of a connection and the
 * slowest of the responses after (`slowestFirst`, `slowestLater`, ms): autocannon opens all its
 * connections at once, and a saturated server may take its time to answer the ones it accepts last.
 */
function run(url, connections = CONNECTIONS, duration = DURATION_S, options = {}) {
  return new Promise((resolve, reject) => {
    const answered = new Set();
    let slowestFirst = 0;
    let slowestLater = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        headers: { 'x-forwarded-for': '198.18.1.1', 'user-agent': 'bench' },
        ...options,
      },
      (error, result) =>
        error ? reject(error) : resolve({ ...result, slowestFirst, slowestLater }),
    );
    instance.on('response', (client, _status, _bytes, ms) => {
      if (answered.has(client)) slowestLater = Math.max(slowestLater, ms);
      else {
        answered.add(client);
        slowestFirst = Math.max(slowestFirst, ms);
      }
    });
  });
}

/** Every request a search no one made before (a new minimum price each time): nothing cached helps. */
function freshSearches(path) {
  let counter = 0;
  return {
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `${path}&min=${100_000 + (counter += 1)}`,
        }),
      },
    ],
  };
}

/** What the baseline process runs: one fixed body from a file, as a static file server would. */
const STATIC_SERVER = `
const body = require('node:fs').readFileSync(process.argv[1]);
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { 'content-type': process.argv[2], 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;

/**
 * The baseline server, in a process of its own like the site (sharing the benchmark's event loop
 * would slow it down and flatter the ratio).
 */
async function staticServer(body, contentType) {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-static-')), 'page');
  writeFileSync(file, body);
  const child = spawn(process.execPath, ['-e', STATIC_SERVER, file, contentType], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', () => reject(new Error('the static server did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => {
      child.kill();
      rmSync(dirname(file), { recursive: true, force: true });
    },
  };
}

const LARGE_COUNT = 100_000;
// absolute: the standalone server runs in its own folder
const LARGE_FILE = resolve('var', `bench-listings-${LARGE_COUNT}.json`);

/** Measures each route against a running site, next to its static baseline, one table row each. */
async function measure(base, routes) {
  for (const [name, path, fresh] of routes) {
    // follow the short detail address to its canonical page once, and measure that
    let url = `${base}${path}`;
    const first = await fetch(url, { redirect: 'follow', headers: { 'user-agent': 'bench' } });
    url = first.url;
    const body = await first.text();
    const options = fresh ? freshSearches(new URL(url).pathname + new URL(url).search) : {};
    const result = await run(url, CONNECTIONS, DURATION_S, options);
    const baseline = await staticServer(body, first.headers.get('content-type') ?? 'text/html');
    const reference = await run(baseline.url);
    // the page's own time, without queueing behind 49 others
    const alone = await run(url, 1, SINGLE_DURATION_S, options);
    baseline.stop();
    const rps = result.requests.average;
    // autocannon counts a response it gave up on (after 10 s) both as an error and as a timeout
    const failed = [
      result.timeouts && `${result.timeouts} timed out after 10 s`,
      result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} network errors`,
      result.non2xx && `${result.non2xx} non-2xx`,
    ].filter(Boolean);
    console.log(
      name.padEnd(28),
      rps.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      reference.requests.average.toFixed(0).padStart(13),
      (rps / reference.requests.average).toFixed(2).padStart(7),
      String(alone.latency.p50).padStart(11),
      String(Math.round(result.slowestFirst)).padStart(11),
      String(Math.round(result.slowestLater)).padStart(11),
      failed.length > 0 ? ` (${failed.join(', ')})` : '',
    );
  }
}

async function main() {
  console.log(
    `server throughput: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per row; static = the same response from a bare Node.js server`,
  );
  console.log(
    `max 1st = the slowest first response of the ${CONNECTIONS} connections (opened at once), max later = the slowest response after a connection's first`,
  );
  console.log(
    'route'.padEnd(28),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'static req/s'.padStart(13),
    'ratio'.padStart(7),
    'p50 1 conn'.padStart(11),
    'max 1st ms'.padStart(11),
    'max later'.padStart(11),
  );
  const site = await startSite({ firstPort: 3700 });
  try {
    await measure(site.base, [
      ['home (static, no proxy)', '/fr/'],
      ['about us (static, no proxy)', '/fr/qui-sommes-nous/'],
      ['list (static)', '/fr/a-vendre/'],
      ['list search (cached)', '/fr/a-vendre/?sort=price-asc'],
      ['detail (static)', '/fr/bien/4106/'],
      ['search-box API', '/api/search-box/?locale=fr&q=bru'],
    ]);
  } finally {
    site.stop();
  }
  if (process.env.BENCH_LARGE === '0') return;
  if (!existsSync(LARGE_FILE)) {
    const generated = spawnSync(
      'npx',
      [
        'tsx',
        'scripts/generate-data.ts',
        '--count',
        String(LARGE_COUNT),
        '--locales',
        'fr',
        '--out',
        LARGE_FILE,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (generated.status !== 0) throw new Error(`could not generate ${LARGE_FILE}`);
  }
  // the feed is read and indexed on the first request: startSite waits for that too
  const large = await startSite({
    firstPort: 3750,
    env: { DATA_FILE: LARGE_FILE },
    timeoutMs: 300_000,
  });
  try {
    await measure(large.base, [
      // (the list without a search is the build's page: this feed is not the one it was built from)
      [
        '100k: search, repeated',
        '/fr/a-vendre/?type=1&min=200000&max=500000&bedrooms=2&sort=price-asc',
      ],
      ['100k: search, each new', '/fr/a-vendre/?type=1&max=500000&bedrooms=2&sort=price-asc', true],
      ['100k: search, page 200', '/fr/a-vendre/?sort=price-asc&page=200'],
      ['100k: detail', `/fr/bien/${await firstListingId(large.base)}/`],
      ['100k: search-box API', '/api/search-box/?locale=fr&q=bru'],
    ]);
  } finally {
    large.stop();
  }
}

/** A listing of the large feed: the first one its list page links to. */
async function firstListingId(base) {
  const html = await (await fetch(`${base}/fr/a-vendre/?sort=price-desc`)).text();
  const id = /href="\/fr\/[^"]*?\/(\d+)\/"/.exec(html)?.[1];
  if (!id) throw new Error('no listing link on the large list page');
  return id;
}

await main();
