import 'server-only';
import { getDatabase } from '@/lib/db/connection';
import { pruneRateLimits } from '@/lib/db/rate-limits';
import { deliverDue } from './deliver';
import { mailFrom, smtpSender } from './transport';

let running: Promise<void> | null = null;

/** Rate-limit windows older than this no longer count for anything. */
const RATE_LIMIT_MEMORY_MS = 24 * 60 * 60_000;

/** Sends what is due in the outbox (one run at a time per process) and forgets old rate-limit windows; never throws. */
export function deliverOutbox(): Promise<void> {
  running ??= (async () => {
    try {
      const { db } = await getDatabase();
      const report = await deliverDue(db, smtpSender(), mailFrom());
      if (report.waiting) console.info('outbox: SMTP_URL is not set; mails wait in the outbox (npm run outbox lists them)');
      await pruneRateLimits(db, Date.now() - RATE_LIMIT_MEMORY_MS);
    } catch (error) {
      console.error(`outbox: delivery failed: ${error instanceof Error ? error.message : 'error'}`);
    } finally {
      running = null;
    }
  })();
  return running;
}
