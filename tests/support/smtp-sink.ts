import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type SinkMail = {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The List-Unsubscribe headers as sent (lower-case names), when a mail has them. */
  headers: Record<string, string>;
};

function recordOf(parsed: ParsedMail): SinkMail {
  const addresses = (value: ParsedMail['to']) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((entry) =>
      entry.value.map((address) => address.address ?? ''),
    );
  return {
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    replyTo: parsed.replyTo?.text ?? '',
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers: Object.fromEntries(
      parsed.headerLines
        .filter((header) => header.key.startsWith('list-unsubscribe'))
        .map((header) => [header.key, header.line.slice(header.line.indexOf(':') + 1).trim()]),
    ),
  };
}

/**
 * A real SMTP server (no TLS, no login) on 127.0.0.1 that hands every mail it receives to
 * `onMail`, or refuses it with a temporary error (451) when `refuse` says so.
 */
export async function smtpSinkServer(
  port: number,
  handlers: { onMail: (mail: SinkMail) => void; refuse: (mail: SinkMail) => boolean },
): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail = recordOf(parsed);
          if (handlers.refuse(mail)) {
            callback(
              Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 }),
            );
            return;
          }
          handlers.onMail(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A sink on a free port that keeps what arrives; `failNext(n)` makes the next n deliveries fail. */
export async function startSmtpSink() {
  const mails: SinkMail[] = [];
  let failures = 0;
  const server = await smtpSinkServer(0, {
    onMail: (mail) => mails.push(mail),
    refuse: () => {
      if (failures === 0) return false;
      failures -= 1;
      return true;
    },
  });
  return {
    url: `smtp://127.0.0.1:${server.port}`,
    port: server.port,
    mails,
    failNext: (count: number) => {
      failures = count;
    },
    close: server.close,
  };
}
