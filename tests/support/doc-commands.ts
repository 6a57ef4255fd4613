import { mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The command lines the documentation gives (issue 35): every line of a ```sh, ```bash, ```shell
 * or ```cron block, and every `$ ` line of a ```console block, in README.md and docs/*.md.
 * Comment lines are not commands; a line ending in `\` is joined with the next one.
 */

export const SHELL_LANGUAGES = ['sh', 'bash', 'shell', 'console', 'cron'] as const;

export type DocBlock = {
  /** README.md or docs/….md, from the repository's root. */
  doc: string;
  language: string;
  /** The block's lines, its fence's indentation removed. */
  body: string[];
  /** The line number of the opening fence (1-based). */
  line: number;
};

export type DocCommand = {
  doc: string;
  /** The command as written (continuations joined), without a console block's `$ ` prompt. */
  command: string;
  /** The line number in the doc where it starts (1-based). */
  line: number;
  /** The line number of its block's opening fence. */
  block: number;
  language: string;
};

/** The fenced code blocks of a Markdown text, indented ones (in list items) included. */
export function codeBlocks(doc: string, markdown: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const match of markdown.matchAll(/^( *)```([\w-]*)[^\n]*\n([\s\S]*?)^\1```[ \t]*$/gm)) {
    const indent = match[1]!.length;
    const line = markdown.slice(0, match.index).split('\n').length;
    const body = match[3]!.replace(/\n$/, '').split('\n');
    blocks.push({
      doc,
      language: match[2]!,
      body: body.map((text) => (text.slice(0, indent).trim() === '' ? text.slice(indent) : text)),
      line,
    });
  }
  return blocks;
}

/** The command lines of one block (none for a block in another language). */
export function blockCommands(block: DocBlock): DocCommand[] {
  if (!(SHELL_LANGUAGES as readonly string[]).includes(block.language)) return [];
  const isConsole = block.language === 'console';
  const commands: DocCommand[] = [];
  let pending: { text: string; line: number } | null = null;
  block.body.forEach((raw, index) => {
    const line = block.line + 1 + index;
    if (pending) {
      pending.text += ` ${raw.trim()}`;
    } else {
      const text = raw.trim();
      if (isConsole) {
        if (!raw.startsWith('$ ')) return; // printed output
        pending = { text: raw.slice(2).trim(), line };
      } else {
        if (text === '' || text.startsWith('#')) return;
        pending = { text, line };
      }
    }
    if (pending.text.endsWith('\\')) {
      pending.text = pending.text.slice(0, -1).trimEnd();
      return;
    }
    commands.push({
      doc: block.doc,
      command: pending.text,
      line: pending.line,
      block: block.line,
      language: block.language,
    });
    pending = null;
  });
  if (pending)
    throw new Error(`${block.doc}:${block.line}: the block ends inside a continued line`);
  return commands;
}

/** README.md and every docs/*.md, as paths from the repository's root. */
export function documentationFiles(root: string): string[] {
  return [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `docs/${name}`),
  ];
}

export function docBlocks(root: string, doc: string): DocBlock[] {
  return codeBlocks(doc, readFileSync(path.join(root, doc), 'utf8'));
}

/** Every command line of the documentation, in the order of the files and of their lines. */
export function docCommands(root: string): DocCommand[] {
  return documentationFiles(root).flatMap((doc) => docBlocks(root, doc).flatMap(blockCommands));
}

/** `$ …`, or a line calling npm, npx, node, tsx, sudo, curl or bash (after `NAME=value` settings). */
const COMMAND_LIKE = /^(\$ |([A-Z_][A-Z0-9_]*=\S* )*(npm|npx|node|tsx|sudo|curl|bash) )/;

/**
 * A line of a block that is not a shell block but reads like a command (`$ …`, `npm …`, `npx …`,
 * `node …`, `sudo …`): a command hidden from the test, to be put in a bash or console block.
 */
export function untaggedCommands(root: string): DocCommand[] {
  return documentationFiles(root).flatMap((doc) =>
    docBlocks(root, doc)
      .filter((block) => !(SHELL_LANGUAGES as readonly string[]).includes(block.language))
      .flatMap((block) =>
        block.body.flatMap((text, index) =>
          COMMAND_LIKE.test(text.trim())
            ? [
                {
                  doc,
                  command: text.trim(),
                  line: block.line + 1 + index,
                  block: block.line,
                  language: block.language,
                },
              ]
            : [],
        ),
      ),
  );
}

/** What a scratch project does not share with the repository: what the commands write. */
const OWN = new Set(['.git', 'var', 'export', '.next', 'test-results', 'playwright-report']);

/**
 * A scratch copy of the project for running documented lines as written: a temporary folder
 * holding a symbolic link to each top-level entry of the repository (package.json, scripts,
 * node_modules, data…) but none of `var/` or `export/`, so `npm run …` finds the project there,
 * relative paths (`export/`, `var/site.sqlite`, the default `DATABASE_URL`) stay inside it, and
 * the repository is not written to.
 */
export function scratchProject(root: string): string {
  const world = mkdtempSync(path.join(tmpdir(), 'doc-commands-'));
  for (const name of readdirSync(root))
    if (!OWN.has(name)) symlinkSync(path.join(root, name), path.join(world, name));
  return world;
}

/**
 * The commands named inline in the text (`npm run …`, `node …`, `npx …` in backticks, outside
 * code blocks): forms and syntax summaries (`--owner …`) rather than lines to run, checked for
 * the scripts and files they name.
 */
export function inlineCommands(root: string): DocCommand[] {
  return documentationFiles(root).flatMap((doc) => {
    const markdown = readFileSync(path.join(root, doc), 'utf8').replace(
      /^( *)```[\s\S]*?^\1```[ \t]*$/gm,
      (block) => block.replace(/[^\n]/g, ''), // keep the line numbers
    );
    return [...markdown.matchAll(/`([^`\n]+)`/g)].flatMap((match) =>
      /^([A-Z_][A-Z0-9_]*=\S* )*(npm|npx|node) /.test(match[1]!)
        ? [
            {
              doc,
              command: match[1]!,
              line: markdown.slice(0, match.index).split('\n').length,
              block: 0, // none
              language: 'inline',
            },
          ]
        : [],
    );
  });
}
