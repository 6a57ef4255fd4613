import { createTranslator } from 'use-intl/core';
import type { ImportRun, StoredImportRun } from '@/lib/db/import-runs';
import type { MailInput } from '@/lib/db/outbox';
import type { Locale } from '@/lib/i18n/locales';
import type { Translate } from '@/lib/mail/compose';
import { renderMail } from '@/lib/mail/render';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { describeQuarantine, type Quarantined } from '@/lib/data/feed-screen';

/**
 * How the agency hears of an import that needs a person (issue 35 item 2, docs/import.md): a mail
 * in the agency's language when a feed was held, refused, or published with records quarantined,
 * and one public status line per run (counts and listing IDs only: a refused record's content,
 * e.g. the address of a listing published without it, stays in the mail).
 */
const MESSAGES = { en, nl, fr, de };

export function importTranslator(locale: Locale): Translate {
  return createTranslator({ locale, messages: MESSAGES[locale] }) as unknown as Translate;
}

export type ImportOutcome =
  | { status: 'imported'; versionId: number; quarantined: Quarantined[] }
  | { status: 'unchanged'; quarantined: Quarantined[] }
  | { status: 'held'; reasons: string[]; quarantined: Quarantined[] }
  | { status: 'invalid'; message: string };

const ids = (quarantined: readonly Quarantined[]) =>
  quarantined
    .slice(0, 20)
    .map((entry) => (entry.id === null ? entry.record : String(entry.id)))
    .join(', ') + (quarantined.length > 20 ? ` and ${quarantined.length - 20} more` : '');

function quarantineNote(quarantined: readonly Quarantined[]): string {
  if (quarantined.length === 0) return '';
  return `; ${quarantined.length} listing${quarantined.length === 1 ? '' : 's'} quarantined (${ids(quarantined)})`;
}

/** The run as recorded: its public summary and its full details. */
export function importRun(outcome: ImportOutcome, source: string, at: number): ImportRun {
  switch (outcome.status) {
    case 'imported':
      return {
        at,
        status: 'imported',
        source,
        versionId: outcome.versionId,
        quarantined: outcome.quarantined.length,
        summary: `imported: version ${outcome.versionId} is current${quarantineNote(outcome.quarantined)}`,
        details: describeQuarantine(outcome.quarantined, 100).join('\n'),
      };
    case 'unchanged':
      return {
        at,
        status: 'unchanged',
        source,
        versionId: null,
        quarantined: outcome.quarantined.length,
        summary: `unchanged: the feed changes nothing${quarantineNote(outcome.quarantined)}`,
        details: describeQuarantine(outcome.quarantined, 100).join('\n'),
      };
    case 'held':
      return {
        at,
        status: 'held',
        source,
        versionId: null,
        quarantined: outcome.quarantined.length,
        summary: `held, nothing changed: ${outcome.reasons.join('; ')}; run again with --accept once checked`,
        details: [
          `held: ${outcome.reasons.join('; ')}`,
          ...describeQuarantine(outcome.quarantined, 100),
        ].join('\n'),
      };
    case 'invalid':
      return {
        at,
        status: 'invalid',
        source,
        versionId: null,
        quarantined: 0,
        summary:
          'refused, nothing changed: the feed is not valid (the reasons were mailed to the agency)',
        details: outcome.message,
      };
  }
}

export type NoticeTarget = { recipient: string; locale: Locale; agency: string };

/** The mail that tells the agency; null for a run that went through cleanly. */
export function importNoticeMail(
  run: ImportRun,
  target: NoticeTarget,
  t: Translate = importTranslator(target.locale),
): Omit<MailInput, 'submissionId'> | null {
  const passed = run.status === 'imported' || run.status === 'unchanged';
  if (passed && run.quarantined === 0) return null;
  const values = { source: run.source, count: run.quarantined };
  const kind = passed ? 'quarantined' : run.status === 'held' ? 'held' : 'invalid';
  const body = renderMail({
    lang: target.locale,
    paragraphs: [
      t(`ImportNotice.${kind}.intro`, values),
      t(`ImportNotice.${kind}.next`, {
        ...values,
        command: `npm run import -- ${run.source} --accept`,
      }),
    ],
    closing: [`${t('ImportNotice.details')}\n${run.details}`],
    footer: t('Mail.automatic', { agency: target.agency }),
  });
  return {
    purpose: 'import',
    recipient: target.recipient,
    subject: t(`ImportNotice.${kind}.subject`, values),
    ...body,
  };
}

/** The status line: when the last import ran and what became of it. */
export function importStatusLine(run: StoredImportRun | null): string {
  if (!run)
    return 'no import recorded yet: the site serves its bundled data set or the last version imported';
  const passed = run.status === 'imported' || run.status === 'unchanged';
  const state = passed && run.quarantined === 0 ? 'ok' : 'attention';
  return `${state} ${new Date(run.at).toISOString()} ${run.summary}`;
}
