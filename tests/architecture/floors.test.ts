import { describe, expect, it } from 'vitest';
import {
  floorCycles,
  floorOf,
  importSpecifiers,
  projectImports,
  projectTarget,
  type ImportEdge,
} from '../support/folder-graph';

/*
 * docs/layout.md: the folders directly under lib/ and under components/ are floors, and imports
 * only go down. A folder that imports one above it makes the two one knot: neither can be read,
 * tested or moved without the other.
 */

const knots = (edges: ImportEdge[], base: string) =>
  floorCycles(edges.filter((edge) => edge.to.startsWith(`${base}/`)));

const describeEdges = (edges: ImportEdge[], floors: string[]) =>
  edges
    .filter(
      (edge) => edge.from !== edge.to && floors.includes(edge.from) && floors.includes(edge.to),
    )
    .map((edge) => `${edge.file} → ${edge.target}`);

describe('the floors of lib/ and components/', () => {
  const lib = projectImports('lib');
  const components = projectImports('components');

  it('have no import that runs back up in lib/', () => {
    const found = knots(lib, 'lib');
    expect(found.map((group) => describeEdges(lib, group))).toEqual([]);
  });

  it('have no import that runs back up in components/', () => {
    const found = knots(components, 'components');
    expect(found.map((group) => describeEdges(components, group))).toEqual([]);
  });

  it('keep lib/ from importing components/ or app/, and components/ from importing app/', () => {
    const upward = [
      ...lib.filter((edge) => /^(components|app)\//.test(edge.target)),
      ...components.filter((edge) => edge.target.startsWith('app/')),
    ];
    expect(upward.map((edge) => `${edge.file} → ${edge.target}`)).toEqual([]);
  });
});

describe('the import graph the floors are read from', () => {
  it('reads every kind of import, and none in a comment', () => {
    const source = [
      "import a from './a';",
      "import type { B } from '@/lib/b';",
      'import {',
      '  c,',
      "} from '../c';",
      "export * from './d';",
      "import 'server-only';",
      "const e = await import('./e');",
      "const f = require('./f');",
      "// import g from './g';",
      "/* import h from './h'; */",
      'const text = "import i from \'./i\'";',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      './a',
      '@/lib/b',
      '../c',
      './d',
      'server-only',
      './e',
      './f',
    ]);
  });

  it('resolves a specifier to a project path and its floor', () => {
    expect(projectTarget('lib/data/search.ts', './types')).toBe('lib/data/types');
    expect(projectTarget('lib/data/search.ts', '../map/area')).toBe('lib/map/area');
    expect(projectTarget('lib/data/search.ts', '@/lib/model/types')).toBe('lib/model/types');
    expect(projectTarget('lib/data/search.ts', 'zod')).toBeNull();
    expect(floorOf('lib/crm/omnicasa/push.ts')).toBe('lib/crm');
    expect(floorOf('lib/config.ts')).toBe('lib/config');
    expect(floorOf('lib/config')).toBe('lib/config');
  });

  it('finds a cycle through several floors and nothing in a graph that only goes down', () => {
    const edge = (from: string, to: string) => ({ from, to });
    expect(
      floorCycles([
        edge('lib/db', 'lib/model'),
        edge('lib/data', 'lib/db'),
        edge('lib/model', 'lib/i18n'),
        edge('lib/i18n', 'lib/data'),
        edge('lib/seo', 'lib/data'),
        edge('lib/forms', 'lib/mail'),
        edge('lib/mail', 'lib/forms'),
      ]),
    ).toEqual([
      ['lib/data', 'lib/db', 'lib/i18n', 'lib/model'],
      ['lib/forms', 'lib/mail'],
    ]);
    expect(
      floorCycles([
        edge('lib/data', 'lib/db'),
        edge('lib/db', 'lib/model'),
        edge('lib/data', 'lib/data'),
      ]),
    ).toEqual([]);
  });
});
