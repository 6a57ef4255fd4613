/**
 * Server throughput and latency (issue 9): autocannon, 50 connections for 10 s each, against the
 * production server (`next start`, started here on a free port after `npm run build`) and, in the
 * same run, against a plain static file server that serves the very HTML the site answered for
 * that page — the baseline a Node.js HTTP server reaches without any rendering.
 *
 *   npm run build && npm run bench:http
 *
 * Prints a table: requests/s, p50 and p99 latency, and the ratio to the static baseline.
 */
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { startSite } from './bench-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'x-forwarded-for': '198.18.1.1', 'user-agent': 'bench' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Serves one fixed body, as a static file server would, on a free port. */
async function staticServer(body, contentType) {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function main() {
  const site = await startSite({ firstPort: 3700 });
  const { base } = site;
  try {
    const routes = [
      ['home (prerendered)', '/fr/'],
      ['about us (prerendered)', '/fr/qui-sommes-nous/'],
      ['list (dynamic)', '/fr/a-vendre/?sort=price-asc'],
      ['detail (dynamic)', '/fr/bien/4106/'],
      ['search-box API', '/api/search-box/?locale=fr&q=bru'],
    ];
    console.log(`server throughput: autocannon, ${CONNECTIONS} connections × ${DURATION_S} s per row; static = the same response from a bare Node.js server`);
    console.log('route'.padEnd(24), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'static req/s'.padStart(13), 'ratio'.padStart(7));
    for (const [name, path] of routes) {
      // follow the short detail address to its canonical page once, and measure that
      let url = `${base}${path}`;
      const first = await fetch(url, { redirect: 'follow', headers: { 'user-agent': 'bench' } });
      url = first.url;
      const body = await first.text();
      const result = await run(url);
      const baseline = await staticServer(body, first.headers.get('content-type') ?? 'text/html');
      const reference = await run(baseline.url);
      baseline.server.close();
      const rps = result.requests.average;
      const errors = result.errors + result.non2xx;
      console.log(
        name.padEnd(24),
        rps.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        reference.requests.average.toFixed(0).padStart(13),
        (rps / reference.requests.average).toFixed(2).padStart(7),
        errors ? ` (${errors} errors or non-2xx)` : '',
      );
    }
  } finally {
    site.stop();
  }
}

await main();
