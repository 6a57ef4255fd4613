/**
 * What an HTML document is made of, for `npm run bench:doc` (issue 32): its bytes split into the
 * RSC payload (the `<script>self.__next_f.push(…)</script>` tags Next.js streams after the
 * markup, with which React hydrates), inline SVG (`<svg>…</svg>`, nested ones counted once) and
 * the rest, and its element count. Pure: a string in, numbers out.
 */

const PAYLOAD_SCRIPT = /<script\b[^>]*>\s*self\.__next_f\.push\([\s\S]*?<\/script>/gi;
const RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const START_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)(?=[\s/>])/g;
const SVG_TAG = /<(\/?)svg(?=[\s/>])[^>]*?(\/?)>/gi;

const bytes = (text) => Buffer.byteLength(text, 'utf8');

/** The outermost `<svg>…</svg>` elements of a document (a self-closed `<svg/>` too). */
function outerSvgs(html) {
  const found = [];
  let depth = 0;
  let start = -1;
  for (const match of html.matchAll(SVG_TAG)) {
    const [tag, closing, selfClosing] = match;
    if (closing) {
      if (depth === 0) continue;
      depth -= 1;
      if (depth === 0) found.push(html.slice(start, match.index + tag.length));
    } else if (selfClosing) {
      if (depth === 0) found.push(tag);
    } else {
      if (depth === 0) start = match.index;
      depth += 1;
    }
  }
  return found;
}

/** Elements a parser makes of the markup: start tags outside comments, scripts, styles and other raw text. */
export function countElements(html) {
  let count = 0;
  const markup = html.replace(COMMENT, '').replace(RAW_TEXT, () => {
    count += 1; // the raw-text element itself, its text left out
    return '';
  });
  return count + [...markup.matchAll(START_TAG)].length;
}

/**
 * `raw`, `payload`, `svg` and `rest` are UTF-8 bytes (`rest` = raw − payload − svg);
 * `payloadScripts` and `svgs` how many of each; `elements` the element count.
 * SVG inside the payload's strings is payload, not SVG (it is not markup).
 */
export function splitDocument(html) {
  const payloadTags = html.match(PAYLOAD_SCRIPT) ?? [];
  // scripts go, the payload's too; an svg's own <title> and <style> stay in its bytes
  const markupOnly = html.replace(COMMENT, '').replace(SCRIPT, '');
  const svgs = outerSvgs(markupOnly);
  const raw = bytes(html);
  const payload = payloadTags.reduce((sum, tag) => sum + bytes(tag), 0);
  const svg = svgs.reduce((sum, tag) => sum + bytes(tag), 0);
  return {
    raw,
    payload,
    svg,
    rest: raw - payload - svg,
    payloadScripts: payloadTags.length,
    svgs: svgs.length,
    elements: countElements(html),
  };
}
