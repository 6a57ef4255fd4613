/**
 * First-load JavaScript per route: the gzip size of every script Chromium downloads to show the
 * page, with the map frame's scripts (Leaflet) counted apart. Against a running production server:
 *
 *   npm run build && PORT=3200 npm start & BENCH_URL=http://127.0.0.1:3200 node scripts/bench-first-load.mjs
 *
 * `npm run bench:js` builds nothing: it starts `npm start` on a free port itself when BENCH_URL
 * is not set. Prints a table and exits non-zero when a route exceeds the budget.
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSite } from './bench-server.mjs';

export const BUDGET_KB = 170;

const ROUTES = [
  ['home', '/fr/'],
  ['list (cards)', '/fr/a-vendre/'],
  ['list (map view)', '/fr/a-vendre/?view=map'],
  ['property detail', '/fr/bien/{listing}/'],
  ['project detail', '/fr/projet/{project}/'],
  ['print view', '/fr/imprimer/{listing}/'],
  ['contact form', '/fr/contact/'],
  ['visit request form', '/fr/contact/?property={listing}&request=visit'],
  ['demand register', '/fr/je-recherche/'],
  ['newsletter', '/fr/newsletter/'],
  ['about us', '/fr/qui-sommes-nous/'],
  ['services', '/fr/nos-services/'],
  ['privacy statement', '/fr/declaration-de-confidentialite/'],
  ['owner login', '/fr/connexion/'],
  ['owner portal', '/fr/espace-proprietaire/', 'owner'],
  ['owner dashboard', '{dashboard}', 'owner'],
];

/** Logs the demo owner in (README › Owner portal) and returns the address of their first dashboard. */
async function logInAsDemoOwner(context, base) {
  const page = await context.newPage();
  await page.goto(new URL('/fr/connexion/', base).toString());
  await page.fill('#field-login', 'demo');
  await page.fill('#field-password', 'horizon-demo-2026');
  await Promise.all([page.waitForURL(/espace-proprietaire/), page.click('[data-testid="form-login"] button[type="submit"]')]);
  const dashboard = await page.locator('[data-testid="portal-properties"] a').first().getAttribute('href');
  await page.close();
  if (!dashboard) throw new Error('the demo owner has no property: start the server with DEMO_OWNER=1');
  return dashboard;
}

const sizes = new Map();
async function gzipSize(body) {
  return gzipSync(body).length;
}

/** The scripts a document's HTML makes the browser load and run to hydrate it (not `nomodule` ones). */
function htmlScripts(html, base) {
  return [...new Set([...html.matchAll(/<script\b([^>]*)>/g)].flatMap(([, attributes]) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    return src && !/\bnomodule\b/i.test(attributes) ? [new URL(src.replaceAll('&amp;', '&'), base).toString()] : [];
  }))];
}

async function sizeOf(url) {
  if (!sizes.has(url)) sizes.set(url, await gzipSize(Buffer.from(await (await fetch(url)).arrayBuffer())));
  return sizes.get(url);
}

/**
 * First-load JavaScript of a page, as Next.js counts it: the scripts its server HTML makes the
 * browser load to hydrate (code loaded later on demand, like swiper after hydration, is not).
 * Apart from that, in Chromium: the scripts only a map frame on the page loads (the frame's own
 * code and Leaflet, when the map scrolls into view).
 */
async function measure(context, base, path) {
  const page = await context.newPage();
  const pageScripts = new Set();
  const frameScripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script' || !request.url().startsWith(base)) return;
    (request.frame() === page.mainFrame() ? pageScripts : frameScripts).add(request.url());
  });
  const response = await page.goto(new URL(path, base).toString(), { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
  const html = await response.text();
  await page.evaluate(() => document.querySelector('iframe')?.scrollIntoView());
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  let own = 0;
  const first = htmlScripts(html, base);
  for (const url of first) own += await sizeOf(url);
  // loaded after hydration, on demand (swiper, the owner's chart): not first-load, shown apart
  let later = 0;
  for (const url of pageScripts) if (!first.includes(url)) later += await sizeOf(url);
  let frame = 0;
  for (const url of frameScripts) if (!pageScripts.has(url)) frame += await sizeOf(url);
  const finalUrl = new URL(page.url());
  await page.close();
  return { page: own, later, frame, path: finalUrl.pathname + finalUrl.search };
}

async function main() {
  let base = process.env.BENCH_URL;
  let server = null;
  if (!base) {
    // the demo owner opens the portal pages to measure (the bench has a database of its own)
    server = await startSite({ firstPort: 3200, env: { DEMO_OWNER: '1' } });
    base = server.base;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const data = JSON.parse(await readFile(new URL('../data/listings.json', import.meta.url), 'utf8'));
    // a listing with photos and a video when there is one: the heaviest detail page
    const listing = (data.listings.find((item) => item.VideoUrl) ?? data.listings[0]).ID;
    const project = data.projects[0].ID;
    console.log(`first-load JavaScript (gzip), budget ${BUDGET_KB} kB per page`);
    console.log('route'.padEnd(18), 'page kB'.padStart(8), 'later kB'.padStart(9), 'map frame kB'.padStart(13), '  path');
    let over = 0;
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const dashboard = await logInAsDemoOwner(owner, base);
    for (const [name, template, who] of ROUTES) {
      const path = template.replace('{listing}', listing).replace('{project}', project).replace('{dashboard}', dashboard);
      const result = await measure(who === 'owner' ? owner : visitor, base, path);
      const kb = (bytes) => (bytes / 1024).toFixed(1);
      if (result.page / 1024 > BUDGET_KB || result.frame / 1024 > BUDGET_KB) over += 1;
      console.log(name.padEnd(18), kb(result.page).padStart(8), (result.later ? kb(result.later) : '–').padStart(9), (result.frame ? kb(result.frame) : '–').padStart(13), ` ${result.path}`);
    }
    if (over) {
      console.log(`${over} route(s) over the budget`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server?.stop();
  }
}

await main();
