import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables, as Kysely sees them. Times are epoch milliseconds (integers in SQLite, bigint in
 * PostgreSQL, read back as numbers); JSON is text; flags are 0/1 integers — one shape for both.
 */
export type SubmissionStatus = 'received' | 'mailed' | 'mail-pending';

export type SubmissionTable = {
  id: Generated<number>;
  kind: string;
  locale: string;
  listing_id: number | null;
  project_id: number | null;
  /** The validated form fields as JSON (never the honeypot, captcha or timing fields). */
  payload: string;
  created_at: number;
  status: SubmissionStatus;
};

export type OutboxTable = {
  id: Generated<number>;
  submission_id: number | null;
  /** What the mail is for: 'agency' notification, 'confirmation' to the visitor, 'friend', … */
  purpose: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  /** Extra mail headers as a JSON object (List-Unsubscribe of an alert), or null. */
  headers: string | null;
  /** 'mail' (default), or 'omnicasa' for a call to the agency's CRM (lib/db/outbox.ts › OutboxChannel). */
  channel: Generated<string>;
  /** A CRM call's parameters as a JSON object; null for a mail. */
  crm_call: string | null;
  /** The CRM's answer (`Value`) to a delivered call whose ids are needed later (DemandRegister), as JSON. */
  crm_answer: Generated<string | null>;
};

export type NewsletterSubscriberTable = {
  id: Generated<number>;
  email: string;
  locale: string;
  subscribed_at: number;
  /** Set when the subscriber clicked the link of the confirmation mail (double opt-in). */
  confirmed_at: number | null;
  unsubscribed_at: number | null;
};

export type AppointmentTable = {
  id: Generated<number>;
  submission_id: number;
  listing_id: number;
  date: string;
  slot: string;
  created_at: number;
  /** A keyed hash of the e-mail address the request gave (null for requests stored before holds). */
  holder: string | null;
};

/** Who held a slot: the visitor's link, the agency, or a request stored before holds existed. */
export type HoldSource = 'visitor' | 'agency' | 'request';

/** A place taken in a visit slot: one per request, counted against the slot's capacity until released. */
export type SlotHoldTable = {
  id: Generated<number>;
  appointment_id: number;
  listing_id: number;
  date: string;
  slot: string;
  held_by: HoldSource;
  held_at: number;
  released_at: number | null;
};

export type DemandTable = {
  id: Generated<number>;
  submission_id: number;
  goal: string;
  /** JSON arrays of WebIDs and of city values (name|postcode). */
  types: string;
  zones: string;
  min_rooms: number | null;
  price_min: number | null;
  price_max: number | null;
  created_at: number;
};

export type TestimonialStatus = 'pending' | 'approved' | 'rejected';

export type TestimonialTable = {
  id: Generated<number>;
  submission_id: number;
  locale: string;
  name: string;
  text: string;
  status: TestimonialStatus;
  created_at: number;
};

export type RateLimitTable = {
  /** What is limited: e.g. "form:contact:ip:203.0.113.7". */
  key: string;
  window_start: number;
  count: number;
};

/** Captcha challenges already used once (single use), kept until they expire. */
export type UsedChallengeTable = {
  signature: string;
  expires_at: number;
};

export type OwnerTable = {
  id: Generated<number>;
  /** Stored in lower case; the owner logs in with it or with the email. */
  username: string;
  email: string;
  password_hash: string;
  language: string;
  /** Raised at logout and password change: sessions carrying an older version stop working. */
  session_version: Generated<number>;
  created_at: number;
  /** Since when the owner has asked for the monthly report by e-mail; null: off (the default). */
  report_since: number | null;
  /** The language the owner opted in with: the report's language. */
  report_locale: string | null;
  /** The CRM's person id when the owner signs in with the CRM's login (docs/crm-omnicasa.md). */
  crm_person_id: Generated<number | null>;
};

/** The CRM's figures of a property, cached (lib/crm/omnicasa/figures-cache.ts). */
export type CrmFiguresTable = {
  listing_id: number;
  /** The CRM names its channels and history in the language asked: one row per language. */
  locale: string;
  /** The figures as JSON (lib/crm/omnicasa/figures.ts › CrmFigures); null before a first answer. */
  figures: string | null;
  fetched_at: number | null;
  /** The last failed attempt, and why (no personal data: the call and the CRM's message). */
  failed_at: number | null;
  error: string | null;
};

/** A monthly report sent to an owner: one row per owner and month (`YYYY-MM`), never two. */
export type OwnerReportTable = {
  owner_id: number;
  month: string;
  outbox_id: number | null;
  created_at: number;
};

export type OwnerPropertyTable = { owner_id: number; listing_id: number };

/** A password reset link: only its SHA-256 is kept; valid once, for an hour. */
export type PasswordResetTable = {
  token_hash: string;
  owner_id: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
};

/** Page views per property, Brussels day, page kind and source (first-party, no cookies). */
export type PageViewTable = {
  listing_id: number;
  day: string;
  kind: string;
  source: string;
  count: number;
};

/** An imported data set (docs/importing-listings.md): gzipped JSON of payload, price history and removed listings. */
export type DataVersionTable = {
  id: Generated<number>;
  created_at: number;
  source: string;
  listing_count: number;
  summary: string;
  content: Buffer;
};

/** Which version the site serves (key 'current'), and since when. */
export type DataStateTable = { key: string; version_id: number; switched_at: number };

/** An imported photo in one size, stored once per content hash and width (key `{hash}-{width}`). */
export type MediaTable = {
  key: string;
  content_type: string;
  width: number;
  height: number;
  bytes: Buffer;
  created_at: number;
};

/**
 * A photo an import downloaded by URL (docs/import-photos.md): its content hash and size, and the
 * server's validators, so that the next import asks only whether it changed.
 */
export type RemotePhotoTable = {
  url: string;
  hash: string;
  width: number;
  height: number;
  format: string;
  etag: string | null;
  last_modified: string | null;
  checked_at: number;
};

/** A running import: one row per lock name, removed when the import ends. */
export type ImportLockTable = { name: string; holder: string; acquired_at: number };

export type AlertFrequency = 'instant' | 'daily' | 'weekly';

/** A saved list search (docs/search-alerts.md): its list query as JSON, confirmed by the mail's link. */
export type SearchAlertTable = {
  id: Generated<number>;
  email: string;
  locale: string;
  goal: string;
  /** The list page's query (`city`, `type`, `min`, …) as a JSON object. */
  query: string;
  frequency: AlertFrequency;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  /** Imports up to this time have been looked at: newer listings and price drops are news. */
  checked_until: number;
  /** When the job looks at this alert next (instant: every run; daily, weekly: a day, a week later). */
  next_run_at: number;
  /** The outbox row of its DemandRegister call, when the alert was sent to the CRM. */
  crm_outbox_id: Generated<number | null>;
};

/** What an alert reported: one row per alert, listing and event ('new', 'drop:{price dropped to}'), never twice. */
export type AlertDeliveryTable = {
  alert_id: number;
  listing_id: number;
  event: string;
  outbox_id: number | null;
  created_at: number;
};

/**
 * One row per import run, dry runs aside (README › Importing listings, docs/import.md): what the
 * status line `/api/import-status/` and `npm run import -- --status` show, and the mail that
 * told the agency, if one did.
 */
export type ImportRunTable = {
  id: Generated<number>;
  at: number;
  /** 'imported' | 'unchanged' | 'held' | 'invalid' */
  status: string;
  source: string;
  version_id: number | null;
  /** Listings quarantined (kept at their last good version or left out). */
  quarantined: number;
  /** The public line: counts and listing IDs only, never a record's content. */
  summary: string;
  /** Everything the import printed about it (reasons, records, fields), for the agency's mail and the CLI. */
  details: string;
  outbox_id: number | null;
};

export type Database = {
  import_runs: ImportRunTable;
  search_alerts: SearchAlertTable;
  alert_deliveries: AlertDeliveryTable;
  owners: OwnerTable;
  crm_figures: CrmFiguresTable;
  owner_properties: OwnerPropertyTable;
  owner_reports: OwnerReportTable;
  password_resets: PasswordResetTable;
  page_views: PageViewTable;
  submissions: SubmissionTable;
  outbox: OutboxTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  appointments: AppointmentTable;
  slot_holds: SlotHoldTable;
  demands: DemandTable;
  testimonials: TestimonialTable;
  rate_limits: RateLimitTable;
  used_challenges: UsedChallengeTable;
  data_versions: DataVersionTable;
  data_state: DataStateTable;
  media: MediaTable;
  import_locks: ImportLockTable;
  remote_photos: RemotePhotoTable;
};

export type Submission = Selectable<SubmissionTable>;
export type NewSubmission = Insertable<SubmissionTable>;
export type OutboxMail = Selectable<OutboxTable>;
export type NewsletterSubscriber = Selectable<NewsletterSubscriberTable>;
export type Testimonial = Selectable<TestimonialTable>;
export type Demand = Selectable<DemandTable>;
export type Owner = Selectable<OwnerTable>;
export type SearchAlert = Selectable<SearchAlertTable>;
