import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|(?:^|[\s;])import\s+['"]([^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null; // a package
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null; // JSON, CSS and the like resolve elsewhere; they import nothing
}

/**
 * Every project file a module reaches through its static and dynamic imports (itself included),
 * as paths from the root; the imports of the files in `stop` are not followed.
 */
export function reachableFiles(entry: string, stop: readonly string[] = []): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const relative = path.relative(ROOT, file);
    if (seen.has(relative)) continue;
    seen.add(relative);
    if (stop.includes(relative)) continue;
    if (!/\.(m?[jt]sx?)$/.test(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(SPECIFIER)) {
      const resolved = resolveLocal(file, (match[1] ?? match[2] ?? match[3])!);
      if (resolved) queue.push(resolved);
    }
  }
  return seen;
}
