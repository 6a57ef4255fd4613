import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { migrateToLatest, openDatabase } from '../../lib/db/connection';
import { MIN_FILL_MS } from '../../lib/security/signing';
import { E2E_DATABASE_FILE, E2E_MAIL_DIR, E2E_SERVER_ENV } from '../../playwright.config';
import { expect } from './fixtures';

export type { SinkMail } from '../../tests/support/smtp-sink';
import type { SinkMail } from '../../tests/support/smtp-sink';

/** Every mail the SMTP sink accepted so far. */
export function sinkMails(): SinkMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, name), 'utf8')) as SinkMail);
}

/** Waits for a mail to an address (whose subject matches, when given) and returns it. */
export async function mailTo(address: string, subject?: RegExp | string): Promise<SinkMail> {
  const find = () =>
    sinkMails().find(
      (mail) =>
        mail.to.includes(address) &&
        (subject === undefined ||
          (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject))),
    );
  await expect
    .poll(() => find() !== undefined, {
      message: `a mail to ${address}${subject ? ` (${subject})` : ''}`,
      timeout: 15_000,
    })
    .toBe(true);
  return find()!;
}

/** Makes the sink refuse, with a temporary error, every mail involving an address containing `marker`. */
export function refuseMailsFor(marker: string): void {
  writeFileSync(path.join(E2E_MAIL_DIR, 'fail-for'), marker);
}

export function acceptAllMails(): void {
  rmSync(path.join(E2E_MAIL_DIR, 'fail-for'), { force: true });
}

/** The database of the server under test (read by the tests, written by the site), migrated. */
export async function testDatabase() {
  const connection = openDatabase(`file:${E2E_DATABASE_FILE}`);
  await migrateToLatest(connection);
  return connection.db;
}

/** Runs `npm run outbox -- --retry` against the server's database and SMTP sink. */
export function retryOutbox(): string {
  return execFileSync(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', 'scripts/outbox.ts', '--retry'],
    {
      env: { ...process.env, ...E2E_SERVER_ENV },
      encoding: 'utf8',
    },
  );
}

let addressCounter = 0;

/** A visitor address of its own for this page (rate limits count per address). */
export async function asNewVisitor(page: Page): Promise<string> {
  addressCounter += 1;
  const address = `198.51.${(process.pid % 250) + 1}.${(addressCounter % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** A unique mailbox for one test, so its mails are told apart from the others'. */
export function uniqueEmail(label: string): string {
  return `${label}.${process.pid}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.be`;
}

/**
 * A person takes a moment to fill a form: waits out the minimum fill time counted from when the
 * server served the form (the time in its signed token).
 */
export async function afterFillTime(page: Page): Promise<void> {
  const token = await page
    .locator('form[data-testid^="form-"] input[name="formToken"]')
    .inputValue();
  const left = Number(token.split('.')[0]) + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await page.waitForTimeout(left);
}

/** The first mail that arrives and satisfies a condition. */
export async function mailWhere(
  description: string,
  matches: (mail: SinkMail) => boolean,
): Promise<SinkMail> {
  const find = () => sinkMails().find(matches);
  await expect
    .poll(() => find() !== undefined, { message: description, timeout: 15_000 })
    .toBe(true);
  return find()!;
}

/** Waits until the proof-of-work captcha of the form on the page is solved. */
export async function captchaSolved(page: Page): Promise<void> {
  await expect(page.locator('altcha-widget .altcha[data-state="verified"]')).toBeAttached({
    timeout: 20_000,
  });
}
