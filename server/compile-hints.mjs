/**
 * V8's explicit compile hint on the browser's scripts (issue 32 › 3): a first line
 * `//# allFunctionsCalledOnLoad` tells Chromium (136 and later) to compile every function of the
 * file while it streams the file in, on a background thread, instead of compiling each function on
 * the page's one main thread the first time it is called. Turbopack wraps each module of a chunk
 * in a function that runs once, when the page starts, and compiling those functions lazily was the
 * single largest item of the pages' script time (docs/measured.md › Lighthouse › 2026-11-30).
 * Other browsers read the line as a comment.
 *
 * Run on `.next/static/chunks/` after `next build` (server/prepare-standalone.mjs), before the
 * files are copied into the release. A source map beside a chunk gets its lines moved down by one,
 * so that it still points at the right code.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The script with the hint as its first line (once: a script that has it is returned as is). */
export function withCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source : `${COMPILE_HINT}\n${source}`;
}

/** The script without the hint (the same script when it has none): what it was before the build step. */
export function withoutCompileHint(source) {
  return source.startsWith(`${COMPILE_HINT}\n`) ? source.slice(COMPILE_HINT.length + 1) : source;
}

/**
 * A source map of the script after one line was added above it: every mapping one line lower
 * (`mappings` starts with an empty line; the sections of an index map start a line lower).
 */
export function shiftSourceMap(map) {
  if (Array.isArray(map.sections)) {
    return {
      ...map,
      sections: map.sections.map((section) => ({
        ...section,
        offset: { ...section.offset, line: section.offset.line + 1 },
      })),
    };
  }
  if (typeof map.mappings === 'string') return { ...map, mappings: `;${map.mappings}` };
  return map;
}

/** Adds the hint to every script in `folder` (and its sub-folders); returns how many were changed. */
export function addCompileHints(folder) {
  let changed = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const file = join(entry.parentPath, entry.name);
    const source = readFileSync(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(file, hinted);
    changed += 1;
    // (production builds have no source maps unless next.config.ts asks for them)
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    writeFileSync(`${file}.map`, JSON.stringify(shiftSourceMap(map)));
  }
  return changed;
}
