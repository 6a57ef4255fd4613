/**
 * Lighthouse 12.8 (mobile preset) on Debian's Chromium (`CHROME_PATH`, default /usr/bin/chromium)
 * against the production server, started here on a free port after `npm run build`:
 * home, a list, a property detail and a content page, in French and English. Prints the four
 * category scores and FCP, LCP, TBT and CLS per page.
 *
 *   npm run build && npm run bench:lighthouse
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSite } from './bench-server.mjs';

const PAGES = [
  ['home', '/fr/', '/en/'],
  ['list', '/fr/a-vendre/', '/en/for-sale/'],
  ['detail', '/fr/bien/4106/', '/en/property/4106/'],
  ['content', '/fr/qui-sommes-nous/', '/en/about-us/'],
];

/**
 * The site on the origin its pages were built for: prerendered pages carry SITE_URL of the build
 * in their canonical links, and Lighthouse's SEO audit marks a canonical on another origin. When
 * the build's origin is this machine's loopback, the server is moved to that port.
 */
async function startOnBuiltOrigin() {
  let site = await startSite({ firstPort: 3900 });
  const html = await (await fetch(`${site.base}/fr/`)).text();
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const built = canonical ? new URL(canonical) : null;
  if (built && built.origin !== site.base && ['127.0.0.1', 'localhost'].includes(built.hostname) && built.port) {
    site.stop();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    site = await startSite({ firstPort: 3900, port: Number(built.port) });
  } else if (built && built.origin !== site.base) {
    console.log(`(the pages were built for ${built.origin}: the SEO score counts their canonical links as another origin's)`);
  }
  return site;
}

async function main() {
  const site = await startOnBuiltOrigin();
  const { base } = site;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  try {
    console.log('Lighthouse 12.8, mobile preset (simulated throttling), Debian Chromium');
    console.log('page'.padEnd(22), 'perf'.padStart(5), 'a11y'.padStart(5), 'best'.padStart(5), 'seo'.padStart(5), 'FCP s'.padStart(6), 'LCP s'.padStart(6), 'TBT ms'.padStart(7), 'CLS'.padStart(6));
    // a server in service is warm: each page's code loaded and compiled before it is measured
    for (const [, ...paths] of PAGES) for (const path of paths) for (let round = 0; round < 3; round += 1) await (await fetch(`${base}${path}`)).text();
    // one unmeasured run first: Chromium's first page of a profile pays its own start-up
    await lighthouse(`${base}/fr/`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    for (const [name, ...paths] of PAGES) {
      for (const path of paths) {
        // the short detail address redirects once to its canonical page: measure that page
        const url = (await fetch(`${base}${path}`, { redirect: 'follow' })).url;
        const runLighthouse = () => lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        let { lhr } = await runLighthouse();
        // a trace Chromium failed to record (NO_NAVSTART, seen now and then here) is taken again once
        if (lhr.runtimeError) ({ lhr } = await runLighthouse());
        if (lhr.runtimeError) console.log(`${name} ${path.slice(1, 3)}: Lighthouse could not measure it (${lhr.runtimeError.code}: ${lhr.runtimeError.message})`);
        const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(5);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        console.log(
          `${name} ${path.slice(1, 3)}`.padEnd(22),
          score('performance'),
          score('accessibility'),
          score('best-practices'),
          score('seo'),
          (audit('first-contentful-paint') / 1000).toFixed(2).padStart(6),
          (audit('largest-contentful-paint') / 1000).toFixed(2).padStart(6),
          audit('total-blocking-time').toFixed(0).padStart(7),
          audit('cumulative-layout-shift').toFixed(3).padStart(6),
        );
        if (process.env.BENCH_LCP_DETAILS) {
          const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
          const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items?.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ');
          const failing = Object.values(lhr.audits).filter((item) => item.score !== null && item.score < 0.9 && item.scoreDisplayMode !== 'informative').map((item) => item.id);
          console.log(`   LCP element ${element ?? '?'}; ${phases ?? ''}; audits below 0.9: ${failing.join(', ')}`);
        }
      }
    }
  } finally {
    await chrome.kill();
    site.stop();
  }
}

await main();
