import type { MailInput } from '@/lib/db/outbox';
import { labelled } from '@/lib/format/text';
import type { Translate } from '@/lib/mail/compose';
import { renderMail } from '@/lib/mail/render';
import { brusselsDay } from './calendar';

/*
 * The owner's monthly report by e-mail (docs/owner-portal.md): the figures of the last whole
 * Brussels month for each of their properties, in the language they opted in with, and a link
 * to the portal. Numbers are written the reader's way; they are the same in every language.
 */

/** The instant a Brussels day starts (midnight, UTC+1 in winter, UTC+2 in summer). */
export function brusselsMidnight(day: string): number {
  const noonUtc = Date.parse(`${day}T12:00:00Z`);
  const local = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(noonUtc);
  const offsetHours = Number(local) - 12;
  return Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000;
}

export type ReportMonth = { month: string; firstDay: string; lastDay: string; end: number };

/**
 * The last whole Brussels month before `now`: `YYYY-MM`, its first and last day, and its end (the
 * first instant of the next month in Brussels).
 */
export function reportMonth(now: number): ReportMonth {
  const today = brusselsDay(now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const key = `${y}-${String(m).padStart(2, '0')}`;
  return {
    month: key,
    firstDay: `${key}-01`,
    lastDay: `${key}-${String(days).padStart(2, '0')}`,
    end: brusselsMidnight(`${today.slice(0, 7)}-01`),
  };
}

/** The month's name in a language, e.g. "October 2026", "oktober 2026". */
export function monthName(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, number - 1, 15));
}

export type PropertyMonth = {
  title: string;
  reference: string | null;
  views: number;
  requests: number;
  /** Registrations and alerts matching it at the time of the report; null when it is no longer published. */
  demand: number | null;
};

export function monthlyReportMail(input: {
  t: Translate;
  locale: string;
  email: string;
  agency: string;
  month: string;
  properties: readonly PropertyMonth[];
  portalUrl: string;
}): Omit<MailInput, 'submissionId'> {
  const { t } = input;
  const month = monthName(input.month, input.locale);
  const number = (value: number) => new Intl.NumberFormat(input.locale).format(value);
  const body = renderMail({
    lang: input.locale,
    paragraphs: [t('Owner.monthly.intro', { month, agency: input.agency })],
    rows: input.properties.map((property) => ({
      label: property.reference ? `${property.title} (${property.reference})` : property.title,
      value: [
        `${labelled(t('Owner.monthly.views'), input.locale)} ${number(property.views)}`,
        `${labelled(t('Owner.monthly.requests'), input.locale)} ${number(property.requests)}`,
        property.demand === null
          ? t('Owner.portal.unpublished')
          : `${labelled(t('Owner.monthly.demand'), input.locale)} ${number(property.demand)}`,
      ].join('\n'),
    })),
    link: { href: input.portalUrl, label: t('Owner.monthly.open') },
    footer: [t('Mail.automatic', { agency: input.agency }), t('Owner.monthly.stop')].join('\n'),
  });
  return {
    purpose: 'owner-report',
    recipient: input.email,
    subject: t('Owner.monthly.subject', { month }),
    ...body,
  };
}
