import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/**
 * The specifiers a module imports: static and type imports, re-exports, side-effect imports,
 * dynamic `import()` and `require()`, read by TypeScript's own pre-processor (comments and
 * strings that merely look like imports are not counted).
 */
export function importSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/**
 * The project path (from the root, without extension) a specifier names, or null for a package.
 * `@/` is the root (tsconfig `paths`).
 */
export function projectTarget(from: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.'))
    return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

/**
 * The floor a path belongs to: the folder directly under `lib/` or `components/` (`lib/data`),
 * or a module that sits there on its own (`lib/config`).
 */
export function floorOf(file: string): string {
  const [top = '', name = ''] = file.split('/');
  return `${top}/${name.replace(SOURCE, '')}`;
}

export type ImportEdge = { from: string; to: string; file: string; target: string };

/** Every import of a source file under `base` (tests left out) of a project path. */
export function projectImports(base: string, root = ROOT): ImportEdge[] {
  const files = readdirSync(path.join(root, base), { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !/\.test\./.test(file))
    .map((file) => path.posix.join(base, file.split(path.sep).join('/')));
  return files.flatMap((file) =>
    importSpecifiers(readFileSync(path.join(root, file), 'utf8')).flatMap((specifier) => {
      const target = projectTarget(file, specifier);
      return target === null ? [] : [{ from: floorOf(file), to: floorOf(target), file, target }];
    }),
  );
}

/**
 * The groups of floors that import one another round a cycle (Tarjan's strongly connected
 * components of more than one floor), each sorted, the groups sorted by their first floor.
 */
export function floorCycles(edges: readonly Pick<ImportEdge, 'from' | 'to'>[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (from === to) continue;
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const target of next.get(node)!) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
