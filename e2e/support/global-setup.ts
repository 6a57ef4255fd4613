import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../playwright.config';
import { smtpSinkServer } from '../../tests/support/smtp-sink';

/**
 * While this file holds a text, the sink refuses (temporary error) every mail to or replying to an
 * address containing it: a mail server in trouble, for one test's mails only.
 */
export const FAIL_FOR_FILE = path.join(E2E_MAIL_DIR, 'fail-for');

function marker(): string {
  try {
    return readFileSync(FAIL_FOR_FILE, 'utf8').trim();
  } catch {
    return '';
  }
}

/**
 * The SMTP sink the site under test sends to: a real SMTP server that writes every mail it
 * accepts as JSON into test-results/mail/, where the tests read them.
 */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const sink = await smtpSinkServer(E2E_SMTP_PORT, {
    onMail: (mail) => {
      count += 1;
      // written whole under another name, then renamed: a test never reads half a mail
      const file = path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`);
      writeFileSync(`${file}.partial`, JSON.stringify(mail));
      renameSync(`${file}.partial`, file);
    },
    refuse: (mail) => {
      const text = marker();
      return text !== '' && [...mail.to, mail.replyTo].some((address) => address.includes(text));
    },
  });
  return sink.close;
}
