// A real SMTP server (smtp-server) for the tests that send e-mail: the console is pointed at it with SMTP_URL, and the
// test reads what arrived.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { until } from './wait';

export interface Mail {
  to: string;
  body: string;
}

export interface Inbox {
  /** The SMTP_URL that delivers here. */
  url: string;
  /** What arrived and was not taken yet, oldest first. */
  mails: Mail[];
  /** Waits for the oldest mail to `to`, takes it out of the inbox and answers the set-password link in it. */
  linkTo(to: string): Promise<URL>;
  /** Waits for the oldest mail to `to` (within `within` ms), takes it out of the inbox and answers it with its text decoded. */
  mailTo(to: string, within?: number): Promise<Mail>;
  /** The addresses whose first message was refused (see `refuseOnce`). */
  refused: string[];
  close(): Promise<void>;
}

/** The text of a mail: its quoted-printable soft line breaks and =XX escapes undone. */
const decoded = (body: string) => body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * `refuseOnce`: the first message to each address it accepts is refused with a temporary failure (451), as a busy
 * server does; the next one to that address is taken.
 */
export async function startInbox(options: { refuseOnce?: (to: string) => boolean } = {}): Promise<Inbox> {
  const mails: Mail[] = [];
  const refused: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo[0]?.address ?? '';
        if (options.refuseOnce?.(to) && !refused.includes(to)) {
          refused.push(to);
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        mails.push({ to: session.envelope.rcptTo[0]?.address ?? '', body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    mails,
    async linkTo(to) {
      // A message goes out inside the request (docs/decisions/0077): it is here, or about to be.
      const at = await until(
        () => mails.findIndex((m) => m.to === to),
        (i) => i >= 0,
        { within: 5_000, every: 50 },
      ).catch(() => {
        throw new Error(`no mail to ${to}`);
      });
      const [mail] = mails.splice(at, 1);
      const m = /(\S+)\/pages\/set-password\?token=([\w%-]+)/.exec(decoded(mail.body));
      if (!m) throw new Error(`no link in:\n${mail.body}`);
      return new URL(m[0]);
    },
    async mailTo(to, within = 5_000) {
      const at = await until(
        () => mails.findIndex((m) => m.to === to),
        (i) => i >= 0,
        { within, every: 50 },
      ).catch(() => {
        throw new Error(`no mail to ${to}`);
      });
      const [mail] = mails.splice(at, 1);
      return { to: mail.to, body: decoded(mail.body) };
    },
    refused,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
