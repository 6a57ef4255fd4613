import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { migratedDatabase } from '../support/database';
import { storeTestimonial } from '@/lib/db/requests';
import { storeSubmission } from '@/lib/db/submissions';

const folder = mkdtempSync(path.join(tmpdir(), 'testimonials-'));
const url = `file:${path.join(folder, 'site.sqlite')}`;
const run = (...args: string[]) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/testimonials.ts', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run testimonials', { timeout: 60_000 }, () => {
  it('lists the waiting ones and approves one', async () => {
    const connection = await migratedDatabase(url);
    const id = await storeTestimonial(connection.db, {
      submissionId: await storeSubmission(connection.db, {
        kind: 'testimonial',
        locale: 'fr',
        payload: {},
      }),
      locale: 'fr',
      name: 'Claire',
      text: 'Un suivi impeccable du début à la fin.',
    });
    await connection.db.destroy();

    expect(run()).toContain(`#${id} [fr]`);
    expect(run('--approve', String(id))).toContain(`#${id} approved`);
    expect(run()).toContain('none waiting');
    expect(() => run('--approve', '999')).toThrow();

    const check = openDatabase(url);
    expect(
      await check.db
        .selectFrom('testimonials')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirst(),
    ).toEqual({ status: 'approved' });
    await check.db.destroy();
  });
});
