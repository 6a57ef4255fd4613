import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '@/lib/config';

/*
 * Issue 35, item 16: an example environment file with every variable the code reads. The code's
 * reads are found in its source (`process.env.NAME`, `process.env['NAME']`, and the list lib/config.ts
 * reads by name); the tests' and benchmarks' own variables are not the site's.
 */

const ROOT = path.resolve(__dirname, '../..');
/**
 * What runs in production, at build or as a command: the app, its libraries, the server and its
 * patches, its configuration, its scripts and the demo generators the build runs (not bench/).
 */
const SOURCES = [
  'app',
  'components',
  'lib',
  'server',
  'scripts',
  'demo',
  'proxy.ts',
  'instrumentation.ts',
  'next.config.ts',
];
const NOT_THE_SITE = /^scripts\/(ensure-|test-)/;
/** Read by Next.js itself, not by the project's code (README › Deployment on several instances). */
const READ_BY_NEXT = ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY'];
/** Built in by next.config.ts (`env`), nothing to configure: the icon sprite's hashed address. */
const SET_BY_THE_BUILD = ['ICON_SPRITE_URL'];

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (statSync(full).isFile()) return /\.(m?[jt]sx?|cjs)$/.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(path.join(entry, name)));
}

const READ =
  /process\.env\.([A-Za-z_][A-Za-z0-9_]*)\b(?!\s*=(?!=))|process\.env\[\s*['"]([A-Za-z_][A-Za-z0-9_]*)['"]\s*\]/g;
const DYNAMIC = /process\.env\[(?!\s*['"])/;
const DESTRUCTURED = /\{([^}]*)\}\s*=\s*process\.env\b/g;

function variablesReadByTheCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, file: string) => found.set(name, [...(found.get(name) ?? []), file]);
  for (const file of SOURCES.flatMap(sourceFiles)) {
    if (NOT_THE_SITE.test(file)) continue;
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(READ)) add((match[1] ?? match[2])!, file);
    for (const match of source.matchAll(DESTRUCTURED))
      for (const part of match[1]!.split(','))
        if (part.trim()) add(part.trim().split(/[\s:=]/)[0]!, file);
    // a read by a computed name is allowed only where the names are listed: lib/config.ts
    if (DYNAMIC.test(source)) expect(file).toBe('lib/config.ts');
  }
  for (const name of ENV_VARIABLES) add(name, 'lib/config.ts');
  return found;
}

function variablesOfTheExample(): string[] {
  const text = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  return [...text.matchAll(/^#?\s?([A-Z_][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
}

describe('.env.example', () => {
  const read = variablesReadByTheCode();
  const example = variablesOfTheExample();

  it('finds the reads of the code (a sanity check of the search itself)', () => {
    expect([...read.keys()]).toEqual(
      expect.arrayContaining([
        'SESSION_SECRET',
        'DEPLOYMENT_ID',
        'IMPORT_KEEP_VERSIONS',
        'OWNER_PASSWORD',
      ]),
    );
    expect(read.has('HOSTNAME')).toBe(false); // server/start.mjs writes it, never reads it
  });

  it('has every variable the code reads', () => {
    const missing = [...read.keys()].filter(
      (name) => !example.includes(name) && !SET_BY_THE_BUILD.includes(name),
    );
    expect(missing.map((name) => `${name} (read by ${read.get(name)!.join(', ')})`)).toEqual([]);
  });

  it('has only variables the code or Next.js reads, each once', () => {
    expect(example.filter((name) => !read.has(name) && !READ_BY_NEXT.includes(name))).toEqual([]);
    expect(example.filter((name, index) => example.indexOf(name) !== index)).toEqual([]);
  });
});
