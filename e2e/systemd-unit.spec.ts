import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures';

/*
 * Issue 35, item 16: the web server's systemd unit (deploy/systemd/horizon-web.service), run as
 * systemd runs it: its ExecStart without a shell, in its WorkingDirectory (/srv/horizon is the
 * checkout), with only the variables of its EnvironmentFile (a copy of .env.example filled in)
 * and systemd's PATH; it answers, and SIGTERM (its KillSignal) ends it with its SuccessExitStatus.
 * docs/operations.md › How this file is tested.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 143;
const ROOT = resolve(__dirname, '..');

function unitValue(unit: string, key: string): string {
  const value = new RegExp(`^${key}=(.*)$`, 'm').exec(unit)?.[1];
  if (value === undefined) throw new Error(`the unit has no ${key}=`);
  return value;
}

/** An EnvironmentFile as systemd reads it: NAME=value lines, comments skipped, quotes removed. */
function environmentFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(line))
      .map((line) => {
        const at = line.indexOf('=');
        return [line.slice(0, at), line.slice(at + 1).replace(/^"(.*)"$/, '$1')];
      }),
  );
}

test.describe('the web server unit', () => {
  test.describe.configure({ timeout: 120_000 });
  const dir = mkdtempSync(join(tmpdir(), 'horizon-unit-'));
  let server: ChildProcess | null = null;

  test.afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  test('starts with its environment file, answers, and stops cleanly on SIGTERM', async () => {
    const unit = readFileSync(join(ROOT, 'deploy/systemd/horizon-web.service'), 'utf8');
    expect(unitValue(unit, 'EnvironmentFile')).toBe('/etc/horizon/horizon.env');
    expect(unitValue(unit, 'WorkingDirectory')).toBe('/srv/horizon');
    expect(unitValue(unit, 'KillSignal')).toBe('SIGTERM');
    const filled = readFileSync(join(ROOT, '.env.example'), 'utf8')
      .replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${'s'.repeat(64)}`)
      .replace(/^SITE_URL=.*$/m, `SITE_URL=http://127.0.0.1:${PORT}`)
      .replace(/^DATABASE_URL=.*$/m, `DATABASE_URL=file:${join(dir, 'site.sqlite')}`)
      .replace(/^# PORT=.*$/m, `PORT=${PORT}`);
    const envFile = join(dir, 'horizon.env');
    writeFileSync(envFile, filled);
    const [command, ...args] = unitValue(unit, 'ExecStart').split(' ');
    // systemd's own PATH and the file's variables, nothing else (no NODE_ENV but the file's)
    const env = {
      PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
      ...environmentFile(readFileSync(envFile, 'utf8')),
    } as Record<string, string> as NodeJS.ProcessEnv;
    const child = spawn(command!, args, { cwd: ROOT, env, stdio: 'ignore', detached: true });
    server = child;
    await expect
      .poll(
        async () => (await fetch(`http://127.0.0.1:${PORT}/fr/`).catch(() => null))?.status ?? 0,
        {
          timeout: 60_000,
          intervals: [500],
        },
      )
      .toBe(200);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    process.kill(child.pid!, 'SIGTERM');
    expect(String(await exited)).toBe(unitValue(unit, 'SuccessExitStatus'));
  });
});
