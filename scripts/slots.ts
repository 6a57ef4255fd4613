/**
 * Visit slots, for the agency:
 *   npm run slots -- list [--listing 4101] [--from 2026-12-01] [--released]
 *       the visit requests from today (or --from) on: held (by the visitor's link or the agency)
 *       or waiting for the visitor's confirmation; --released shows released ones too
 *   npm run slots -- hold 12       holds request #12's place (the agency confirms it)
 *   npm run slots -- release 12    gives request #12's place back to its slot
 * A request takes a place in its slot only once held (lib/db/visits.ts). Uses DATABASE_URL like
 * the site, and its configured slot capacity (data/site.json › forms.slotCapacity).
 */
import { parseArgs } from 'node:util';
import { runDatabaseCommand } from './database-command';
import { siteConfig } from '../lib/content/site-config';
import { appointmentsFrom, holdAppointment, releaseAppointment } from '../lib/db/visits';
import { todayInBrussels } from '../lib/forms/fields';

const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: {
    listing: { type: 'string' },
    from: { type: 'string' },
    released: { type: 'boolean', default: false },
  },
});

function requestId(): number {
  const id = Number(positionals[0]);
  if (positionals.length !== 1 || !Number.isSafeInteger(id) || id <= 0)
    throw new Error(`usage: npm run slots -- ${command} <request id> (ids from "slots -- list")`);
  return id;
}

runDatabaseCommand('slots', async ({ db }) => {
  const today = todayInBrussels();
  switch (command) {
    case 'list': {
      const listingId = values.listing === undefined ? undefined : Number(values.listing);
      if (listingId !== undefined && (!Number.isSafeInteger(listingId) || listingId <= 0))
        throw new Error('--listing takes a property id');
      const from = values.from ?? today;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) throw new Error('--from takes a day, YYYY-MM-DD');
      const rows = await appointmentsFrom(db, from, { listingId, released: values.released });
      if (rows.length === 0) {
        console.log(`slots: no visit requests from ${from}`);
        return;
      }
      for (const row of rows) {
        const state =
          row.state === 'waiting'
            ? 'waiting for the visitor'
            : `${row.state} by ${row.heldBy} ${new Date(row.heldAt!).toISOString()}`;
        console.log(
          `#${row.id} ${row.date} ${row.slot} property ${row.listingId}: ${state} (request ${row.submissionId})`,
        );
      }
      return;
    }
    case 'hold': {
      const id = requestId();
      const outcome = await holdAppointment(db, id, 'agency', {
        capacity: siteConfig.forms.slotCapacity,
        today,
      });
      if (outcome !== 'held') throw new Error(`request #${id} not held: ${outcome}`);
      console.log(`slots: #${id} held`);
      return;
    }
    case 'release': {
      const id = requestId();
      if (!(await releaseAppointment(db, id))) throw new Error(`request #${id} holds no place`);
      console.log(`slots: #${id} released`);
      return;
    }
    default:
      throw new Error('usage: npm run slots -- list|hold|release (see scripts/slots.ts)');
  }
});
