import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseUrl } from '@/lib/db/connection';
import { varDir } from '@/lib/runtime/var-dir';
import { siteSecret } from '@/lib/security/secret';
import {
  checkFormToken,
  formToken,
  MIN_FILL_MS,
  purposeKey,
  recordToken,
  recordTokenId,
  recordTokenMatches,
} from '@/lib/security/signing';

const key = purposeKey('x'.repeat(40), 'form');

describe('the site secret', () => {
  it('is required in production, and long enough', () => {
    expect(() => siteSecret({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET .*required in production/,
    );
    expect(() => siteSecret({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(
      /at least 32/,
    );
    expect(siteSecret({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) })).toBe(
      's'.repeat(32),
    );
  });

  it('is generated once into var/ outside production, readable only by its owner', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    const first = siteSecret({ NODE_ENV: 'development' }, dir);
    expect(first).toHaveLength(64);
    expect(siteSecret({ NODE_ENV: 'test' }, dir)).toBe(first);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('lives in VAR_DIR when it is set (npm start keeps it outside the rebuilt standalone folder)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'var-dir-'));
    const secret = siteSecret({ NODE_ENV: 'development', VAR_DIR: dir });
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(secret);
  });
});

describe('the var folder', () => {
  it('is VAR_DIR, else var/ in the working directory; the default database lives there', () => {
    expect(varDir({ VAR_DIR: '/srv/horizon/var' })).toBe('/srv/horizon/var');
    expect(varDir({ VAR_DIR: '  ' })).toBe(join(process.cwd(), 'var'));
    expect(databaseUrl({ VAR_DIR: '/srv/horizon/var' })).toBe('file:/srv/horizon/var/site.sqlite');
    expect(databaseUrl({ VAR_DIR: '/srv/horizon/var', DATABASE_URL: 'postgres://db/site' })).toBe(
      'postgres://db/site',
    );
  });
});

describe('form tokens', () => {
  const T0 = 1_800_000_000_000;
  it('let a person through after a moment, but not a script at once, a forged token or a stale one', () => {
    const token = formToken(key, 'contact', T0);
    expect(checkFormToken(key, 'contact', token, T0 + MIN_FILL_MS)).toBe('ok');
    expect(checkFormToken(key, 'contact', token, T0 + 500)).toBe('too-fast');
    expect(checkFormToken(key, 'contact', token, T0 + 25 * 3600_000)).toBe('expired');
    expect(checkFormToken(key, 'visit', token, T0 + MIN_FILL_MS), 'bound to its form').toBe(
      'invalid',
    );
    expect(
      checkFormToken(key, 'contact', `${T0 - 60_000}.${token.split('.')[1]}`, T0 + MIN_FILL_MS),
      'time changed',
    ).toBe('invalid');
    expect(
      checkFormToken(purposeKey('y'.repeat(40), 'form'), 'contact', token, T0 + MIN_FILL_MS),
      'other secret',
    ).toBe('invalid');
    expect(checkFormToken(key, 'contact', undefined, T0)).toBe('invalid');
    expect(checkFormToken(key, 'contact', 'garbage', T0)).toBe('invalid');
  });
});

describe('record tokens (newsletter links)', () => {
  it('name a record and hold only for its email', () => {
    const token = recordToken(key, 42, 'Anne@Example.be');
    expect(recordTokenId(token)).toBe(42);
    expect(recordTokenMatches(key, token, 42, 'anne@example.be')).toBe(true);
    expect(recordTokenMatches(key, token, 42, 'other@example.be')).toBe(false);
    expect(
      recordTokenMatches(
        key,
        token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        42,
        'anne@example.be',
      ),
    ).toBe(false);
    expect(recordTokenId('abc.def')).toBeNull();
  });
});
