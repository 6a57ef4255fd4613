import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  COMPILE_HINT,
  addCompileHints,
  shiftSourceMap,
  withCompileHint,
  withoutCompileHint,
} from '@/server/compile-hints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{e.v(1)}]);\n';

describe('withCompileHint', () => {
  it('puts the hint on the first line, above the unchanged script', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(withCompileHint(CHUNK)).toBe(`//# allFunctionsCalledOnLoad\n${CHUNK}`);
  });

  it('adds it once', () => {
    const once = withCompileHint(CHUNK);
    expect(withCompileHint(once)).toBe(once);
  });
});

describe('shiftSourceMap', () => {
  it('moves every mapping of a plain map one line down', () => {
    const map = { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' };
    expect(shiftSourceMap(map)).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });

  it('moves every section of an index map one line down', () => {
    const section = (line: number) => ({
      offset: { line, column: 0 },
      map: { version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA' },
    });
    const shifted = shiftSourceMap({ version: 3, sections: [section(0), section(4)] });
    expect(shifted.sections.map((s) => s.offset.line)).toEqual([1, 5]);
    expect(shifted.sections[1]!.map.mappings).toBe('AAAA');
  });
});

describe('addCompileHints', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('hints every script under the folder, shifts their source maps, and leaves other files', () => {
    folder = mkdtempSync(join(tmpdir(), 'hints-'));
    mkdirSync(join(folder, 'app'));
    writeFileSync(join(folder, 'a.js'), CHUNK);
    writeFileSync(join(folder, 'a.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(join(folder, 'app', 'b.js'), CHUNK);
    writeFileSync(join(folder, 'c.css'), '.a{color:red}');

    expect(addCompileHints(folder)).toBe(2);
    expect(readFileSync(join(folder, 'a.js'), 'utf8')).toBe(withCompileHint(CHUNK));
    expect(readFileSync(join(folder, 'app', 'b.js'), 'utf8')).toBe(withCompileHint(CHUNK));
    expect(JSON.parse(readFileSync(join(folder, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
    expect(readFileSync(join(folder, 'c.css'), 'utf8')).toBe('.a{color:red}');

    // a second run (a build copied twice) changes nothing, the maps included
    expect(addCompileHints(folder)).toBe(0);
    expect(JSON.parse(readFileSync(join(folder, 'a.js.map'), 'utf8')).mappings).toBe(';AAAA');
  });
});

describe('withoutCompileHint', () => {
  it('takes the hint off a hinted script and leaves any other script as it is', () => {
    const source = '(globalThis.TURBOPACK||[]).push([1]);';
    expect(withoutCompileHint(withCompileHint(source))).toBe(source);
    expect(withoutCompileHint(source)).toBe(source);
    expect(withoutCompileHint(`// a comment\n${source}`)).toBe(`// a comment\n${source}`);
  });
});
