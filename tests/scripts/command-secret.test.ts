import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { commandSecret, EXIT_CONFIG, productionReason } from '@/lib/security/command-secret';
import { reachableFiles } from '../support/import-graph';

/*
 * Issue 35, item 1: the README's alerts cron line, run without SESSION_SECRET, made up its own
 * secret in var/session-secret and mailed links the site refused. Every command that signs
 * anything now refuses to run for a production site without the site's secret.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'command-secret-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const SECRET = 'x'.repeat(40);

describe('commandSecret', () => {
  it('takes SESSION_SECRET when set, and refuses one shorter than the server accepts', () => {
    expect(commandSecret('alerts', { SESSION_SECRET: SECRET, NODE_ENV: 'production' })).toEqual({
      ok: true,
      secret: SECRET,
      source: 'SESSION_SECRET',
    });
    const short = commandSecret('alerts', { SESSION_SECRET: 'short' });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.message).toContain('at least 32 characters');
  });

  it('refuses without it under NODE_ENV=production, and for a public SITE_URL without NODE_ENV', () => {
    for (const env of [
      { NODE_ENV: 'production' },
      { SITE_URL: 'https://www.example.be' },
      { SITE_URL: 'http://10.0.0.11:3000' },
    ]) {
      const check = commandSecret('alerts', env, path.join(folder, 'never'));
      expect(check.ok).toBe(false);
      expect(!check.ok && check.message).toMatch(
        /^alerts: SESSION_SECRET is not set, and this is a production run \(.+\)\..*nothing was done\.$/,
      );
    }
    expect(existsSync(path.join(folder, 'never'))).toBe(false);
  });

  it("uses the development server's own secret file for a local site", () => {
    const varDir = path.join(folder, 'dev');
    for (const env of [
      {},
      { SITE_URL: 'http://localhost:3000' },
      { SITE_URL: 'http://127.0.0.1:3204' },
    ]) {
      const check = commandSecret('alerts', env, varDir);
      expect(check.ok && check.source).toBe('development');
      expect(check.ok && check.secret).toBe(
        readFileSync(path.join(varDir, 'session-secret'), 'utf8').trim(),
      );
    }
    expect(productionReason({ SITE_URL: 'http://[::1]:3000' })).toBeNull();
    expect(productionReason({ NODE_ENV: 'development' })).toBeNull();
  });
});

/** The npm scripts that run a TypeScript command (package.json), by name. */
function commandScripts(): Map<string, string> {
  const scripts = (
    JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const found = new Map<string, string>();
  for (const [name, line] of Object.entries(scripts)) {
    const file = line.match(/\b(scripts\/[\w-]+\.ts)\b/)?.[1];
    if (file && !name.startsWith('bench')) found.set(name, file);
  }
  return found;
}

describe('every command that signs anything', { timeout: 120_000 }, () => {
  // what reaches the secret other than through the check itself
  const signing = [...commandScripts()].filter(([, file]) =>
    reachableFiles(file, ['scripts/site-secret.ts']).has('lib/security/secret.ts'),
  );

  it('is found by following the imports (alerts, outbox, owner-reports, preview-link)', () => {
    expect(signing.map(([name]) => name).sort()).toEqual([
      'alerts',
      'outbox',
      'owner-reports',
      'preview-link',
    ]);
  });

  it('refuses to run without SESSION_SECRET as the README documented it, exit code 78, having done nothing', () => {
    // vitest sets NODE_ENV=test: the cron line of the README had neither it nor the secret
    const env: Record<string, string | undefined> = Object.fromEntries(
      Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && key !== 'SESSION_SECRET'),
    );
    for (const [name] of signing) {
      const varDir = path.join(folder, `var-${name}`);
      const database = path.join(folder, `${name}.sqlite`);
      const run = spawnSync('npm', ['run', '--silent', name], {
        env: {
          ...env,
          VAR_DIR: varDir,
          DATABASE_URL: `file:${database}`,
          SITE_URL: 'https://www.example.be',
        } as Record<string, string | undefined> as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });
      expect({ name, status: run.status }).toEqual({ name, status: EXIT_CONFIG });
      expect(run.stderr).toContain(
        `${name}: SESSION_SECRET is not set, and this is a production run`,
      );
      expect(existsSync(path.join(varDir, 'session-secret'))).toBe(false);
      expect(existsSync(database)).toBe(false);
    }
  });
});
