import { requestAppointment } from '@/lib/db/visits';
import { expect, it } from 'vitest';
import { enqueueMail } from '@/lib/db/outbox';
import { setTestimonialStatus, storeTestimonial } from '@/lib/db/requests';
import { pruneOldRequests, REQUEST_RETENTION_MS, storeSubmission } from '@/lib/db/submissions';
import { describeEachStore } from './support';

const NOW = Date.UTC(2026, 10, 21, 9, 0, 0);
const OLD = NOW - REQUEST_RETENTION_MS - 1000;
const RECENT = NOW - REQUEST_RETENTION_MS + 60_000;

describeEachStore('request retention', (database) => {
  it('deletes requests older than two years with their appointments and mail copies, and keeps offers, published testimonials and recent requests', async () => {
    const { db } = database;
    const oldVisit = await storeSubmission(
      db,
      { kind: 'visit', locale: 'fr', listingId: 7, payload: { email: 'old@example.be' } },
      OLD,
    );
    await requestAppointment(
      db,
      {
        submissionId: oldVisit,
        listingId: 7,
        date: '2024-10-01',
        slot: '10:00-13:00',
        holder: 'h',
      },
      3,
      OLD,
    );
    const sentMail = await enqueueMail(
      db,
      {
        submissionId: oldVisit,
        purpose: 'confirmation',
        recipient: 'old@example.be',
        subject: 's',
        html: 'h',
        text: 't',
      },
      OLD,
    );
    await db.updateTable('outbox').set({ sent_at: OLD }).where('id', '=', sentMail).execute();
    const oldOffer = await storeSubmission(
      db,
      { kind: 'offer', locale: 'fr', listingId: 7, payload: {} },
      OLD,
    );
    const published = await storeSubmission(
      db,
      { kind: 'testimonial', locale: 'nl', payload: {} },
      OLD,
    );
    await setTestimonialStatus(
      db,
      await storeTestimonial(
        db,
        {
          submissionId: published,
          locale: 'nl',
          name: 'Anna',
          text: 'Heel tevreden over de verkoop.',
        },
        OLD,
      ),
      'approved',
    );
    const unpublished = await storeSubmission(
      db,
      { kind: 'testimonial', locale: 'nl', payload: {} },
      OLD,
    );
    await storeTestimonial(
      db,
      {
        submissionId: unpublished,
        locale: 'nl',
        name: 'Bert',
        text: 'Nooit goedgekeurd, dus weg na twee jaar.',
      },
      OLD,
    );
    const recent = await storeSubmission(
      db,
      { kind: 'contact', locale: 'en', payload: {} },
      RECENT,
    );

    expect(await pruneOldRequests(db, NOW - REQUEST_RETENTION_MS)).toBe(2);
    const left = (await db.selectFrom('submissions').select('id').execute())
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(left).toEqual([oldOffer, published, recent].sort((a, b) => a - b));
    expect(
      await db
        .selectFrom('appointments')
        .select('id')
        .where('submission_id', '=', oldVisit)
        .execute(),
    ).toEqual([]);
    expect(await db.selectFrom('outbox').select('id').where('id', '=', sentMail).execute()).toEqual(
      [],
    );
    expect(
      (await db.selectFrom('testimonials').select('name').execute()).map((row) => row.name),
    ).toEqual(['Anna']);
    expect(await pruneOldRequests(db, NOW - REQUEST_RETENTION_MS)).toBe(0);
  });
});
