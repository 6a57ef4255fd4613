import type { Kysely } from 'kysely';
import { serverEnv } from '@/lib/config';
import { siteConfig } from '@/lib/content/site-config';
import { getListing, getProject, listTypes } from '@/lib/data';
import { listingHref, projectHref } from '@/lib/data/canonical';
import type { MailInput } from '@/lib/db/outbox';
import type { Database, Submission } from '@/lib/db/schema';
import { payloadOf } from '@/lib/db/submissions';
import { listingTitle } from '@/lib/format/listing-title';
import {
  FLOW_REGISTRY,
  flowSubject,
  isFlow,
  type Flow,
  type FlowMails,
  type FlowValues,
} from '@/lib/forms/flows';
import { VISIT_LINK_HOURS, visitLinkExpiry, visitToken } from '@/lib/forms/visit-link';
import { DEFAULT_LOCALE } from '@/lib/i18n/language-settings';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';
import { translator } from '@/lib/i18n/translator';
import { siteUrl } from '@/lib/runtime/site-url';
import { localizedPath } from '@/lib/seo/metadata';
import { newsletterKey, visitKey } from '@/lib/security/keys';
import { recordToken } from '@/lib/security/signing';
import { omnicasaRequestFor, type OmnicasaRequest } from '@/lib/crm/omnicasa/push';
import type { OmnicasaLanguageIds } from '@/lib/crm/omnicasa/pull';
import { composeMails } from './compose';

/*
 * A stored request's mails, composed when the outbox sends them (never when the visitor sends the
 * form): everything comes from the stored submission — its flow, language and values — and from
 * the site as it is at sending: the property's title and link, the agency's address, the signed
 * links of a newsletter sign-up or a visit request.
 */

export type ComposedMail = Omit<MailInput, 'submissionId'>;

/** A request as the outbox reads it back: its flow, language and validated values. */
export type StoredRequest = {
  id: number;
  flow: Flow;
  locale: Locale;
  values: FlowValues<Flow>;
  createdAt: number;
};

export async function storedRequest(
  db: Kysely<Database>,
  submissionId: number,
): Promise<StoredRequest | null> {
  const row: Submission | undefined = await db
    .selectFrom('submissions')
    .selectAll()
    .where('id', '=', submissionId)
    .executeTakeFirst();
  if (!row || !isFlow(row.kind)) return null;
  return {
    id: row.id,
    flow: row.kind,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    values: payloadOf(row) as FlowValues<Flow>,
    createdAt: row.created_at,
  };
}

function absolute(path: string): string {
  return new URL(path, siteUrl()).toString();
}

/** The signed links a newsletter confirmation carries, for the subscriber the sign-up made. */
async function newsletterLinks(db: Kysely<Database>, locale: Locale, email: string) {
  const subscriber = await db
    .selectFrom('newsletter_subscribers')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  if (!subscriber) return undefined;
  const page = getPathname({ locale, href: '/newsletter' });
  const link = (action: 'confirm' | 'unsubscribe') =>
    absolute(
      `${page}?${action}=${encodeURIComponent(recordToken(newsletterKey(), subscriber.id, `${action}:${email}`))}`,
    );
  return { confirmUrl: link('confirm'), unsubscribeUrl: link('unsubscribe') };
}

/** The link that holds a requested visit slot: valid for VISIT_LINK_HOURS after the request. */
async function visitLink(db: Kysely<Database>, request: StoredRequest) {
  const appointment = await db
    .selectFrom('appointments')
    .select('id')
    .where('submission_id', '=', request.id)
    .executeTakeFirst();
  if (!appointment) return undefined;
  const page = getPathname({
    locale: request.locale,
    href: { pathname: '/feedback/[flow]', params: { flow: FLOW_REGISTRY.visit.feedback } },
  });
  const token = visitToken(visitKey(), appointment.id, visitLinkExpiry(request.createdAt));
  return {
    confirmUrl: absolute(`${page}?confirm=${encodeURIComponent(token)}`),
    hours: VISIT_LINK_HOURS,
  };
}

/** Every mail of a stored request, in the visitor's language and the agency's. */
export async function requestMails(
  db: Kysely<Database>,
  request: StoredRequest,
): Promise<ComposedMail[]> {
  const { flow, locale, values } = request;
  const subject = flowSubject(flow, values);
  const listing = subject.listingId === null ? null : getListing(subject.listingId, locale);
  const project = subject.projectId === null ? null : getProject(subject.projectId, locale);
  const types = new Map(listTypes(locale).map((type) => [type.webId, type.name]));
  // one flow's plan for its own values (the union of every flow's values is no flow's)
  const plan = FLOW_REGISTRY[flow].mails as FlowMails<FlowValues<Flow>>;
  return composeMails({
    flow,
    locale,
    values,
    listing: listing
      ? {
          reference: listing.reference,
          title: listingTitle(listing),
          url: absolute(localizedPath(locale, listingHref(listing))),
          photoUrl: listing.pictures[0] ? absolute(listing.pictures[0].url) : null,
        }
      : null,
    project: project
      ? { name: project.name, url: absolute(localizedPath(locale, projectHref(project))) }
      : null,
    agency: {
      name: siteConfig.agency.name,
      email: serverEnv().MAIL_AGENCY_TO?.trim() || siteConfig.agency.email,
    },
    typeName: (id) => types.get(id) ?? String(id),
    t: translator(locale),
    tAgency: translator(DEFAULT_LOCALE),
    agencyLocale: DEFAULT_LOCALE,
    newsletter:
      plan.kind === 'newsletter'
        ? await newsletterLinks(db, locale, plan.sender(values).email)
        : undefined,
    visit: flow === 'visit' ? await visitLink(db, request) : undefined,
  });
}

/**
 * The CRM call a stored request becomes (docs/crm-omnicasa.md), its message the agency's
 * notification as the mail would carry it; null when the request is gone or has no call.
 */
export async function requestCrmCall(
  db: Kysely<Database>,
  submissionId: number,
  languageIds: OmnicasaLanguageIds,
): Promise<(OmnicasaRequest & { subject: string; text: string }) | null> {
  const request = await storedRequest(db, submissionId);
  if (!request) return null;
  const agencyMail = (await requestMails(db, request)).find((mail) => mail.purpose === 'agency');
  const notification = { subject: agencyMail?.subject ?? '', content: agencyMail?.text ?? '' };
  const subject = flowSubject(request.flow, request.values);
  const call = omnicasaRequestFor(
    {
      kind: request.flow,
      locale: request.locale,
      listingId: subject.listingId,
      projectId: subject.projectId,
      payload: { ...request.values },
    },
    languageIds,
    notification,
  );
  return (
    call && { ...call, subject: notification.subject || call.method, text: notification.content }
  );
}
