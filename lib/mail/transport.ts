import { serverEnv, type Env } from '@/lib/config';
import nodemailer from 'nodemailer';

export type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string> | null;
};
export type MailSender = (mail: OutgoingMail) => Promise<void>;

export const DEFAULT_FROM = 'Horizon Immo <no-reply@horizon-immo.example>';

export function mailFrom(env: Env = serverEnv()): string {
  return env.MAIL_FROM?.trim() || DEFAULT_FROM;
}

/**
 * Sends over SMTP when `SMTP_URL` is set (smtp://user:pass@host:587, smtps://… for TLS);
 * null otherwise, and mails wait in the outbox.
 */
export function smtpSender(env: Env = serverEnv()): MailSender | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const transport = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return async (mail) => {
    await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  };
}
