import type { Kysely } from 'kysely';
import { enqueueCrmCall, enqueueMail, type MailInput } from '@/lib/db/outbox';
import { claimMailTurn } from '@/lib/db/mail-turns';
import { createPasswordReset, findOwnerByLogin } from '@/lib/db/owners';
import type { Database, Owner } from '@/lib/db/schema';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/mail/compose';
import { renderMail } from '@/lib/mail/render';

/**
 * At most one reset mail per owner address and half hour (clock half hours), however many ask:
 * a link lives an hour, so when a request is held back the address already got a link that is
 * still valid for half an hour at least — a stranger asking for the owner's address can neither
 * flood the owner's mailbox nor keep the owner from resetting.
 */
export const RESET_MAIL_PERIOD_MS = 30 * 60_000;

export type ResetMailDeps = {
  now: number;
  /** The owner's address as the mail turns keep it (a keyed hash). */
  targetKey: (email: string) => string;
  /** The absolute address of the reset form for a token, in a language. */
  linkFor: (locale: Locale, token: string) => string;
  /** Translations of a language (the owner's own, whatever page they asked from). */
  translate: (locale: Locale) => Promise<Translate>;
  agencyName: string;
  fallbackLocale: Locale;
  /**
   * With OMNICASA_FORGOT_PASSWORD=crm: an owner who signs in with the CRM's login is sent the
   * CRM's own GetPersonForgetPassword (through the outbox) instead of the site's link.
   */
  crmForgot?: { languageIds: Partial<Record<Locale, number>> };
};

/** The mail with a single-use link to choose a new password; never a password (unlike the product's legacy). */
export function composeResetMail(
  owner: Pick<Owner, 'username' | 'email'>,
  link: string,
  locale: Locale,
  t: Translate,
  agencyName: string,
): Omit<MailInput, 'submissionId'> {
  const body = renderMail({
    lang: locale,
    paragraphs: [t('Mail.resetIntro', { username: owner.username, agency: agencyName })],
    link: { href: link, label: t('Mail.resetLink') },
    closing: [t('Mail.resetIgnore')],
    footer: t('Mail.automatic', { agency: agencyName }),
  });
  return {
    purpose: 'password-reset',
    recipient: owner.email,
    subject: t('Mail.resetSubject'),
    ...body,
  };
}

/**
 * A reset link for the owner with this email, queued as a mail in the owner's language, unless
 * the address already got one this half hour (RESET_MAIL_PERIOD_MS). Whether
 * the address is known is only logged (PERSON_NOT_FOUND): the visitor always gets the same
 * answer, and the caller runs this after the response so that its timing tells nothing either.
 */
export async function sendResetLink(
  db: Kysely<Database>,
  email: string,
  deps: ResetMailDeps,
): Promise<'queued' | 'unknown' | 'held' | 'crm'> {
  const owner = await findOwnerByLogin(db, email);
  if (!owner || owner.email !== email.trim().toLowerCase()) {
    console.info('password reset: PERSON_NOT_FOUND');
    return 'unknown';
  }
  if (
    !(await claimMailTurn(db, 'reset', deps.targetKey(owner.email), RESET_MAIL_PERIOD_MS, deps.now))
  ) {
    // the link mailed earlier this half hour is still valid, and older links stay valid too
    console.info('password reset: MAIL_HELD');
    return 'held';
  }
  const locale = isLocale(owner.language) ? owner.language : deps.fallbackLocale;
  if (deps.crmForgot && owner.crm_person_id !== null) {
    const languageId = deps.crmForgot.languageIds[locale];
    await enqueueCrmCall(
      db,
      {
        submissionId: null,
        method: 'GetPersonForgetPassword',
        params: { Email: owner.email, ...(languageId !== undefined && { LanguageId: languageId }) },
        subject: 'GetPersonForgetPassword',
        text: '',
      },
      deps.now,
    );
    return 'crm';
  }
  const t = await deps.translate(locale);
  await db.transaction().execute(async (trx) => {
    const token = await createPasswordReset(trx, owner.id, deps.now);
    await enqueueMail(
      trx,
      {
        ...composeResetMail(owner, deps.linkFor(locale, token), locale, t, deps.agencyName),
        submissionId: null,
      },
      deps.now,
    );
  });
  return 'queued';
}
