/**
 * First-load JavaScript of a page, measured the same way by the benchmark
 * (bench/first-load.mjs, `npm run bench:js`) and by the browser test that enforces the
 * budgets (e2e/js-budget.spec.ts), against the budgets of budgets.json.
 *
 * First-load JavaScript, as Next.js counts it: the gzip size of the scripts a page's server HTML
 * makes the browser load to hydrate (code loaded later on demand, like swiper after hydration, is
 * not). Apart from that, in Chromium: the scripts only a map frame on the page loads (the frame's
 * own code and Leaflet, when the map scrolls into view).
 */
// CommonJS, so that both the benchmark (an ES module) and Playwright's test loader import it as it is
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

/** budgets.json: kB (gzip) of first-load JavaScript per page type, and for the map frame. */
const BUDGETS = JSON.parse(readFileSync(path.join(__dirname, '..', 'budgets.json'), 'utf8'));

/**
 * The pages measured, each with its page type (a key of BUDGETS.pages). `{listing}`, `{project}`
 * and `{dashboard}` are filled in by the caller (sampleIds, pagePath); `owner` pages need a
 * logged-in owner; `frame`: the map frame's scripts are measured too.
 */
const PAGES = [
  { name: 'home', type: 'home', path: '/fr/' },
  { name: 'list (cards)', type: 'list', path: '/fr/a-vendre/' },
  // the map frame is the same page (/fr/cadre-carte/) wherever it is embedded: measured here, where it is the content
  { name: 'list (map view)', type: 'listMap', path: '/fr/a-vendre/?view=map', frame: true },
  { name: 'property detail', type: 'propertyDetail', path: '/fr/bien/{listing}/' },
  { name: 'project detail', type: 'projectDetail', path: '/fr/projet/{project}/' },
  { name: 'print view', type: 'printView', path: '/fr/imprimer/{listing}/' },
  { name: 'contact form', type: 'contactForms', path: '/fr/contact/' },
  {
    name: 'visit request form',
    type: 'contactForms',
    path: '/fr/contact/?property={listing}&request=visit',
  },
  { name: 'demand register', type: 'demandForms', path: '/fr/je-recherche/' },
  { name: 'valuation request', type: 'demandForms', path: '/fr/estimation-gratuite/' },
  { name: 'newsletter', type: 'demandForms', path: '/fr/newsletter/' },
  { name: 'about us', type: 'contentPages', path: '/fr/qui-sommes-nous/' },
  { name: 'services', type: 'contentPages', path: '/fr/nos-services/' },
  { name: 'privacy statement', type: 'contentPages', path: '/fr/declaration-de-confidentialite/' },
  {
    name: 'cost calculator (with a result)',
    type: 'contentPages',
    path: '/fr/frais-d-achat/?price=350000&region=wallonia',
  },
  // a visitor's list, rendered from the ids in its address (a sold listing's id works too)
  {
    name: 'favourites (list and compare view)',
    type: 'favourites',
    path: '/fr/favoris/?ids={listing},p{project}&compare={listing}',
  },
  // "Alert me" of a list leads here with its search; a server-rendered form, no JavaScript of its own
  {
    name: 'search alert',
    type: 'contentPages',
    path: '/fr/alerte-recherche/?goal=sale&city=Namur%7C5000',
  },
  { name: 'owner login', type: 'ownerLogin', path: '/fr/connexion/' },
  { name: 'owner portal', type: 'ownerPortal', path: '/fr/espace-proprietaire/', owner: true },
  { name: 'owner dashboard', type: 'ownerDashboard', path: '{dashboard}', owner: true },
];

/** The listing (one with a video when there is one: the heaviest detail page) and project measured. */
function sampleIds() {
  const data = JSON.parse(
    readFileSync(path.join(__dirname, '..', 'data', 'listings.json'), 'utf8'),
  );
  return {
    listing: (data.listings.find((item) => item.VideoUrl) ?? data.listings[0]).ID,
    project: data.projects[0].ID,
  };
}

/** A page's path with its placeholders filled in. */
function pagePath(template, { listing, project, dashboard = '' }) {
  return template
    .replaceAll('{listing}', String(listing))
    .replaceAll('{project}', String(project))
    .replace('{dashboard}', dashboard);
}

/** The scripts a document's HTML makes the browser load and run to hydrate it (not `nomodule` ones). */
function htmlScripts(html, base) {
  return [
    ...new Set(
      [...html.matchAll(/<script\b([^>]*)>/g)].flatMap(([, attributes]) => {
        const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
        return src && !/\bnomodule\b/i.test(attributes)
          ? [new URL(src.replaceAll('&amp;', '&'), base).toString()]
          : [];
      }),
    ),
  ];
}

/** gzip sizes of scripts by URL, each fetched once. */
function scriptSizes() {
  const sizes = new Map();
  return async function sizeOf(url) {
    if (!sizes.has(url)) {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      sizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer())).length);
    }
    return sizes.get(url);
  };
}

/**
 * Measures one page in a new tab of `context` (bytes, gzip): `page` is its first-load JavaScript,
 * `frame` (with `frame: true`) the scripts only its map frame loads, `later` the scripts it loaded
 * on demand after hydration while the tab was open. It waits for what it measures: the page's
 * HTML (its scripts are fetched and compressed here), and with `frame` the frame's markers (drawn
 * once the frame's code and Leaflet have run). `laterMs` keeps the tab open that much longer for
 * the `later` figure (the benchmark's table); nothing in `page` or `frame` depends on it.
 */
async function measure(
  context,
  base,
  pagePathname,
  { sizeOf = scriptSizes(), frame: withFrame = false, laterMs = 0 } = {},
) {
  const page = await context.newPage();
  try {
    const pageScripts = new Set();
    const frameScripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(base)) return;
      (request.frame() === page.mainFrame() ? pageScripts : frameScripts).add(request.url());
    });
    // not 'load': that also waits for every picture, a video's thumbnail from another host included
    const response = await page.goto(new URL(pagePathname, base).toString(), {
      waitUntil: 'domcontentloaded',
    });
    if (!response?.ok()) throw new Error(`${pagePathname}: HTTP ${response?.status()}`);
    const html = await response.text();
    if (withFrame) {
      // the frame comes as its box nears the screen (the box is then replaced by the frame): bring
      // it into view and wait until the frame has drawn its markers
      await page
        .getByTestId('map-embed')
        .first()
        .evaluate((box) => box.scrollIntoView({ block: 'center' }));
      await page
        .frameLocator('iframe[data-testid=map-embed]')
        .first()
        .locator('[data-testid=map-canvas][data-markers]')
        .waitFor({ state: 'attached' });
    }
    if (laterMs > 0) await page.waitForTimeout(laterMs);
    const first = htmlScripts(html, base);
    let own = 0;
    for (const url of first) own += await sizeOf(url);
    // loaded after hydration, on demand (swiper, the owner's chart): not first-load, shown apart
    let later = 0;
    for (const url of pageScripts) if (!first.includes(url)) later += await sizeOf(url);
    let frame = 0;
    if (withFrame)
      for (const url of frameScripts) if (!pageScripts.has(url)) frame += await sizeOf(url);
    const finalUrl = new URL(page.url());
    return { page: own, later, frame, path: finalUrl.pathname + finalUrl.search };
  } finally {
    await page.close();
  }
}

/** kB, as the budgets count them. */
const kB = (bytes) => bytes / 1024;

/**
 * What is over budget in a measurement of one page (empty when nothing is), each naming the page,
 * its size and the budget.
 */
function overBudget(entry, result) {
  const problems = [];
  const budget = BUDGETS.pages[entry.type];
  if (typeof budget !== 'number')
    problems.push(`${entry.name}: no budget for the page type "${entry.type}" in budgets.json`);
  else if (kB(result.page) > budget)
    problems.push(
      `${entry.name} (${result.path}): ${kB(result.page).toFixed(1)} kB of first-load JavaScript, over its budget of ${budget} kB (budgets.json › pages › ${entry.type})`,
    );
  if (entry.frame && !(result.frame > 0))
    problems.push(
      `${entry.name} (${result.path}): no map frame script was measured, the measurement is broken`,
    );
  else if (result.frame > 0 && kB(result.frame) > BUDGETS.mapFrame)
    problems.push(
      `${entry.name} (${result.path}): its map frame loads ${kB(result.frame).toFixed(1)} kB of JavaScript, over its budget of ${BUDGETS.mapFrame} kB (budgets.json › mapFrame)`,
    );
  return problems;
}

module.exports = {
  BUDGETS,
  PAGES,
  sampleIds,
  pagePath,
  htmlScripts,
  scriptSizes,
  measure,
  kB,
  overBudget,
};
