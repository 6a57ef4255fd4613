import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { generatePayload } from '@/demo/listings/payload';

/*
 * Issue 35 item 2, as the README runs it (`npm run --silent import -- FEED …`): a feed that would
 * be held or is refused exits non-zero in a dry run too, and a real run tells the agency (a mail
 * in the outbox to MAIL_AGENCY_TO) and the status line (`--status`).
 */
const folder = mkdtempSync(path.join(tmpdir(), 'import-cli-'));
const url = `file:${path.join(folder, 'site.sqlite')}`;
const bundled = generatePayload({ seed: 31, count: 20, locales: ['fr', 'en'], projects: 0 });
const bundledFile = path.join(folder, 'bundled.json');
writeFileSync(bundledFile, JSON.stringify(bundled));

const ids = [...new Set(bundled.listings.map((record) => record.ID))];
const half = { ...bundled, listings: bundled.listings.filter((r) => ids.indexOf(r.ID) % 2 === 0) };
const halfFile = path.join(folder, 'half.json');
writeFileSync(halfFile, JSON.stringify(half));
const cutFile = path.join(folder, 'cut.json');
writeFileSync(cutFile, '{"listings": [');

const run = (...args: string[]) => {
  const result = spawnSync('npm', ['run', '--silent', 'import', '--', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATA_FILE: bundledFile,
      MAIL_AGENCY_TO: 'office@agency.test',
    },
    encoding: 'utf8',
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
};

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run import: exit codes and the agency told', { timeout: 180_000 }, () => {
  it('exits 2 for a dry run that would be held and 1 for a refused one; a real held run mails the agency and shows on --status', async () => {
    const dry = run(halfFile, '--dry-run');
    expect(dry.out).toMatch(/It would be held: it removes 10 of 20 listings/);
    expect(dry.code).toBe(2);
    expect(run(cutFile, '--dry-run').code).toBe(1);

    const held = run(halfFile);
    expect(held.code).toBe(2);
    expect(held.out).toContain('import: the agency is told by mail');
    const status = run('--status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(
      /^attention \S+ held, nothing changed: it removes 10 of 20 listings/,
    );

    const { db } = openDatabase(url);
    try {
      const mails = await db.selectFrom('outbox').select(['recipient', 'subject']).execute();
      expect(mails).toEqual([
        // in the site's default language (data/languages.json: French), as request notifications
        {
          recipient: 'office@agency.test',
          subject: 'Import des biens suspendu\u00a0: rien n’a été publié',
        },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
