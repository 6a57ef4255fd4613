import type { MailInput } from '@/lib/db/outbox';
import { renderMail, type MailRow } from '@/lib/mail/render';
import type { Translate } from '@/lib/mail/compose';

/*
 * The mails of a search alert, in the alert's language: the confirmation of the double opt-in,
 * and the news. Every news mail carries a one-click unsubscribe (RFC 8058: `List-Unsubscribe`
 * with the HTTPS address a mail client POSTs `List-Unsubscribe=One-Click` to, and
 * `List-Unsubscribe-Post`), a link to a page that asks before unsubscribing, and a signed link to
 * the page that manages every alert of the address.
 */

export type AlertLinks = {
  /** The page that asks "unsubscribe?" with a button (a GET never unsubscribes). */
  unsubscribePage: string;
  /** The endpoint of the one-click unsubscribe (POST). */
  oneClick: string;
  manage: string;
  /** The list search the alert stands for. */
  search: string;
};

export type NewsItem = {
  kind: 'new' | 'drop';
  title: string;
  reference: string;
  url: string;
  /** The price as the reader writes it, and the previous one for a drop. */
  price: string;
  previous?: string;
  /** The listing's thumbnail, an absolute address. */
  thumbnail?: { src: string; width: number; height: number };
};

/** At most this many listings in one mail; the rest are behind the link to the search. */
export const MAX_ITEMS = 20;

type Mail = Omit<MailInput, 'submissionId'>;

export function unsubscribeHeaders(links: Pick<AlertLinks, 'oneClick'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function confirmationMail(input: {
  t: Translate;
  locale: string;
  email: string;
  agency: string;
  search: string;
  frequency: string;
  confirmUrl: string;
  links: Pick<AlertLinks, 'oneClick' | 'unsubscribePage'>;
}): Mail {
  const { t } = input;
  const body = renderMail({
    lang: input.locale,
    paragraphs: [t('Alerts.mail.confirmIntro', { agency: input.agency })],
    rows: [
      { label: t('Alerts.mail.searchLabel'), value: input.search },
      { label: t('Alerts.frequencyLabel'), value: input.frequency },
    ],
    link: { href: input.confirmUrl, label: t('Alerts.mail.confirmButton') },
    footer: [t('Mail.automatic', { agency: input.agency }), t('Alerts.mail.confirmIgnore')].join(
      '\n',
    ),
    footerLinks: [{ href: input.links.unsubscribePage, label: t('Alerts.mail.unsubscribeLink') }],
  });
  return {
    purpose: 'alert-confirmation',
    recipient: input.email,
    subject: t('Alerts.mail.confirmSubject'),
    headers: unsubscribeHeaders(input.links),
    ...body,
  };
}

export function newsMail(input: {
  t: Translate;
  locale: string;
  email: string;
  agency: string;
  search: string;
  items: readonly NewsItem[];
  links: AlertLinks;
}): Mail {
  const { t, items, links } = input;
  const shown = items.slice(0, MAX_ITEMS);
  const rows: MailRow[] = shown.map((item) => ({
    label: item.kind === 'new' ? t('Alerts.mail.newListing') : t('Alerts.mail.priceDrop'),
    link: { href: item.url, text: `${item.title} (${item.reference})` },
    value:
      item.kind === 'drop' && item.previous
        ? t('Alerts.mail.dropFromTo', { previous: item.previous, price: item.price })
        : item.price,
    ...(item.thumbnail ? { image: { ...item.thumbnail, alt: item.title } } : {}),
  }));
  const more = items.length - shown.length;
  const body = renderMail({
    lang: input.locale,
    paragraphs: [
      t('Alerts.mail.newsIntro', { count: items.length, search: input.search }),
      ...(more > 0 ? [t('Alerts.mail.more', { count: more })] : []),
    ],
    rows,
    link: { href: links.search, label: t('Alerts.mail.viewSearch') },
    footer: t('Mail.automatic', { agency: input.agency }),
    footerLinks: [
      { href: links.manage, label: t('Alerts.mail.manageLink') },
      { href: links.unsubscribePage, label: t('Alerts.mail.unsubscribeLink') },
    ],
  });
  return {
    purpose: 'alert',
    recipient: input.email,
    subject: t('Alerts.mail.newsSubject', { count: items.length }),
    headers: unsubscribeHeaders(links),
    ...body,
  };
}
