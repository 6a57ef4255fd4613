import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/connection';
import { storeSubmission } from '@/lib/db/submissions';
import { holdAppointment, requestAppointment, slotsHeld } from '@/lib/db/visits';
import { addDays, todayInBrussels } from '@/lib/forms/fields';
import { migratedDatabase } from '../support/database';

const folder = mkdtempSync(path.join(tmpdir(), 'slots-'));
const url = `file:${path.join(folder, 'site.sqlite')}`;
/** As the README documents it: `npm run slots -- …`. */
const run = (...args: string[]) =>
  execFileSync('npm', ['run', '--silent', 'slots', '--', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run slots', { timeout: 60_000 }, () => {
  it('lists held and waiting visit requests, holds one for the agency and releases one', async () => {
    const today = todayInBrussels();
    const date = addDays(today, 3);
    const connection = await migratedDatabase(url);
    const ask = async () =>
      (await requestAppointment(
        connection.db,
        {
          submissionId: await storeSubmission(connection.db, {
            kind: 'visit',
            locale: 'fr',
            payload: {},
          }),
          listingId: 4101,
          date,
          slot: '10:00-13:00',
          holder: `h${Math.random()}`,
        },
        3,
      ))!;
    const byVisitor = await ask();
    const waiting = await ask();
    expect(await holdAppointment(connection.db, byVisitor, 'visitor', { capacity: 3, today })).toBe(
      'held',
    );
    await connection.db.destroy();

    const listed = run('list', '--listing', '4101');
    expect(listed).toContain(`#${byVisitor} ${date} 10:00-13:00 property 4101: held by visitor`);
    expect(listed).toContain(
      `#${waiting} ${date} 10:00-13:00 property 4101: waiting for the visitor`,
    );
    expect(run('hold', String(waiting))).toContain(`#${waiting} held`);
    expect(run('release', String(byVisitor))).toContain(`#${byVisitor} released`);
    expect(() => run('release', String(byVisitor))).toThrow();
    expect(() => run('hold', 'x')).toThrow();
    expect(run('list')).not.toContain(`#${byVisitor} `);
    expect(run('list', '--released')).toContain(
      `#${byVisitor} ${date} 10:00-13:00 property 4101: released`,
    );

    const check = openDatabase(url);
    expect(await slotsHeld(check.db, 4101, date)).toEqual({ '10:00-13:00': 1 });
    await check.db.destroy();
  });
});
