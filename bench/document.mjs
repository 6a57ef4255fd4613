/**
 * The HTML documents (issue 32, item 2): for every page type in French and its other language
 * (bench/pages.mjs), the document's raw and gzip bytes, how much of it is the RSC payload
 * (`self.__next_f.push` scripts), inline SVG and the rest, and its element count, next to the
 * bare Next.js page's document (bench/baseline). Plain fetches against the production server
 * (`npm start`, started here after `npm run build`); the split is bench/document-parts.mjs.
 *
 *   npm run build && npm run bench:doc
 *   BENCH_DOC_PAGES=home,property   page types (default all; the names of bench:lighthouse)
 *
 * Targets: property and project ≤ 85 kB raw, home, list and filtered list ≤ 75 kB raw; ✗ marks a
 * miss (printed, not an error: the exit code says whether the bench itself worked).
 */
import { gzipSync } from 'node:zlib';
import { splitDocument } from './document-parts.mjs';
import { resolvePages, selectPageTypes, startBaseline } from './pages.mjs';
import { startSite } from './server.mjs';

const KB = 1024;

/** Raw kB a page type's document may weigh (issue 32). */
const TARGET_KB = { home: 75, list: 75, filtered: 75, property: 85, project: 85 };

const COLUMNS = [
  'page',
  'raw kB',
  'gzip kB',
  'RSC payload kB',
  'payload %',
  'inline SVG kB',
  'rest kB',
  'elements',
  '× baseline raw',
  'target',
];

const kB = (bytes) => (bytes / KB).toFixed(1);

/** The document at a URL, as the browser has it once decompressed. */
async function fetchDocument(url) {
  const response = await fetch(url, { headers: { 'user-agent': 'bench' } });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return html;
}

function row(label, html, baselineRaw, targetKb) {
  const parts = splitDocument(html);
  const target =
    targetKb === undefined ? '' : `≤ ${targetKb}${parts.raw > targetKb * KB ? ' ✗' : ''}`;
  return [
    label,
    kB(parts.raw),
    kB(gzipSync(html).length),
    kB(parts.payload),
    `${Math.round((100 * parts.payload) / parts.raw)} %`,
    kB(parts.svg),
    kB(parts.rest),
    String(parts.elements),
    baselineRaw === undefined ? '' : (parts.raw / baselineRaw).toFixed(0),
    target,
  ];
}

/** A Markdown table whose columns also line up in a terminal. */
function printTable(rows) {
  const widths = COLUMNS.map((_, column) =>
    Math.max(...[COLUMNS, ...rows].map((cells) => cells[column].length)),
  );
  const line = (cells) =>
    `| ${cells.map((text, column) => (column === 0 ? text.padEnd(widths[column]) : text.padStart(widths[column]))).join(' | ')} |`;
  console.log(line(COLUMNS));
  console.log(
    `| ${widths.map((width, column) => (column === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const cells of rows) console.log(line(cells));
}

async function main() {
  const types = selectPageTypes(process.env.BENCH_DOC_PAGES);
  const site = await startSite({ firstPort: 3800 });
  let baseline = null;
  try {
    baseline = await startBaseline();
    const baselineHtml = await fetchDocument(baseline.url);
    const baselineRaw = Buffer.byteLength(baselineHtml, 'utf8');
    const rows = [row('baseline', baselineHtml)];
    const missed = [];
    for (const page of await resolvePages(site.base, types)) {
      const html = await fetchDocument(page.url);
      const cells = row(page.label, html, baselineRaw, TARGET_KB[page.type]);
      if (cells.at(-1).endsWith('✗')) missed.push(page.label);
      rows.push(cells);
    }
    console.log(
      'HTML documents: raw = bytes of the document uncompressed, gzip = those bytes gzipped (level 6, as Next.js compresses), 1 kB = 1024 bytes; RSC payload = the self.__next_f.push scripts; elements = start tags of the markup',
    );
    printTable(rows);
    console.log(
      `Targets: property and project ≤ 85 kB raw, home, list and filtered list ≤ 75 kB raw. Documents over their target: ${missed.length}${missed.length ? ` (${missed.join(', ')})` : ''}.`,
    );
  } finally {
    baseline?.stop();
    site.stop();
  }
}

await main();
