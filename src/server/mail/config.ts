/**
 * Where e-mail goes, from the environment (README "E-mail"): `SMTP_URL` (smtp://user:pass@host:587 or
 * smtps://… for TLS from the first byte), or `SMTP_HOST` with `SMTP_PORT`, `SMTP_USER`, `SMTP_PASS` and
 * `SMTP_SECURE=1`; `MAIL_FROM` is the sender. Without any of them the console has no mail transport and the
 * features that send mail say so instead of pretending to have sent it.
 */
export interface MailConfig {
  /** A nodemailer transport: an smtp(s):// URL or host options. */
  transport: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
}

export function mailConfig(env: Record<string, string | undefined> = process.env): MailConfig | null {
  const from = env.MAIL_FROM || 'Console <no-reply@localhost>';
  if (env.SMTP_URL) return { transport: env.SMTP_URL, from };
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT || 587);
  const secure = env.SMTP_SECURE === '1' || env.SMTP_SECURE === 'true' || port === 465;
  const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined;
  return { transport: { host: env.SMTP_HOST, port, secure, ...(auth ? { auth } : {}) }, from };
}
