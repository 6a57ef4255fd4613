/**
 * Testimonials, for the agency:
 *   npm run testimonials                         lists those waiting (id, language, name, text)
 *   npm run testimonials -- --approve 12         publishes one on the testimonials page
 *   npm run testimonials -- --reject 12          keeps one off the site (withdrawn, or not a client)
 * Uses DATABASE_URL like the site.
 */
import { parseArgs } from 'node:util';
import { runDatabaseCommand } from './database-command';
import { setTestimonialStatus } from '../lib/db/requests';

const { values } = parseArgs({
  options: { approve: { type: 'string' }, reject: { type: 'string' } },
});
runDatabaseCommand('testimonials', async ({ db }) => {
  const decision = values.approve
    ? { id: values.approve, status: 'approved' as const }
    : values.reject
      ? { id: values.reject, status: 'rejected' as const }
      : null;
  if (decision) {
    const id = Number(decision.id);
    const found = Number.isSafeInteger(id)
      ? await db.selectFrom('testimonials').select('id').where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!found) throw new Error(`no testimonial #${decision.id}`);
    await setTestimonialStatus(db, id, decision.status);
    console.log(`testimonials: #${id} ${decision.status}`);
    return;
  }
  const waiting = await db
    .selectFrom('testimonials')
    .selectAll()
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  if (waiting.length === 0) console.log('testimonials: none waiting');
  for (const testimonial of waiting) {
    console.log(
      `#${testimonial.id} [${testimonial.locale}] ${new Date(testimonial.created_at).toISOString().slice(0, 10)} ${testimonial.name}\n  ${testimonial.text.replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  }
});
