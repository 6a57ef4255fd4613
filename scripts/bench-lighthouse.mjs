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

async function main() {
  const site = await startSite({ firstPort: 3900 });
  const { base } = site;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
  });
  try {
    console.log('Lighthouse 12.8, mobile preset (simulated throttling), Debian Chromium');
    console.log('page'.padEnd(22), 'perf'.padStart(5), 'a11y'.padStart(5), 'best'.padStart(5), 'seo'.padStart(5), 'FCP s'.padStart(6), 'LCP s'.padStart(6), 'TBT ms'.padStart(7), 'CLS'.padStart(6));
    for (const [name, ...paths] of PAGES) {
      for (const path of paths) {
        // the short detail address redirects once to its canonical page: measure that page
        const url = (await fetch(`${base}${path}`, { redirect: 'follow' })).url;
        const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
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
      }
    }
  } finally {
    await chrome.kill();
    site.stop();
  }
}

await main();
