/**
 * What the page benchmarks measure (issue 32): every page type in French and one other language,
 * the other languages taken in turn (en, nl, de) so that each appears, next to a bare Next.js page
 * (bench/baseline/, built here when needed and served by `next start`). Shared by
 * `bench:lighthouse`, `bench:doc` and `bench:http`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stopGroup, waitFor } from './server.mjs';

const BASELINE_DIR = 'bench/baseline';
const NEXT_BIN = 'node_modules/.bin/next';

/** A search with a city and a price range, on the list page's real URL (`{city}`: name|postcode). */
const FILTER = '?city={city}&min=150000&max=600000';

/**
 * [key, name, French path, other language, its path]. `{project}` is a project id found on the
 * projects page, `{city}` a city of the list page's city filter in that language.
 */
export const PAGE_TYPES = [
  ['home', 'home', '/fr/', 'en', '/en/'],
  ['list', 'list', '/fr/a-vendre/', 'nl', '/nl/te-koop/'],
  ['filtered', 'filtered list', `/fr/a-vendre/${FILTER}`, 'de', `/de/zu-verkaufen/${FILTER}`],
  ['property', 'property', '/fr/bien/4106/', 'en', '/en/property/4106/'],
  ['project', 'project', '/fr/projet/{project}/', 'nl', '/nl/project/{project}/'],
  ['about', 'about us', '/fr/qui-sommes-nous/', 'de', '/de/ueber-uns/'],
  ['contact', 'contact form', '/fr/contact/', 'en', '/en/contact/'],
];

/**
 * The page types a comma-separated list names (`home,property`), all of them when it is empty;
 * an unknown name is an error that lists the known ones.
 */
export function selectPageTypes(list) {
  const wanted = (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (wanted.length === 0) return PAGE_TYPES;
  const known = PAGE_TYPES.map(([key]) => key);
  const unknown = wanted.filter((name) => !known.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown page type(s) ${unknown.join(', ')}: choose from ${known.join(', ')}`);
  return PAGE_TYPES.filter(([key]) => wanted.includes(key));
}

/** The first project the French projects page links to (its short path: /fr/projet/{id}/). */
async function firstProjectId(base) {
  const html = await (await fetch(`${base}/fr/projets/`)).text();
  const id = /href="\/fr\/projets\/[^"]*?\/(\d+)\/"/.exec(html)?.[1];
  if (!id) throw new Error(`no project link found on ${base}/fr/projets/`);
  return id;
}

/** Brussels, Antwerp, Ghent, Liège, Luxembourg: a large city of the filter when there is one. */
const LARGE_CITIES = ['1000', '2000', '9000', '4000', '1009', '1611'];

/** A city of the list page's city filter (`name|postcode`, as the page itself sends it). */
async function filterCity(base, listPath) {
  const html = await (await fetch(`${base}${listPath}`)).text();
  const select = /<select[^>]*name="city"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  const cities = [...select.matchAll(/<option value="([^"]+\|(\d+))"/g)].map(([, value, zip]) => ({
    value: value.replaceAll('&amp;', '&').replaceAll('&#x27;', "'"),
    zip,
  }));
  const city = LARGE_CITIES.map((zip) => cities.find((item) => item.zip === zip)).find(Boolean);
  const chosen = city ?? cities[0];
  if (!chosen) throw new Error(`no city in the filter of ${base}${listPath}`);
  return chosen.value;
}

/** The page a path ends on after its redirects (the short detail paths redirect to the canonical one). */
export async function finalUrl(base, path) {
  const response = await fetch(`${base}${path}`, { redirect: 'follow' });
  await response.text();
  if (!response.ok) throw new Error(`${base}${path} answered ${response.status}`);
  return response.url;
}

/**
 * The pages of the given types on a running site, French first then the other language:
 * `{ type, name, locale, label, url }` with the final URL (after redirects).
 */
export async function resolvePages(base, types) {
  const project = types.some(([key]) => key === 'project') ? await firstProjectId(base) : '';
  const pages = [];
  for (const [type, name, frPath, other, otherPath] of types) {
    for (const [locale, path] of [
      ['fr', frPath],
      [other, otherPath],
    ]) {
      let filled = path.replace('{project}', project);
      if (filled.includes('{city}')) {
        const city = await filterCity(base, filled.slice(0, filled.indexOf('?')));
        filled = filled.replace('{city}', encodeURIComponent(city));
      }
      pages.push({
        type,
        name,
        locale,
        label: `${name} ${locale}`,
        url: await finalUrl(base, filled),
      });
    }
  }
  return pages;
}

// ---------------------------------------------------------------------------------------------
// The bare Next.js page

/** The newest modification time of a file or of any file under a folder. */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

/**
 * Builds bench/baseline with the project's Next.js when its build is missing or older than its
 * sources (or than Next.js itself). With webpack: Turbopack (Next.js 16.4) takes the repository
 * root, where node_modules is, for its root and then compiles the site's own proxy.ts and
 * instrumentation.ts into the baseline, which fails.
 */
export function ensureBaselineBuild() {
  const buildId = join(BASELINE_DIR, '.next', 'BUILD_ID');
  const sources = ['app', 'next.config.mjs', 'tsconfig.json'].map((name) =>
    join(BASELINE_DIR, name),
  );
  const newestSource = Math.max(
    ...sources.map(newestMtime),
    newestMtime('node_modules/next/package.json'),
  );
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource) return;
  console.log(`Building the baseline: ${NEXT_BIN} build --webpack ${BASELINE_DIR}`);
  const build = spawnSync(NEXT_BIN, ['build', '--webpack', BASELINE_DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error(`the baseline build failed (exit ${build.status})`);
}

/** A TCP port nothing listens on right now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `next start bench/baseline` on a free port (built first when needed); `stop()` ends it. */
export async function startBaseline() {
  ensureBaselineBuild();
  const port = await freePort();
  const child = spawn(
    NEXT_BIN,
    ['start', BASELINE_DIR, '--port', String(port), '--hostname', '127.0.0.1'],
    {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`);
  return { base, url: `${base}/`, stop: () => stopGroup(child.pid) };
}
