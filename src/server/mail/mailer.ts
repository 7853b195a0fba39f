import nodemailer, { type Transporter } from 'nodemailer';
import { AppError } from '@/server/http/app-error';
import { mailConfig, type MailConfig } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

let cached: { key: string; transporter: Transporter; from: string } | undefined;

function transporterFor(config: MailConfig) {
  const key = JSON.stringify(config);
  if (cached?.key !== key) {
    // Connection timeouts short enough that a dead server fails the request instead of hanging it.
    const options = typeof config.transport === 'string' ? config.transport : { ...config.transport, connectionTimeout: 10_000, greetingTimeout: 10_000 };
    cached = { key, transporter: nodemailer.createTransport(options), from: config.from };
  }
  return cached;
}

/**
 * Sends one message through the configured SMTP server (src/server/mail/config.ts). No configuration, or a server
 * that refuses the message, is an error the caller shows: a link the person never receives is no invitation.
 */
export async function sendMail(message: MailMessage, config: MailConfig | null = mailConfig()): Promise<void> {
  if (!config) throw new AppError('INTERNAL', 'E-mail is not configured on this server (SMTP_URL or SMTP_HOST). Set a password instead.');
  const { transporter, from } = transporterFor(config);
  try {
    await transporter.sendMail({ from, ...message });
  } catch {
    throw new AppError('INTERNAL', 'The e-mail could not be sent. Please try again later.');
  }
}

let pooled: { key: string; transporter: Transporter; from: string } | undefined;

/**
 * The pooled connections (SMTP_POOL_CONNECTIONS, default 20). Each message takes a few round trips (MAIL, RCPT, DATA,
 * the message), and each round trip waits for the event loop, which a request's query holds while it runs (PGlite
 * answers synchronously): the number of connections, not the server, set the outbox's pace (issue 30; 5 sent about
 * 90 messages a second while requests were served, 20 several times that). A relay that accepts fewer connections
 * from one client can be given fewer.
 */
function poolConnections(): number {
  const n = Number(process.env.SMTP_POOL_CONNECTIONS || 20);
  return Number.isInteger(n) && n > 0 ? n : 20;
}

/**
 * Sends one message over a pooled connection (a few connections kept open, many messages each) for the senders that
 * send many, such as the notification outbox. Unlike sendMail it lets the transport's error through, with the
 * server's answer in its message, so that the sender can record why a delivery failed.
 */
export async function deliverMail(message: MailMessage, config: MailConfig): Promise<void> {
  const key = JSON.stringify(config);
  if (pooled?.key !== key) {
    pooled?.transporter.close();
    const options = typeof config.transport === 'string' ? { url: config.transport } : config.transport;
    pooled = {
      key,
      transporter: nodemailer.createTransport({
        ...options,
        pool: true,
        maxConnections: poolConnections(),
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      }),
      from: config.from,
    };
  }
  await pooled.transporter.sendMail({ from: pooled.from, ...message });
}
