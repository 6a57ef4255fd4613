import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The project file an import names (`@/…` or relative), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? resolve(specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** Every package a module pulls into the browser, with the chain of project files that leads to it (type-only imports left out). */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(
      /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm,
    )) {
      if (typeOnly) continue;
      const target = resolveImport(file, specifier!);
      if (target) visit(target, [...chain, target]);
      else if (!reached.has(specifier!)) reached.set(specifier!, chain);
    }
  };
  visit(entry, [entry]);
  return reached;
}

describe('client components', () => {
  const clientFiles = [...sourceFiles('components'), ...sourceFiles('app')].filter((file) =>
    /^['"]use client['"]/.test(readFileSync(file, 'utf8')),
  );

  it('exist (the check below has something to check)', () => {
    expect(clientFiles.length).toBeGreaterThan(10);
  });

  it('never reach next-intl: its client runtime, provider and navigation stay out of every page (texts come translated from the server)', () => {
    for (const file of clientFiles) {
      for (const [specifier, chain] of packagesReached(resolve(file))) {
        expect(
          specifier.startsWith('next-intl') || specifier.startsWith('use-intl'),
          `${chain.join(' → ')} imports ${specifier}`,
        ).toBe(false);
      }
    }
  });
});
