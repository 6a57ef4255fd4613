import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from '../../playwright.config';

/**
 * While this file holds a text, the sink refuses (temporary error) every mail to or replying to an
 * address containing it: a mail server in trouble, for one test's mails only.
 */
export const FAIL_FOR_FILE = path.join(E2E_MAIL_DIR, 'fail-for');

function refuses(addresses: string[]): boolean {
  try {
    const marker = readFileSync(FAIL_FOR_FILE, 'utf8').trim();
    return marker !== '' && addresses.some((address) => address.includes(marker));
  } catch {
    return false;
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
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((entry) => entry.value.map((address) => address.address ?? ''));
          if (refuses([...to, mail.replyTo?.text ?? ''])) {
            const error = new Error('Service temporarily unavailable') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const record = { to, from: mail.from?.text ?? '', replyTo: mail.replyTo?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
          count += 1;
          writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${count}.json`), JSON.stringify(record));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}
