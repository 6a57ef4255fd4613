import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unlinkableReason } from '@/lib/data/served-listings';
import { commandSecret } from '@/lib/security/command-secret';

/*
 * Issue 35, item 1: every command line of docs/operations.md is run as written, in a temporary
 * folder standing in for the server (the mapping of paths is the doc's own table). Lines that need
 * root and systemd are checked, not run; the web server's unit is run by e2e/systemd-unit.spec.ts.
 */

const ROOT = path.resolve(__dirname, '../..');
const DOC = 'docs/operations.md';
const UNITS = path.join(ROOT, 'deploy', 'systemd');

type Block = { language: string; body: string; line: number };

function codeBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  for (const match of markdown.matchAll(/^```(\w*)[^\n]*\n([\s\S]*?)^```$/gm)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    blocks.push({ language: match[1]!, body: match[2]!, line });
  }
  return blocks;
}

const blocks = codeBlocks(readFileSync(path.join(ROOT, DOC), 'utf8'));
const byLanguage = (language: string) => blocks.filter((block) => block.language === language);
const lines = (block: Block) =>
  block.body.split('\n').filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

const world = mkdtempSync(path.join(tmpdir(), 'operations-'));
const envFile = path.join(world, 'etc', 'horizon.env');
const database = path.join(world, 'var', 'site.sqlite');
const restored = path.join(world, 'var', 'site-restored.sqlite');
const backups = path.join(world, 'backups');
const logs = path.join(world, 'log');
const exports = path.join(world, 'exports', 'latest');
const oldBackup = path.join(backups, 'horizon-2020-01-01-0230.backup');

/** The doc's paths → the test's (docs/operations.md › How this file is tested), longest first. */
const PATHS: [string, string][] = [
  ['/etc/horizon/horizon.env', envFile],
  ['/srv/exports/latest/', `${exports}/`],
  ['/srv/horizon', ROOT],
  ['/srv/backups', backups],
  ['/var/log/horizon', logs],
];
const mapped = (command: string) =>
  PATHS.reduce((text, [from, to]) => text.split(from).join(to), command);

/** What cron gives a job: a bare environment, its PATH, /bin/sh. */
const CRON_ENV = {
  PATH: '/usr/bin:/bin',
  HOME: world,
  SHELL: '/bin/sh',
  LANG: 'C.UTF-8',
} as Record<string, string> as NodeJS.ProcessEnv; // no NODE_ENV: cron sets none

afterAll(() => rmSync(world, { recursive: true, force: true }));

function setDatabase(file: string) {
  const text = readFileSync(envFile, 'utf8').replace(
    /^DATABASE_URL=.*$/m,
    `DATABASE_URL=file:${file}`,
  );
  writeFileSync(envFile, text);
}

let secret = '';

beforeAll(() => {
  for (const folder of [path.dirname(envFile), backups, logs, exports])
    mkdirSync(folder, { recursive: true });
  copyFileSync(path.join(ROOT, 'data', 'listings.json'), path.join(exports, 'listings.json'));
  writeFileSync(oldBackup, 'old');
  const twentyDaysAgo = new Date(Date.now() - 20 * 86_400_000);
  utimesSync(oldBackup, twentyDaysAgo, twentyDaysAgo);
  // the secret, made by the documented command (the first bash block)
  const make = lines(byLanguage('bash')[0]!)[0]!;
  expect(make).toContain("randomBytes(32).toString('hex')");
  secret = spawnSync('bash', ['-c', make], { env: CRON_ENV, encoding: 'utf8' }).stdout.trim();
  expect(secret).toMatch(/^[0-9a-f]{64}$/);
  // `sudo install … .env.example /etc/horizon/horizon.env`, then filled in
  const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
  writeFileSync(envFile, example.replace(/^SESSION_SECRET=$/m, `SESSION_SECRET=${secret}`));
  setDatabase(database);
});

const FIELD = /^(\*|\d+(-\d+)?)(\/\d+)?(,(\*|\d+(-\d+)?)(\/\d+)?)*$/;
const RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** A crontab line's schedule checked and its command as cron gives it to /bin/sh. */
function cronCommand(line: string): string {
  const parts = line.trim().split(/\s+/);
  const schedule = parts.slice(0, 5);
  schedule.forEach((field, index) => {
    expect(field, line).toMatch(FIELD);
    const [low, high] = RANGES[index]!;
    for (const part of field.split(',')) {
      const [range, step] = part.split('/');
      if (step !== undefined) expect(Number(step), line).toBeGreaterThanOrEqual(1);
      for (const number of range === '*' ? [] : range!.split('-').map(Number)) {
        expect(number, line).toBeGreaterThanOrEqual(low);
        expect(number, line).toBeLessThanOrEqual(high);
      }
    }
  });
  const command = line.trim().replace(/^(\S+\s+){5}/, '');
  // cron cuts a command at an unescaped % (the rest is its standard input)
  expect(command.replace(/\\%/g, ''), line).not.toContain('%');
  return command.replace(/\\%/g, '%');
}

const cronLines = byLanguage('cron').flatMap(lines);
/** The npm invocation of a cron line (`npm run --silent …`), as a unit's ExecStart would hold it. */
const npmPart = (command: string) =>
  command.match(/npm run --silent [^>]*?(?=\s*>>|$)/)?.[0].trim();

describe(`${DOC}: the crontab`, { timeout: 180_000 }, () => {
  it('has the jobs of the doc, each line a valid schedule', () => {
    expect(cronLines.map((line) => npmPart(cronCommand(line)) ?? line.split(/\s+/)[5])).toEqual([
      'npm run --silent alerts',
      'npm run --silent owner-reports',
      'npm run --silent import -- /srv/exports/latest/',
      'npm run --silent db:backup -- /srv/backups/horizon-$(date +%Y-%m-%d-%H%M).backup',
      'find',
    ]);
  });

  it('runs every line as cron would: exit code 0, its log written, its work done', () => {
    for (const line of cronLines) {
      const run = spawnSync('/bin/sh', ['-c', mapped(cronCommand(line))], {
        cwd: world,
        env: CRON_ENV,
        encoding: 'utf8',
      });
      expect({ line, status: run.status, stderr: run.stderr }).toEqual({
        line,
        status: 0,
        stderr: '',
      });
    }
    const log = (name: string) => readFileSync(path.join(logs, `${name}.log`), 'utf8');
    expect(log('alerts')).toMatch(
      /^alerts: no imported data set version yet: nothing is news\nalerts: 0 alert\(s\) due/,
    );
    expect(log('owner-reports')).toMatch(/^owner-reports: 0 owner\(s\) due, 0 report\(s\) queued/);
    expect(log('import')).toContain('import: the feed changes nothing; no new version.');
    expect(log('backup')).toMatch(
      /^db:backup: .*site\.sqlite → .*horizon-\d{4}-\d{2}-\d{2}-\d{4}\.backup \(\d+ bytes\)\n$/,
    );
    // the nightly backup is there, the one older than 14 days pruned
    const kept = readdirSync(backups);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^horizon-\d{4}-\d{2}-\d{2}-\d{4}\.backup$/);
    expect(existsSync(oldBackup)).toBe(false);
  });
});

describe(`${DOC}: the shell commands`, { timeout: 120_000 }, () => {
  const units = new Set(readdirSync(UNITS));

  /** A line that needs root and systemd: checked, not run. */
  function checkRootLine(line: string) {
    const words = line.split(/\s+/);
    expect(words[0]).toBe('sudo');
    const tool = words[1]!;
    expect(['useradd', 'install', 'cp', 'systemctl'], line).toContain(tool);
    for (const unit of words.filter((word) => /^horizon-[\w-]+\.(service|timer)$/.test(word)))
      expect(units, line).toContain(unit);
    if (tool === 'cp' || (tool === 'install' && !words.includes('-d')))
      for (const source of words
        .slice(2, -1)
        .filter((word) => !word.startsWith('-') && !/^(root|horizon|0\d+)$/.test(word)))
        expect(existsSync(path.join(ROOT, source)), `${line}: ${source}`).toBe(true);
    if (tool === 'cp') expect(words.at(-1)).toBe('/etc/systemd/system/');
    if (tool === 'systemctl')
      expect(['daemon-reload', 'enable', 'start', 'stop', 'restart']).toContain(words[2]);
  }

  it('installs every unit of deploy/systemd and enables the web server and every timer', () => {
    const setup = lines(byLanguage('bash')[1]!);
    setup.forEach(checkRootLine);
    const copied = setup.find((line) => line.startsWith('sudo cp '))!;
    const enabled = setup.find((line) => line.startsWith('sudo systemctl enable'))!;
    for (const unit of units) expect(copied).toContain(`deploy/systemd/${unit}`);
    for (const unit of units)
      if (unit.endsWith('.timer') || unit === 'horizon-web.service')
        expect(enabled).toContain(unit);
  });

  it('restores the newest backup into the new database of step 2, row for row', () => {
    const restore = byLanguage('bash')[2]!;
    setDatabase(restored); // step 2 of the doc: DATABASE_URL names a new, empty database
    for (const line of lines(restore)) {
      if (line.startsWith('sudo ')) {
        checkRootLine(line);
        continue;
      }
      const run = spawnSync('bash', ['-c', mapped(line)], {
        cwd: ROOT,
        env: CRON_ENV,
        encoding: 'utf8',
      });
      expect({ line, status: run.status, stderr: run.stderr }).toEqual({
        line,
        status: 0,
        stderr: '',
      });
      expect(run.stdout).toMatch(
        /^db:restore: .*\.backup → .*site-restored\.sqlite \(\d+ tables\)\n$/,
      );
    }
    const rows = (file: string) => {
      const db = new BetterSqlite3(file, { readonly: true });
      try {
        return (
          db.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
            name: string;
          }[]
        ).map(({ name }) => [name, db.prepare(`select count(*) as n from "${name}"`).get()]);
      } finally {
        db.close();
      }
    };
    expect(rows(restored)).toEqual(rows(database));
    expect(rows(restored).length).toBeGreaterThan(5);
  });

  it('has no other shell command than these three blocks', () => {
    expect(byLanguage('bash')).toHaveLength(3);
    expect(
      blocks
        .map((block) => block.language)
        .filter((language) => !['bash', 'cron', 'ini', 'text'].includes(language)),
    ).toEqual([]);
  });
});

describe(`${DOC}: the systemd units`, { timeout: 120_000 }, () => {
  const ini = byLanguage('ini');
  const unitOf = (block: Block) =>
    block.body.match(/^# \/etc\/systemd\/system\/(horizon-[\w-]+\.(?:service|timer))\b/)?.[1];

  it('shows each file of deploy/systemd as it is, and every one of them', () => {
    for (const block of ini) {
      const unit = unitOf(block);
      expect(unit, `block at line ${block.line}`).toBeDefined();
      expect(block.body).toBe(readFileSync(path.join(UNITS, unit!), 'utf8'));
    }
    expect(ini.map(unitOf).sort()).toEqual(readdirSync(UNITS).sort());
  });

  it('passes systemd-analyze verify (or, without systemd, a check of its keys)', () => {
    const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    for (const unit of readdirSync(UNITS)) {
      if (analyze.status === 0) {
        const run = spawnSync('systemd-analyze', ['verify', '--man=no', path.join(UNITS, unit)], {
          encoding: 'utf8',
        });
        expect({ unit, status: run.status, stderr: run.stderr }).toEqual({
          unit,
          status: 0,
          stderr: '',
        });
      } else {
        const text = readFileSync(path.join(UNITS, unit), 'utf8');
        expect(text).toMatch(
          unit.endsWith('.timer')
            ? /^\[Timer\]\nOnCalendar=.+\nPersistent=true$/m
            : /^\[Service\]\nType=(simple|oneshot)$/m,
        );
      }
    }
  });

  it("runs each job's command of its cron line, with the same environment file and folder", () => {
    for (const unit of readdirSync(UNITS).filter(
      (name) => name.endsWith('.service') && name !== 'horizon-web.service',
    )) {
      const text = readFileSync(path.join(UNITS, unit), 'utf8');
      expect(text).toContain('\nWorkingDirectory=/srv/horizon\n');
      expect(text).toContain('\nEnvironmentFile=/etc/horizon/horizon.env\n');
      const exec = text.match(/^ExecStart=(.+)$/m)![1]!;
      // systemd's %% is %; a shell around it only for $(date …)
      const command = exec
        .replace(/%%/g, '%')
        .replace(/^\/bin\/sh -c '(.*)'$/, '$1')
        .replace(/^exec /, '')
        .replace(/^\/usr\/bin\/npm /, 'npm ');
      expect(cronLines.map((line) => npmPart(cronCommand(line)))).toContain(command);
    }
  });

  it('gives the web server the same environment file and a clean stop on SIGTERM', () => {
    const web = readFileSync(path.join(UNITS, 'horizon-web.service'), 'utf8');
    expect(web).toContain('\nEnvironmentFile=/etc/horizon/horizon.env\n');
    expect(web).toContain('\nExecStart=/usr/bin/node server/start.mjs\n');
    expect(web).toContain('\nSuccessExitStatus=143\n');
  });
});

describe(`${DOC}: the commands named in the text`, () => {
  // inline commands are not run here: each is a form another test runs, or a system tool's
  const markdown = readFileSync(path.join(ROOT, DOC), 'utf8').replace(/^```[\s\S]*?^```$/gm, '');
  const inline = [...markdown.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!)
    .filter((span) => /^(sudo|npm|node|systemctl|command) /.test(span));
  const scripts = Object.keys(
    (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: object })
      .scripts,
  );
  const units = readdirSync(UNITS);

  it('name scripts, files and units that exist, or a known system tool', () => {
    expect(inline.length).toBeGreaterThan(10);
    for (const span of inline)
      for (const command of span.split(' && ')) {
        const npmRun = /^npm (?:run (\S+)|(start|ci))\b/.exec(command);
        const unit = /^sudo systemctl (?:start|stop|restart) (\S+)$/.exec(command);
        if (npmRun) {
          const script = npmRun[1] ?? npmRun[2]!;
          if (script !== 'ci') expect(scripts, span).toContain(script);
        } else if (unit) expect(units, span).toContain(unit[1]);
        else if (command.startsWith('node '))
          expect(existsSync(path.join(ROOT, command.split(' ')[1]!)), span).toBe(true);
        else
          expect(
            [
              'sudo crontab -u horizon -e',
              'command -v node',
              'systemctl --failed',
              "systemctl list-timers 'horizon-*'",
              'sudo -u postgres createdb -O horizon horizon_restored',
            ],
            span,
          ).toContain(command);
      }
  });
});

describe(`${DOC}: the printed lines`, () => {
  it('are what the commands print', () => {
    const texts = byLanguage('text').map((block) => block.body.trim());
    expect(texts).toHaveLength(3); // the third is the record of a test run (Measured)
    const [refusal, owner] = texts;
    const check = commandSecret('alerts', { SITE_URL: 'https://www.example.be' });
    expect(refusal).toBe(!check.ok && check.message);
    const served = {
      source: 'data set version 12',
      payload: { listings: [] } as never,
      removed: [{ id: 4217, removedAt: '2026-11-21T03:15:00.000Z', records: [] }],
    };
    expect(owner).toBe(
      [999999, 4217]
        .map((id) => `owner: ${unlinkableReason(served, id)}: nothing was linked`)
        .join('\n'),
    );
  });
});
