import { describe, expect, it } from 'vitest';
import { blockCommands, codeBlocks } from '../support/doc-commands';

const commandsOf = (markdown: string) =>
  codeBlocks('docs/x.md', markdown)
    .flatMap(blockCommands)
    .map(({ command, line, language }) => ({ command, line, language }));

describe('the command lines of a doc (tests/support/doc-commands.ts)', () => {
  it('are the lines of a bash block, comment lines and blank lines left out', () => {
    expect(
      commandsOf(
        [
          'Text',
          '```bash',
          '# a comment',
          'npm run db:migrate',
          '',
          'npm run import -- export/   # imports',
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      { command: 'npm run db:migrate', line: 4, language: 'bash' },
      { command: 'npm run import -- export/   # imports', line: 6, language: 'bash' },
    ]);
  });

  it('join a line ending in a backslash with the next ones', () => {
    expect(
      commandsOf(
        ['```sh', 'npm run import -- \\', '    export/ \\', '  --dry-run', '```'].join('\n'),
      ),
    ).toEqual([{ command: 'npm run import -- export/ --dry-run', line: 2, language: 'sh' }]);
  });

  it('are the $ lines of a console block, without the prompt, and not what they printed', () => {
    expect(
      commandsOf(['```console', '$ npm run outbox', 'outbox: 0 not delivered', '```'].join('\n')),
    ).toEqual([{ command: 'npm run outbox', line: 2, language: 'console' }]);
  });

  it('include blocks indented in a list item, and no block of another language', () => {
    expect(
      commandsOf(
        [
          '- a step:',
          '',
          '  ```bash',
          '  npm run alerts',
          '  ```',
          '```text',
          'npm run not-a-command',
          '```',
          '```',
          'npm run untagged',
          '```',
        ].join('\n'),
      ),
    ).toEqual([{ command: 'npm run alerts', line: 4, language: 'bash' }]);
  });

  it('refuse a block that ends inside a continued line', () => {
    expect(() => commandsOf(['```bash', 'npm run import -- \\', '```'].join('\n'))).toThrow(
      /ends inside a continued line/,
    );
  });
});
