import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The type checker takes any `*.module.css` import on trust (a wildcard declaration); the build
// does not. This finds a stylesheet that moved away from the component importing it.
const ROOT = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mts)$/.test(entry.name) ? [full] : [];
  });
}

describe('stylesheet imports', () => {
  it('name stylesheets that exist', () => {
    const missing: string[] = [];
    for (const file of ['app', 'components'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+\.css)'/g)) {
        const target = specifier!.startsWith('@/')
          ? path.join(ROOT, specifier!.slice(2))
          : path.resolve(path.dirname(file), specifier!);
        if (!existsSync(target)) missing.push(`${path.relative(ROOT, file)} → ${specifier}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
