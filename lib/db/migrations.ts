import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The migrations, written once for both databases. Only the id column differs: SQLite's
 * autoincrementing integer key, PostgreSQL's identity column.
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const id = (db: Kysely<unknown>, table: string) =>
    dialect === 'postgres'
      ? db.schema
          .createTable(table)
          .addColumn('id', 'integer', (column) => column.primaryKey().generatedAlwaysAsIdentity())
      : db.schema
          .createTable(table)
          .addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement());
  const time = dialect === 'postgres' ? 'bigint' : 'integer';

  return {
    '2026-11-21-001-requests': {
      async up(db) {
        await id(db, 'submissions')
          .addColumn('kind', 'varchar(40)', (column) => column.notNull())
          .addColumn('locale', 'varchar(5)', (column) => column.notNull())
          .addColumn('listing_id', 'integer')
          .addColumn('project_id', 'integer')
          .addColumn('payload', 'text', (column) => column.notNull())
          .addColumn('created_at', time, (column) => column.notNull())
          .addColumn('status', 'varchar(20)', (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('submissions_kind_created')
          .on('submissions')
          .columns(['kind', 'created_at'])
          .execute();
        await db.schema
          .createIndex('submissions_listing')
          .on('submissions')
          .column('listing_id')
          .execute();

        await id(db, 'outbox')
          .addColumn('submission_id', 'integer', (column) =>
            column.references('submissions.id').onDelete('set null'),
          )
          .addColumn('purpose', 'varchar(40)', (column) => column.notNull())
          .addColumn('recipient', 'varchar(320)', (column) => column.notNull())
          .addColumn('reply_to', 'varchar(320)')
          .addColumn('subject', 'text', (column) => column.notNull())
          .addColumn('html', 'text', (column) => column.notNull())
          .addColumn('text', 'text', (column) => column.notNull())
          .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('next_attempt_at', time, (column) => column.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', time)
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('outbox_due')
          .on('outbox')
          .columns(['sent_at', 'next_attempt_at'])
          .execute();

        await id(db, 'newsletter_subscribers')
          .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
          .addColumn('locale', 'varchar(5)', (column) => column.notNull())
          .addColumn('subscribed_at', time, (column) => column.notNull())
          .addColumn('confirmed_at', time)
          .addColumn('unsubscribed_at', time)
          .execute();

        await id(db, 'appointments')
          .addColumn('submission_id', 'integer', (column) =>
            column.notNull().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addColumn('date', 'varchar(10)', (column) => column.notNull())
          .addColumn('slot', 'varchar(20)', (column) => column.notNull())
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('appointments_slot')
          .on('appointments')
          .columns(['listing_id', 'date', 'slot'])
          .execute();

        await id(db, 'demands')
          .addColumn('submission_id', 'integer', (column) =>
            column.notNull().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('goal', 'varchar(4)', (column) => column.notNull())
          .addColumn('types', 'text', (column) => column.notNull())
          .addColumn('zones', 'text', (column) => column.notNull())
          .addColumn('min_rooms', 'integer')
          .addColumn('price_min', 'integer')
          .addColumn('price_max', 'integer')
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();

        await id(db, 'testimonials')
          .addColumn('submission_id', 'integer', (column) =>
            column.notNull().references('submissions.id').onDelete('cascade'),
          )
          .addColumn('locale', 'varchar(5)', (column) => column.notNull())
          .addColumn('name', 'varchar(120)', (column) => column.notNull())
          .addColumn('text', 'text', (column) => column.notNull())
          .addColumn('status', 'varchar(10)', (column) => column.notNull())
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('testimonials_status')
          .on('testimonials')
          .columns(['status', 'created_at'])
          .execute();

        await db.schema
          .createTable('rate_limits')
          .addColumn('key', 'varchar(200)', (column) => column.notNull())
          .addColumn('window_start', time, (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
          .execute();

        await db.schema
          .createTable('used_challenges')
          .addColumn('signature', 'varchar(200)', (column) => column.primaryKey())
          .addColumn('expires_at', time, (column) => column.notNull())
          .execute();
      },
      async down(db) {
        for (const table of [
          'used_challenges',
          'rate_limits',
          'testimonials',
          'demands',
          'appointments',
          'newsletter_subscribers',
          'outbox',
          'submissions',
        ]) {
          await db.schema.dropTable(table).ifExists().execute();
        }
      },
    },
    '2026-11-21-002-owners': {
      async up(db) {
        await id(db, 'owners')
          .addColumn('username', 'varchar(80)', (column) => column.notNull().unique())
          .addColumn('email', 'varchar(320)', (column) => column.notNull().unique())
          .addColumn('password_hash', 'text', (column) => column.notNull())
          .addColumn('language', 'varchar(5)', (column) => column.notNull())
          .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(1))
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('owner_properties')
          .addColumn('owner_id', 'integer', (column) =>
            column.notNull().references('owners.id').onDelete('cascade'),
          )
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('owner_properties_pk', ['owner_id', 'listing_id'])
          .execute();
        await db.schema
          .createIndex('owner_properties_listing')
          .on('owner_properties')
          .column('listing_id')
          .execute();
        await db.schema
          .createTable('password_resets')
          .addColumn('token_hash', 'varchar(64)', (column) => column.primaryKey())
          .addColumn('owner_id', 'integer', (column) =>
            column.notNull().references('owners.id').onDelete('cascade'),
          )
          .addColumn('expires_at', time, (column) => column.notNull())
          .addColumn('used_at', time)
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('page_views')
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addColumn('day', 'varchar(10)', (column) => column.notNull())
          .addColumn('kind', 'varchar(10)', (column) => column.notNull())
          .addColumn('source', 'varchar(10)', (column) => column.notNull())
          .addColumn('count', 'integer', (column) => column.notNull())
          .addPrimaryKeyConstraint('page_views_pk', ['listing_id', 'day', 'kind', 'source'])
          .execute();
      },
      async down(db) {
        for (const table of ['page_views', 'password_resets', 'owner_properties', 'owners'])
          await db.schema.dropTable(table).ifExists().execute();
      },
    },
    '2026-11-25-003-data-versions': {
      // docs/importing-listings.md: every accepted feed is a version (its validated payload,
      // price history and removed listings, gzipped JSON); one pointer row names the current one.
      async up(db) {
        const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
        await id(db, 'data_versions')
          .addColumn('created_at', time, (column) => column.notNull())
          .addColumn('source', 'text', (column) => column.notNull())
          .addColumn('listing_count', 'integer', (column) => column.notNull())
          .addColumn('summary', 'text', (column) => column.notNull())
          .addColumn('content', bytes, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('data_state')
          .addColumn('key', 'varchar(40)', (column) => column.primaryKey())
          .addColumn('version_id', 'integer', (column) => column.notNull())
          .addColumn('switched_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('media')
          .addColumn('key', 'varchar(80)', (column) => column.primaryKey())
          .addColumn('content_type', 'varchar(40)', (column) => column.notNull())
          .addColumn('width', 'integer', (column) => column.notNull())
          .addColumn('height', 'integer', (column) => column.notNull())
          .addColumn('bytes', bytes, (column) => column.notNull())
          .addColumn('created_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createTable('import_locks')
          .addColumn('name', 'varchar(40)', (column) => column.primaryKey())
          .addColumn('holder', 'varchar(200)', (column) => column.notNull())
          .addColumn('acquired_at', time, (column) => column.notNull())
          .execute();
      },
      async down(db) {
        for (const table of ['import_locks', 'media', 'data_state', 'data_versions'])
          await db.schema.dropTable(table).ifExists().execute();
      },
    },
    '2026-11-25-004-search-alerts': {
      // docs/search-alerts.md: a saved list search per address (double opt-in), what each alert
      // has reported (one row per alert, listing and event: the unique key that keeps a listing
      // from being reported twice) and the extra headers of a mail (List-Unsubscribe).
      async up(db) {
        await id(db, 'search_alerts')
          .addColumn('email', 'varchar(320)', (column) => column.notNull())
          .addColumn('locale', 'varchar(5)', (column) => column.notNull())
          .addColumn('goal', 'varchar(4)', (column) => column.notNull())
          .addColumn('query', 'text', (column) => column.notNull())
          .addColumn('frequency', 'varchar(10)', (column) => column.notNull())
          .addColumn('created_at', time, (column) => column.notNull())
          .addColumn('confirmed_at', time)
          .addColumn('unsubscribed_at', time)
          .addColumn('checked_until', time, (column) => column.notNull())
          .addColumn('next_run_at', time, (column) => column.notNull())
          .execute();
        await db.schema
          .createIndex('search_alerts_email')
          .on('search_alerts')
          .column('email')
          .execute();
        await db.schema
          .createIndex('search_alerts_due')
          .on('search_alerts')
          .columns(['next_run_at'])
          .execute();
        await db.schema
          .createTable('alert_deliveries')
          .addColumn('alert_id', 'integer', (column) =>
            column.notNull().references('search_alerts.id').onDelete('cascade'),
          )
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addColumn('event', 'varchar(40)', (column) => column.notNull())
          .addColumn('outbox_id', 'integer')
          .addColumn('created_at', time, (column) => column.notNull())
          .addPrimaryKeyConstraint('alert_deliveries_pk', ['alert_id', 'listing_id', 'event'])
          .execute();
        await db.schema.alterTable('outbox').addColumn('headers', 'text').execute();
      },
      async down(db) {
        await db.schema.alterTable('outbox').dropColumn('headers').execute();
        for (const table of ['alert_deliveries', 'search_alerts'])
          await db.schema.dropTable(table).ifExists().execute();
      },
    },
    '2026-11-25-006-owner-reports': {
      // docs/owner-portal.md: the monthly report by e-mail, opt-in per owner (off by default: no
      // time), since when and in the language they opted in with; one row per owner and month, written in the transaction
      // that queues the mail, so a month is reported once however many instances run the job.
      async up(db) {
        await db.schema.alterTable('owners').addColumn('report_since', time).execute();
        await db.schema.alterTable('owners').addColumn('report_locale', 'varchar(5)').execute();
        await db.schema
          .createTable('owner_reports')
          .addColumn('owner_id', 'integer', (column) =>
            column.notNull().references('owners.id').onDelete('cascade'),
          )
          .addColumn('month', 'varchar(7)', (column) => column.notNull())
          .addColumn('outbox_id', 'integer')
          .addColumn('created_at', time, (column) => column.notNull())
          .addPrimaryKeyConstraint('owner_reports_pk', ['owner_id', 'month'])
          .execute();
      },
      async down(db) {
        await db.schema.dropTable('owner_reports').ifExists().execute();
        await db.schema.alterTable('owners').dropColumn('report_locale').execute();
        await db.schema.alterTable('owners').dropColumn('report_since').execute();
      },
    },
    '2026-11-27-008-visit-holds': {
      // docs/features.md › Requests: a visit request takes a place in its slot only once held — by the
      // visitor's signed link mailed to them, or by the agency (`npm run slots`). One hold row per
      // request (unique: a second click holds nothing more); a released hold stays, so its link
      // cannot hold the slot again. `holder` is a keyed hash of the address the request came from,
      // for the limit on what one address may hold. Requests already stored keep their place.
      async up(db) {
        await db.schema.alterTable('appointments').addColumn('holder', 'varchar(32)').execute();
        await id(db, 'slot_holds')
          .addColumn('appointment_id', 'integer', (column) =>
            column.notNull().unique().references('appointments.id').onDelete('cascade'),
          )
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addColumn('date', 'varchar(10)', (column) => column.notNull())
          .addColumn('slot', 'varchar(20)', (column) => column.notNull())
          .addColumn('held_by', 'varchar(10)', (column) => column.notNull())
          .addColumn('held_at', time, (column) => column.notNull())
          .addColumn('released_at', time)
          .execute();
        await db.schema
          .createIndex('slot_holds_slot')
          .on('slot_holds')
          .columns(['listing_id', 'date', 'slot'])
          .execute();
        await sql`insert into slot_holds (appointment_id, listing_id, date, slot, held_by, held_at)
          select id, listing_id, date, slot, 'request', created_at from appointments order by id`.execute(
          db,
        );
      },
      async down(db) {
        await db.schema.dropTable('slot_holds').ifExists().execute();
        await db.schema.alterTable('appointments').dropColumn('holder').execute();
      },
    },
    '2026-11-27-037-outbox-channel': {
      // (Migrations run in name order, not in this file's order: this one after 2026-11-27-035.)
      // docs/crm-omnicasa.md: the outbox also carries calls to the agency's CRM, stored in the same
      // transaction as the request and retried like a mail. `channel` says where a row goes;
      // `crm_call` holds the call's parameters as JSON (the method is the row's `recipient`).
      async up(db) {
        await db.schema
          .alterTable('outbox')
          .addColumn('channel', 'varchar(16)', (column) => column.notNull().defaultTo('mail'))
          .execute();
        await db.schema.alterTable('outbox').addColumn('crm_call', 'text').execute();
      },
      async down(db) {
        await db.schema.alterTable('outbox').dropColumn('crm_call').execute();
        await db.schema.alterTable('outbox').dropColumn('channel').execute();
      },
    },
    '2026-11-27-038-crm-owners': {
      // docs/crm-omnicasa.md › Owners from the CRM: an owner who signed in with the CRM's login is
      // linked to the CRM's person (`crm_person_id`); the CRM's figures of a property are kept in
      // `crm_figures` (stale-while-revalidate, so the portal never waits long for the CRM); a CRM
      // call's answer is kept on its outbox row (`crm_answer`: the ids DemandRegister gives, which
      // UnsubscribeDemandPerson needs), and a search alert names its DemandRegister row.
      async up(db) {
        await db.schema.alterTable('owners').addColumn('crm_person_id', 'integer').execute();
        await db.schema
          .createIndex('owners_crm_person')
          .on('owners')
          .column('crm_person_id')
          .unique()
          .execute();
        await db.schema
          .createTable('crm_figures')
          .addColumn('listing_id', 'integer', (column) => column.notNull())
          .addColumn('locale', 'varchar(5)', (column) => column.notNull())
          .addColumn('figures', 'text')
          .addColumn('fetched_at', time)
          .addColumn('failed_at', time)
          .addColumn('error', 'text')
          .addPrimaryKeyConstraint('crm_figures_pk', ['listing_id', 'locale'])
          .execute();
        await db.schema.alterTable('outbox').addColumn('crm_answer', 'text').execute();
        await db.schema.alterTable('search_alerts').addColumn('crm_outbox_id', 'integer').execute();
      },
      async down(db) {
        await db.schema.alterTable('search_alerts').dropColumn('crm_outbox_id').execute();
        await db.schema.alterTable('outbox').dropColumn('crm_answer').execute();
        await db.schema.dropTable('crm_figures').ifExists().execute();
        await db.schema.dropIndex('owners_crm_person').ifExists().execute();
        await db.schema.alterTable('owners').dropColumn('crm_person_id').execute();
      },
    },
    '2026-11-27-009-remote-photos': {
      // docs/import-photos.md: what the import downloaded by URL (hash, size, ETag, Last-Modified),
      // written once its sizes are stored in `media`; the next import revalidates instead of downloading.
      async up(db) {
        await db.schema
          .createTable('remote_photos')
          .addColumn('url', 'text', (column) => column.primaryKey())
          .addColumn('hash', 'varchar(24)', (column) => column.notNull())
          .addColumn('width', 'integer', (column) => column.notNull())
          .addColumn('height', 'integer', (column) => column.notNull())
          .addColumn('format', 'varchar(8)', (column) => column.notNull())
          .addColumn('etag', 'text')
          .addColumn('last_modified', 'text')
          .addColumn('checked_at', time, (column) => column.notNull())
          .execute();
      },
      async down(db) {
        await db.schema.dropTable('remote_photos').ifExists().execute();
      },
    },
    '2026-11-27-035-import-runs': {
      // docs/import.md (issue 35): each import that was held, refused or published
      // with records quarantined is told to the agency (a mail through the outbox) and shown by
      // the status line (/api/import-status/); so is the last import that went through.
      async up(db) {
        await id(db, 'import_runs')
          .addColumn('at', time, (column) => column.notNull())
          .addColumn('status', 'varchar(20)', (column) => column.notNull())
          .addColumn('source', 'text', (column) => column.notNull())
          .addColumn('version_id', 'integer')
          .addColumn('quarantined', 'integer', (column) => column.notNull().defaultTo(0))
          .addColumn('summary', 'text', (column) => column.notNull())
          .addColumn('details', 'text', (column) => column.notNull())
          .addColumn('outbox_id', 'integer')
          .execute();
        await db.schema.createIndex('import_runs_at').on('import_runs').column('at').execute();
      },
      async down(db) {
        await db.schema.dropTable('import_runs').ifExists().execute();
      },
    },
  };
}

export function migrationProvider(dialect: Dialect): MigrationProvider {
  return { getMigrations: async () => migrations(dialect) };
}
