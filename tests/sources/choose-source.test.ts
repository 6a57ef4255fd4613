import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chooseSource, loadForImport, SOURCES } from '@/lib/sources';

/* docs/crm-omnicasa.md › Sources: which source an import command reads, by flag and configuration. */
describe('choosing the source of an import', () => {
  const choose = (argv: string[], env = {}) => {
    const choice = chooseSource(argv, env);
    return { source: choice.source?.name ?? null, path: choice.path, rest: choice.rest };
  };

  it('takes a path named alone as a feed, as before, with or without a CRM', () => {
    expect(choose(['feed.json', '--dry-run'])).toEqual({
      source: 'feed',
      path: 'feed.json',
      rest: ['--dry-run'],
    });
    expect(choose(['feed.json'], { CRM: 'omnicasa' }).source).toBe('feed');
  });

  it('reads no source for rollback, list and status, nor without a path and a CRM', () => {
    expect(choose(['--rollback']).source).toBeNull();
    expect(choose(['--list'], { CRM: 'omnicasa' }).source).toBeNull();
    expect(choose(['--dry-run']).source).toBeNull();
  });

  it('reads the CRM when CRM=omnicasa and nothing else is named', () => {
    expect(choose(['--dry-run', '--keep', '3'], { CRM: 'omnicasa' })).toEqual({
      source: 'omnicasa',
      path: null,
      rest: ['--dry-run', '--keep', '3'],
    });
  });

  it('takes --from with each known source, and names the known ones for another', () => {
    for (const name of Object.keys(SOURCES))
      expect(choose(['--from', name, '--accept']).source).toBe(name);
    expect(() => choose(['--from', 'salesforce'])).toThrow(
      '--from takes bundled, feed, omnicasa (got salesforce)',
    );
    expect(() => choose(['--from'])).toThrow('(got nothing)');
  });

  it('does not take an option value for a feed path, and leaves a second path to the import', () => {
    expect(choose(['--max-removed', '0.5', 'a.json', 'b.json'])).toEqual({
      source: 'feed',
      path: 'a.json',
      rest: ['--max-removed', '0.5', 'b.json'],
    });
  });
});

describe('loading a source for the import', () => {
  it('gives the bundled data set (DATA_FILE) as the feed, and refuses a path with it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-test-'));
    try {
      const file = join(dir, 'listings.json');
      writeFileSync(file, '{}');
      const loaded = await loadForImport(['--from', 'bundled', '--dry-run'], {
        env: { DATA_FILE: file },
        locales: ['fr'],
      });
      expect(loaded.argv).toEqual([file, '--dry-run']);
      await expect(
        loadForImport(['--from', 'bundled', 'x.json'], { env: {}, locales: ['fr'] }),
      ).rejects.toThrow('--from bundled takes no file');
      await expect(
        loadForImport(['--from', 'bundled'], { env: { DATA_FILE: join(dir, 'no') }, locales: [] }),
      ).rejects.toThrow('is not there');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs a path for --from feed, and keeps the arguments of a command that reads no source', async () => {
    await expect(loadForImport(['--from', 'feed'], { env: {}, locales: [] })).rejects.toThrow(
      '--from feed needs a feed file or folder',
    );
    expect(
      (await loadForImport(['--from', 'feed', 'f.json'], { env: {}, locales: [] })).argv,
    ).toEqual(['f.json']);
    const none = await loadForImport(['--list'], { env: {}, locales: [] });
    expect({ source: none.source, argv: none.argv }).toEqual({ source: null, argv: ['--list'] });
  });
});
