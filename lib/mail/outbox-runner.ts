import 'server-only';
import { getDatabase } from '@/lib/db/connection';
import { deliverDue } from './deliver';
import { mailFrom, smtpSender } from './transport';

let running: Promise<void> | null = null;

/** Sends what is due in the outbox (one run at a time per process); never throws. */
export function deliverOutbox(): Promise<void> {
  running ??= (async () => {
    try {
      const { db } = await getDatabase();
      const report = await deliverDue(db, smtpSender(), mailFrom());
      if (report.waiting) console.info('outbox: SMTP_URL is not set; mails wait in the outbox (npm run outbox lists them)');
    } catch (error) {
      console.error(`outbox: delivery failed: ${error instanceof Error ? error.message : 'error'}`);
    } finally {
      running = null;
    }
  })();
  return running;
}
