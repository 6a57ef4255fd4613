/**
 * Server throughput and latency (issues 9 and 32): autocannon, 50 connections for 10 s each,
 * against the production server (`npm start`, the standalone build, started here on a free port
 * after `npm run build`) and, in the same run, against two baselines: a plain static file server
 * that serves the very HTML the site answered for that page (what a Node.js HTTP server reaches
 * without any rendering), and a bare Next.js page (bench/baseline, served by `next start`: what
 * Next.js itself reaches), measured first as a row of its own.
 *
 *   npm run build && npm run bench:http
 *   BENCH_CONNECTIONS=50 BENCH_DURATION=10   connections and seconds per row
 *   BENCH_SITEMAP_DURATION=8                 seconds of each sitemap-under-load measurement
 *   BENCH_LARGE=0                            skips the rows of the 100,000-listing feed
 *
 * Prints a table: requests/s, p50 and p99 latency, the ratio to the static server and to the bare
 * Next.js page (target for cached pages: ≥ 0.3 of the bare Next.js page, ✗ when missed), and the
 * p50 of one connection alone (5 s: the page's own time, without queueing). The page rows are what a
 * visitor gets, from the response cache in front of Next.js once Next.js served them from its own
 * (server/response-cache.mjs); the rows "past the response cache" send a reload's
 * `Cache-Control: no-cache`, which it leaves to Next.js. Then the sitemap under
 * load: a page's p50/p99 latency on one connection with the server otherwise idle, then again
 * while 20 clients fetch the sitemap (its index and files in turn) in a loop (in a process of their own, bounded in time),
 * and the ratio (target ≤ 2×). Then the dynamic pages again on a server whose feed holds 100,000
 * listings, a deterministic set generated once into var/ by `npm run data:generate`. All traffic
 * goes to 127.0.0.1.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { request as httpRequest, Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { startBaseline } from './pages.mjs';
import { startSite } from './server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SINGLE_DURATION_S = 5;
const SITEMAP_CLIENTS = 20;
const SITEMAP_DURATION_S = Number(process.env.BENCH_SITEMAP_DURATION ?? 8);
/** Cached pages should reach this share of the bare Next.js page's requests/s (issue 32). */
const CACHED_MIN_RATIO = 0.3;
/** A page's latency while the sitemap is fetched in a loop, at most this multiple of idle. */
const SITEMAP_MAX_RATIO = 2;

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
        ...options,
        headers: { 'x-forwarded-for': '198.18.1.1', 'user-agent': 'bench', ...options.headers },
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

/**
 * The path of the largest style sheet a page links (its render-blocking CSS, from
 * `/_next/static/`): what a first visit waits for before anything is drawn.
 */
async function largestStyleSheet(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  let largest = { path: '', size: -1 };
  for (const [, path] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    const size = (await (await fetch(new URL(path, pageUrl))).arrayBuffer()).byteLength;
    if (size > largest.size) largest = { path, size };
  }
  if (!largest.path) throw new Error(`${pageUrl} links no style sheet`);
  return largest.path;
}

/**
 * Measures each route against a running server, next to its static baseline, one table row each;
 * `bareRps` is the bare Next.js page's requests/s, `cached` routes are held to ≥ 0.3 of it.
 * Returns the last row's requests/s.
 */
async function measure(base, routes, bareRps) {
  let rps = NaN;
  for (const [
    name,
    path,
    { fresh = false, cached = false, through = false, compressed = false } = {},
  ] of routes) {
    // follow the short detail address to its canonical page once, and measure that
    let url = `${base}${path}`;
    const first = await fetch(url, { redirect: 'follow', headers: { 'user-agent': 'bench' } });
    url = first.url;
    const body = await first.text();
    const options = {
      ...(fresh ? freshSearches(new URL(url).pathname + new URL(url).search) : {}),
      headers: {
        // a reload's header: past the response cache (server/response-cache.mjs), into Next.js
        ...(through ? { 'cache-control': 'no-cache' } : {}),
        // as Chromium asks for a file: Next.js then gzips it
        ...(compressed ? { 'accept-encoding': 'gzip, deflate, br, zstd' } : {}),
      },
    };
    const result = await run(url, CONNECTIONS, DURATION_S, options);
    const baseline = await staticServer(body, first.headers.get('content-type') ?? 'text/html');
    const reference = await run(baseline.url);
    // the page's own time, without queueing behind 49 others
    const alone = await run(url, 1, SINGLE_DURATION_S, options);
    baseline.stop();
    rps = result.requests.average;
    const bare = rps / (bareRps ?? rps);
    // autocannon counts a response it gave up on (after 10 s) both as an error and as a timeout
    const failed = [
      result.timeouts && `${result.timeouts} timed out after 10 s`,
      result.errors - result.timeouts > 0 && `${result.errors - result.timeouts} network errors`,
      result.non2xx && `${result.non2xx} non-2xx`,
    ].filter(Boolean);
    console.log(
      name.padEnd(31),
      rps.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      reference.requests.average.toFixed(0).padStart(13),
      (rps / reference.requests.average).toFixed(2).padStart(9),
      `${bare.toFixed(2)}${cached && bare < CACHED_MIN_RATIO ? ' ✗' : '  '}`.padStart(12),
      String(alone.latency.p50).padStart(11),
      String(Math.round(result.slowestFirst)).padStart(11),
      String(Math.round(result.slowestLater)).padStart(11),
      failed.length > 0 ? ` (${failed.join(', ')})` : '',
    );
  }
  return rps;
}

// ---------------------------------------------------------------------------------------------
// The sitemap under load

const percentile = (sorted, share) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];

/** A probe request that has not answered after this long is given up and counted at this time. */
const PROBE_TIMEOUT_MS = 10_000;

/** One GET on the agent's connection, timed to the end of its body: ms, or null when given up. */
function timedGet(url, agent) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { agent, headers: { 'user-agent': 'bench', 'x-forwarded-for': '198.18.1.2' } },
      (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${url} answered ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    request.setTimeout(PROBE_TIMEOUT_MS, () => {
      request.destroy();
      resolve(null);
    });
    request.on('error', (error) => (request.destroyed ? resolve(null) : reject(error)));
    request.end();
  });
}

/**
 * A page's latency on one keep-alive connection: GET after GET for `seconds` (at most 20,000
 * requests), each timed from its start to the end of its body; a request unanswered after 10 s
 * is given up, counted at 10 s and in `timeouts`. Returns p50 and p99 in ms.
 */
async function probeLatency(url, seconds) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  let timeouts = 0;
  const until = performance.now() + seconds * 1000;
  try {
    while (performance.now() < until && times.length < 20_000) {
      const ms = await timedGet(url, agent);
      if (ms === null) timeouts += 1;
      times.push(ms ?? PROBE_TIMEOUT_MS);
    }
  } finally {
    agent.destroy();
  }
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    timeouts,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
  };
}

/**
 * After the loop: sitemaps it asked for may still be rendering. Waits (at most 120 s) until the
 * page answers twice in a row within 3× its idle p50 (at least 20 ms), and returns how long that took.
 */
async function backToIdle(url, idleP50) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const started = performance.now();
  const limit = Math.max(3 * idleP50, 20);
  let fast = 0;
  try {
    while (fast < 2 && performance.now() - started < 120_000) {
      const ms = await timedGet(url, agent);
      fast = ms !== null && ms <= limit ? fast + 1 : 0;
      if (fast === 0) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    agent.destroy();
  }
  return (performance.now() - started) / 1000;
}

/**
 * What the sitemap loop runs, in a process of its own (its 20 connections and their large
 * answers would otherwise share the event loop of the probe they are meant to disturb).
 */
const SITEMAP_LOOP = `
import autocannon from 'autocannon';
const [urls, connections, duration] = process.argv.slice(1);
const [first, ...more] = JSON.parse(urls).map((url) => new URL(url));
const result = await autocannon({
  url: first.origin,
  // each connection asks for the addresses in turn, as a crawler reads the index and its files
  requests: [first, ...more].map((url) => ({ method: 'GET', path: url.pathname + url.search })),
  connections: Number(connections),
  duration: Number(duration),
  // as crawlers ask (Googlebot: gzip, deflate, br)
  headers: { 'user-agent': 'bench', 'x-forwarded-for': '198.18.1.3', 'accept-encoding': 'gzip, deflate, br' },
});
console.log(JSON.stringify({
  rps: result.requests.average,
  total: result.requests.total,
  p50: result.latency.p50,
  errors: result.errors,
  non2xx: result.non2xx,
}));`;

/** 20 clients fetching `urls` in turn, in a loop for `seconds`; resolves with their figures once done. */
function sitemapLoop(urls, seconds) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      SITEMAP_LOOP,
      JSON.stringify(urls),
      String(SITEMAP_CLIENTS),
      String(seconds),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1)))
        : reject(new Error(`the sitemap loop failed (exit ${code})`)),
    );
  });
}

/** Each page's latency idle, then while the sitemap is fetched in a loop, and the ratios. */
async function sitemapUnderLoad(base, routes) {
  const sitemap = `${base}/sitemap.xml`;
  const pageLoopUrl = (await fetch(`${base}/fr/`, { headers: { 'user-agent': 'bench' } })).url;
  const started = performance.now();
  const first = await fetch(sitemap, { headers: { 'user-agent': 'bench' } });
  const index = await first.text();
  // the index and every file it names (they name SITE_URL's origin: fetched from this server)
  const sitemapUrls = [
    sitemap,
    ...[...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => `${base}${new URL(loc).pathname}`,
    ),
  ];
  let size = Buffer.byteLength(index);
  for (const url of sitemapUrls.slice(1))
    size += (await (await fetch(url, { headers: { 'user-agent': 'bench' } })).arrayBuffer())
      .byteLength;
  console.log();
  console.log(
    `sitemap under load: a page's latency on 1 connection, idle for ${SITEMAP_DURATION_S} s, then for ${SITEMAP_DURATION_S} s while ${SITEMAP_CLIENTS} clients fetch the sitemap in a loop as crawlers ask (gzip, deflate, br), the index and its ${sitemapUrls.length - 1} files in turn (its first fetch here: index ${first.status}, ${(size / 1024).toFixed(0)} kB in all as sent, in ${Math.round(performance.now() - started)} ms); target: ≤ ${SITEMAP_MAX_RATIO}× idle`,
  );
  console.log(
    `page loop × = the same probe while the ${SITEMAP_CLIENTS} clients fetch the prerendered /fr/ instead (what any page costs under such a loop); sm ÷ page = the page's p50 beside the sitemap loop ÷ beside the page loop (≤ 1: the sitemap costs no more than a page)`,
  );
  console.log(
    'page'.padEnd(24),
    'idle p50'.padStart(9),
    'idle p99'.padStart(9),
    'load p50'.padStart(12),
    'load p99'.padStart(12),
    'p50 ×'.padStart(10),
    'p99 ×'.padStart(10),
    'sitemap req/s'.padStart(14),
    'sitemap p50'.padStart(12),
    'page loop ×'.padStart(12),
    'sm ÷ page'.padStart(11),
  );
  for (const [name, path] of routes) {
    const url = (await fetch(`${base}${path}`, { headers: { 'user-agent': 'bench' } })).url;
    const idle = await probeLatency(url, SITEMAP_DURATION_S);
    // the loop runs a second longer on each side of the probe
    const underLoop = async (target) => {
      const loop = sitemapLoop(target, SITEMAP_DURATION_S + 2);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const probed = await probeLatency(url, SITEMAP_DURATION_S);
      return [probed, await loop];
    };
    const [loaded, clients] = await underLoop(sitemapUrls);
    // the loop's last sitemaps may still be rendering: the next idle probe waits for them
    const recovered = await backToIdle(url, idle.p50);
    // the control: the same 20 clients fetching the prerendered home page instead
    const [besidePage] = await underLoop([pageLoopUrl]);
    await backToIdle(url, idle.p50);
    // a given-up request counts at 10 s: a percentile that is one is at least that
    const atLeast = (key) => (loaded[key] >= PROBE_TIMEOUT_MS ? '≥' : '');
    const ratio = (key) => {
      const value = loaded[key] / idle[key];
      return `${atLeast(key)}${value.toFixed(1)}×${value > SITEMAP_MAX_RATIO ? ' ✗' : '  '}`;
    };
    const failed = [
      loaded.timeouts && `page: ${loaded.timeouts} of ${loaded.count} requests given up after 10 s`,
      recovered > 1 && `page back to idle ${recovered.toFixed(0)} s after the loop`,
      clients.errors && `sitemap: ${clients.errors} errors`,
      clients.non2xx && `sitemap: ${clients.non2xx} non-2xx`,
    ].filter(Boolean);
    console.log(
      name.padEnd(24),
      `${idle.p50.toFixed(1)} ms`.padStart(9),
      `${idle.p99.toFixed(1)} ms`.padStart(9),
      `${atLeast('p50')}${loaded.p50.toFixed(1)} ms`.padStart(12),
      `${atLeast('p99')}${loaded.p99.toFixed(1)} ms`.padStart(12),
      ratio('p50').padStart(10),
      ratio('p99').padStart(10),
      clients.rps.toFixed(1).padStart(14),
      `${clients.p50} ms`.padStart(12),
      `${(besidePage.p50 / idle.p50).toFixed(1)}×`.padStart(12),
      `${(loaded.p50 / besidePage.p50).toFixed(2)}`.padStart(11),
      failed.length > 0 ? ` (${failed.join('; ')})` : '',
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  console.log(
    `server throughput: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per row; ÷ static = against the same response from a bare Node.js server, ÷ bare Next = against the bare Next.js page's req/s (next start bench/baseline)`,
  );
  console.log(
    `max 1st = the slowest first response of the ${CONNECTIONS} connections (opened at once), max later = the slowest response after a connection's first; ✗: a cached page under ${CACHED_MIN_RATIO} of the bare Next.js page`,
  );
  console.log(
    'route'.padEnd(31),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'static req/s'.padStart(13),
    '÷ static'.padStart(9),
    '÷ bare Next'.padStart(12),
    'p50 1 conn'.padStart(11),
    'max 1st ms'.padStart(11),
    'max later'.padStart(11),
  );
  const bare = await startBaseline();
  let bareRps;
  try {
    bareRps = await measure(bare.base, [['bare Next.js page (next start)', '/']]);
  } finally {
    bare.stop();
  }
  const cached = { cached: true };
  const site = await startSite({ firstPort: 3700 });
  try {
    const styleSheet = await largestStyleSheet(`${site.base}/fr/`);
    await measure(
      site.base,
      [
        ['home (static)', '/fr/', cached],
        ['about us (static)', '/fr/qui-sommes-nous/', cached],
        ['list (static)', '/fr/a-vendre/', cached],
        ['list search (cached)', '/fr/a-vendre/?sort=price-asc', cached],
        ['detail (static)', '/fr/bien/4106/', cached],
        ['home, past the response cache', '/fr/', { through: true }],
        ['detail, past the response cache', '/fr/bien/4106/', { through: true }],
        ['search-box API', '/api/search-box/?locale=fr&q=bru'],
        ['home style sheet (gzip)', styleSheet, { compressed: true }],
        ['home style sheet, past the cache', styleSheet, { compressed: true, through: true }],
      ],
      bareRps,
    );
    await sitemapUnderLoad(site.base, [
      ['home /fr/', '/fr/'],
      ['detail /fr/bien/4106/', '/fr/bien/4106/'],
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
        'demo/generate-data.ts',
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
    console.log();
    await measure(
      large.base,
      [
        // (the list without a search is the build's page: this feed is not the one it was built from)
        [
          '100k: search, repeated',
          '/fr/a-vendre/?type=1&min=200000&max=500000&bedrooms=2&sort=price-asc',
        ],
        [
          '100k: search, each new',
          '/fr/a-vendre/?type=1&max=500000&bedrooms=2&sort=price-asc',
          { fresh: true },
        ],
        ['100k: search, page 200', '/fr/a-vendre/?sort=price-asc&page=200'],
        ['100k: detail', `/fr/bien/${await firstListingId(large.base)}/`],
        ['100k: search-box API', '/api/search-box/?locale=fr&q=bru'],
      ],
      bareRps,
    );
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
