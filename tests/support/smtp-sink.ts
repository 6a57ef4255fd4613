import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMail = { from: string; to: string[]; replyTo: string; subject: string; text: string; html: string };

/**
 * A real SMTP server on a free port that keeps what arrives; `failNext(n)` makes the next n
 * deliveries fail with a temporary error, as a mail server in trouble does.
 */
export async function startSmtpSink(): Promise<{ url: string; port: number; mails: SinkMail[]; failNext: (count: number) => void; close: () => Promise<void> }> {
  const mails: SinkMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed: ParsedMail) => {
          if (failures > 0) {
            failures -= 1;
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          const addresses = (value: ParsedMail['to']) => (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) => entry.value.map((address) => address.address ?? ''));
          mails.push({
            from: parsed.from?.text ?? '',
            to: addresses(parsed.to),
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
