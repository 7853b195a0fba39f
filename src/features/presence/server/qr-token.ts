import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '@/db/client';
import type { Presence } from '@/db/schema/presence';
import { serverSecret } from '@/server/secrets';

/**
 * The code in the QR image is a short-lived signed token (docs/decisions/0021):
 * PRS1.<presence>.<schedule or 0>.<mode s|p>.<time step>.<HMAC>, keyed by HMAC(server secret 'presence-qr',
 * presence code). Regenerating the code changes the key, so every older token dies with it.
 */
const TOKEN_PREFIX = 'PRS1';
export type TokenMode = 's' | 'p';

export interface TokenParts {
  presenceId: number;
  scheduleId: number;
  mode: TokenMode;
  step: number;
  signature: string;
}

async function keyFor(db: DbOrTx, code: string): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(db, 'presence-qr'))
    .update(code)
    .digest();
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

const MINUTE = 60_000;

/**
 * Screen tokens (`s`) carry the presence's time step and live during it and the next one (15–30 s). Printed and
 * downloaded tokens (`p`) carry the minute they were issued: they live until Regenerate QR (a new code changes the
 * key), or `print_step_seconds` after issue when that cap is set; the check-in still applies the schedule's window,
 * the invitation and once-per-learner, so a printed code works for its schedule's whole check-in window and no
 * longer (docs/decisions/0021).
 */
export async function issueToken(db: DbOrTx, p: Presence, scheduleId: number, mode: TokenMode, now: Date) {
  const step = mode === 's' ? Math.floor(now.getTime() / 1000 / p.stepSeconds) : Math.floor(now.getTime() / MINUTE);
  const body = `${p.id}.${scheduleId}.${mode}.${step}`;
  const token = `${TOKEN_PREFIX}.${body}.${sign(await keyFor(db, p.code), body)}`;
  if (mode === 'p')
    return { token, stepSeconds: p.printStepSeconds, expiresAt: p.printStepSeconds ? new Date(now.getTime() + p.printStepSeconds * 1000) : null };
  return { token, stepSeconds: p.stepSeconds, expiresAt: new Date((step + 2) * p.stepSeconds * 1000) };
}

export function parseToken(token: string): TokenParts | null {
  const m = /^PRS1\.(\d{1,10})\.(\d{1,10})\.([sp])\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token.trim());
  if (!m) return null;
  return { presenceId: Number(m[1]), scheduleId: Number(m[2]), mode: m[3] as TokenMode, step: Number(m[4]), signature: m[5] };
}

export type TokenCheck = 'ok' | 'invalid' | 'expired';

/**
 * Signature first (a forged token learns nothing), then time: a screen token in its step or the one after; a
 * printed token issued no later than now (one minute of clock difference between instances) and, when the
 * presence caps printed codes, not older than the cap.
 */
export async function verifyToken(db: DbOrTx, p: Presence, t: TokenParts, now: Date): Promise<TokenCheck> {
  const expected = Buffer.from(sign(await keyFor(db, p.code), `${t.presenceId}.${t.scheduleId}.${t.mode}.${t.step}`));
  const given = Buffer.from(t.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  if (t.mode === 'p') {
    const issued = t.step * MINUTE;
    if (issued > now.getTime() + MINUTE) return 'invalid';
    return p.printStepSeconds && now.getTime() - issued > p.printStepSeconds * 1000 ? 'expired' : 'ok';
  }
  const current = Math.floor(now.getTime() / 1000 / p.stepSeconds);
  if (t.step > current) return 'invalid';
  return current - t.step <= 1 ? 'ok' : 'expired';
}
