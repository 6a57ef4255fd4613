import { formatCurrency, formatDay } from '@/lib/format/locale-format';
import { DATE, isRealDate } from '@/lib/forms/fields';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { FLOW_REGISTRY, flowField, type Flow, type FlowValues } from '@/lib/forms/flows';
import type { MailInput } from '@/lib/db/outbox';
import type { Translate } from '@/lib/i18n/translator';
import { renderMail, type MailRow } from './render';

export type { Translate };

export type ListingInfo = {
  reference: string;
  title: string;
  url: string;
  photoUrl: string | null;
};

export type ComposeInput<F extends Flow> = {
  flow: F;
  locale: string;
  /** The validated values, as the flow's schema gave them. */
  values: FlowValues<F>;
  listing: ListingInfo | null;
  project: { name: string; url: string } | null;
  agency: { name: string; email: string };
  /** Names of property types by WebID and of cities by `name|postcode`, in the visitor's language. */
  typeName: (id: number) => string;
  /** The visitor's language (confirmation, friend, newsletter) and the agency's (notification). */
  t: Translate;
  tAgency: Translate;
  agencyLocale: string;
  /** Newsletter links, signed. */
  newsletter?: { confirmUrl: string; unsubscribeUrl: string };
  /** The signed link that holds a requested visit slot, and how many hours it works. */
  visit?: { confirmUrl: string; hours: number };
};

/** Fields never shown in a mail (ids are shown as the property instead). */
const HIDDEN = new Set(['listingId', 'projectId', 'consent']);

function display(
  key: string,
  value: unknown,
  t: Translate,
  typeName: (id: number) => string,
  locale: Locale,
  flow: Flow,
): string | null {
  if (value === undefined || value === null || value === '') return null;
  // a day (visit, offer validity, wished periods) as the reader writes it, never as 2026-11-25
  if (typeof value === 'string' && DATE.test(value) && isRealDate(value))
    return formatDay(value, locale);
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value
      .map((item) => (key === 'types' ? typeName(Number(item)) : String(item).replace('|', ' ')))
      .join(', ');
  }
  // a choice labelled in messages (a title; a demand's goal, to buy or rent, or an owner's, to sell or let) as the form shows it
  const field = flowField(flow, key);
  if (
    field &&
    (field.kind === 'choice' || field.kind === 'select') &&
    (field.choices === 'titles' || field.choices === 'goals' || field.choices === 'valuationGoals')
  ) {
    return t(`Forms.fields.${field.choices}.${String(value)}`);
  }
  switch (key) {
    case 'propertyType':
      return typeName(Number(value));
    case 'amount':
    case 'priceMin':
    case 'priceMax':
      return formatCurrency(value, locale);
    case 'acceptAdvance':
      return value === true ? '✓' : null;
    default:
      return String(value);
  }
}

/**
 * What a visitor wrote in their own words. The agency reads it; the visitor's confirmation does
 * not repeat it, since the address it goes to may not be the writer's (anybody can type anybody's
 * address), and a mail of ours must not carry a stranger's text to it.
 */
export const FREE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'remark',
  'message',
  'conditions',
  'text',
]);

/** The fields of a request as label/value rows, in the order the form asks them, written for the reader's language. */
export function requestRows(
  flow: Flow,
  values: object,
  t: Translate,
  typeName: (id: number) => string,
  language: string,
  leaveOut: ReadonlySet<string> = new Set(),
): MailRow[] {
  const locale: Locale = isLocale(language) ? language : 'nl';
  return Object.entries(values).flatMap(([key, value]) => {
    if (HIDDEN.has(key) || leaveOut.has(key)) return [];
    const shown = display(key, value, t, typeName, locale, flow);
    return shown === null ? [] : [{ label: t(`Forms.fields.${key}`), value: shown }];
  });
}

/**
 * The mails a request sends: the agency's notification (in the agency's language, replying to the
 * visitor) and the visitor's confirmation (in theirs); the friend's mail for "send to a friend";
 * the confirmation link for the newsletter. Every value is escaped in the HTML.
 */
export function composeMails<F extends Flow>(
  input: ComposeInput<F>,
): Omit<MailInput, 'submissionId'>[] {
  const { flow, values, listing, project, agency, t, tAgency } = input;
  const plan = FLOW_REGISTRY[flow].mails;
  const sender = plan.sender(values);
  const email = sender.email;
  const footer = t('Mail.automatic', { agency: agency.name });
  const mails: Omit<MailInput, 'submissionId'>[] = [];

  if (plan.kind === 'newsletter' && input.newsletter) {
    const body = renderMail({
      lang: input.locale,
      paragraphs: [t('Mail.newsletterIntro', { agency: agency.name })],
      link: { href: input.newsletter.confirmUrl, label: t('Mail.newsletterConfirm') },
      footer: `${footer}\n${t('Mail.unsubscribeNote', { url: input.newsletter.unsubscribeUrl })}`,
    });
    return [
      {
        purpose: 'newsletter-confirmation',
        recipient: email,
        subject: t('Mail.newsletterSubject'),
        ...body,
      },
    ];
  }

  const about = listing ? listing.title : project?.name;
  const link = listing
    ? { href: listing.url, label: t('Mail.viewListing') }
    : project
      ? { href: project.url, label: project.name }
      : undefined;

  const agencyRows = [
    ...(listing
      ? [{ label: tAgency('Forms.property'), value: `${listing.title} (${listing.reference})` }]
      : []),
    ...(project ? [{ label: tAgency('Forms.property'), value: project.name }] : []),
    ...requestRows(flow, values, tAgency, input.typeName, input.agencyLocale),
  ];
  const agencyBody = renderMail({
    lang: input.agencyLocale,
    paragraphs: [
      tAgency('Mail.agencyIntro', { language: tAgency(`Mail.languages.${input.locale}`) }),
    ],
    rows: agencyRows,
    link: listing
      ? { href: listing.url, label: tAgency('Mail.viewListing') }
      : project
        ? { href: project.url, label: project.name }
        : undefined,
  });
  mails.push({
    purpose: 'agency',
    recipient: agency.email,
    replyTo: email,
    subject: tAgency('Mail.agencySubject', {
      flow: tAgency(`Mail.flows.${flow}`),
      reference: listing?.reference ?? 'none',
    }),
    ...agencyBody,
  });

  if (plan.kind === 'friend' && listing) {
    const friend = plan.friend(values);
    const message = friend.message === '' ? null : friend.message;
    const friendBody = renderMail({
      lang: input.locale,
      // the sender's words, marked as theirs and not the agency's
      paragraphs: [
        t('Mail.friendIntro', { sender: sender.name, email, agency: agency.name }),
        ...(message
          ? [`${t('Mail.friendMessage', { sender: sender.name, agency: agency.name })}\n${message}`]
          : []),
      ],
      image: listing.photoUrl ? { src: listing.photoUrl, alt: listing.title } : undefined,
      rows: [{ label: t('Forms.property'), value: `${listing.title} (${listing.reference})` }],
      link: { href: listing.url, label: t('Mail.viewListing') },
      footer,
    });
    mails.push({
      purpose: 'friend',
      recipient: friend.email,
      replyTo: email,
      subject: t('Mail.friendSubject', { sender: sender.name }),
      ...friendBody,
    });
    return mails;
  }

  if (email) {
    const visit = input.visit;
    const confirmation = renderMail({
      lang: input.locale,
      paragraphs: [
        t('Mail.greeting', { name: sender.name }),
        t('Mail.confirmationIntro'),
        ...(about ? [about] : []),
        ...(visit ? [t('Mail.visitHoldIntro', { hours: visit.hours })] : []),
      ],
      rowsTitle: t('Mail.summary'),
      rows: requestRows(flow, values, t, input.typeName, input.locale, FREE_TEXT_FIELDS),
      // a visit's slot is held only through this link; the property is named above
      link: visit ? { href: visit.confirmUrl, label: t('Mail.visitHold') } : link,
      closing: [t('Mail.signature', { agency: agency.name })],
      footer,
    });
    mails.push({
      purpose: 'confirmation',
      recipient: email,
      replyTo: agency.email,
      subject: t('Mail.confirmationSubject'),
      ...confirmation,
    });
  }
  return mails;
}
