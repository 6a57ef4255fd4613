import 'server-only';
import { serverEnv } from '@/lib/config';
import { deliverDueCrmCalls, omnicasaOutboxClient } from '@/lib/crm/omnicasa/deliver';
import { omnicasaSettings } from '@/lib/crm/omnicasa/settings';
import { getDatabase } from '@/lib/db/connection';
import { pruneRateLimits } from '@/lib/db/rate-limits';
import { pruneOldRequests, REQUEST_RETENTION_MS } from '@/lib/db/submissions';
import { deliverDue } from './deliver';
import { mailFrom, smtpSender } from './transport';

let running: Promise<void> | null = null;
/** A mail queued while a run was under way: that run had already read the outbox, so run again. */
let again = false;
let lastRequestPrune = 0;
/** Old requests are looked for once an hour per instance. */
const REQUEST_PRUNE_EVERY_MS = 60 * 60_000;

/** Rate-limit windows older than this no longer count for anything. */
const RATE_LIMIT_MEMORY_MS = 24 * 60 * 60_000;

/** Sends what is due in the outbox, mails and CRM calls (one run at a time per process), forgets old rate-limit windows and, hourly, requests past their retention; never throws. */
export function deliverOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      const { db } = await getDatabase();
      do {
        again = false;
        const report = await deliverDue(db, smtpSender(), mailFrom());
        if (report.waiting)
          console.info(
            'outbox: SMTP_URL is not set; mails wait in the outbox (npm run outbox lists them)',
          );
        const crm = omnicasaSettings(serverEnv());
        if (crm) await deliverDueCrmCalls(db, omnicasaOutboxClient(crm));
      } while (again);
      await pruneRateLimits(db, Date.now() - RATE_LIMIT_MEMORY_MS);
      if (Date.now() - lastRequestPrune > REQUEST_PRUNE_EVERY_MS) {
        lastRequestPrune = Date.now();
        const deleted = await pruneOldRequests(db, Date.now() - REQUEST_RETENTION_MS);
        if (deleted > 0) console.info(`requests: ${deleted} older than two years deleted`);
      }
    } catch (error) {
      console.error(`outbox: delivery failed: ${error instanceof Error ? error.message : 'error'}`);
    } finally {
      running = null;
    }
  })();
  return running;
}
