import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '@/db/client';
import type { Presence } from '@/db/schema';
import { serverSecret } from '@/server/secrets';

/**
 * The code in the QR image is a short-lived signed token (docs/decisions/0021):
 * PRS1.<presence>.<schedule or 0>.<mode s|p>.<time step>.<HMAC>, keyed by HMAC(server secret 'presence-qr',
 * presence code). Regenerating the code changes the key, so every older token dies with it.
 */
export const TOKEN_PREFIX = 'PRS1';
export type TokenMode = 's' | 'p';

export interface TokenParts {
  presenceId: number;
  scheduleId: number;
  mode: TokenMode;
  step: number;
  signature: string;
}

async function keyFor(db: DbOrTx, code: string): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(db, 'presence-qr')).update(code).digest();
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

/** The step length a token mode uses; null when the presence allows no printable step. */
export function stepSecondsOf(p: Pick<Presence, 'stepSeconds' | 'printStepSeconds'>, mode: TokenMode): number | null {
  return mode === 's' ? p.stepSeconds : p.printStepSeconds;
}

export async function issueToken(db: DbOrTx, p: Presence, scheduleId: number, mode: TokenMode, now: Date) {
  const seconds = stepSecondsOf(p, mode) ?? p.stepSeconds;
  const effectiveMode: TokenMode = stepSecondsOf(p, mode) ? mode : 's';
  const step = Math.floor(now.getTime() / 1000 / seconds);
  const body = `${p.id}.${scheduleId}.${effectiveMode}.${step}`;
  const token = `${TOKEN_PREFIX}.${body}.${sign(await keyFor(db, p.code), body)}`;
  return { token, stepSeconds: seconds, expiresAt: new Date((step + 2) * seconds * 1000) };
}

export function parseToken(token: string): TokenParts | null {
  const m = /^PRS1\.(\d{1,10})\.(\d{1,10})\.([sp])\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token.trim());
  if (!m) return null;
  return { presenceId: Number(m[1]), scheduleId: Number(m[2]), mode: m[3] as TokenMode, step: Number(m[4]), signature: m[5] };
}

export type TokenCheck = 'ok' | 'invalid' | 'expired';

/** Signature first (a forged token learns nothing), then the time step: the current one or the one before. */
export async function verifyToken(db: DbOrTx, p: Presence, t: TokenParts, now: Date): Promise<TokenCheck> {
  const seconds = stepSecondsOf(p, t.mode);
  if (!seconds) return 'invalid';
  const expected = Buffer.from(sign(await keyFor(db, p.code), `${t.presenceId}.${t.scheduleId}.${t.mode}.${t.step}`));
  const given = Buffer.from(t.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const current = Math.floor(now.getTime() / 1000 / seconds);
  if (t.step > current) return 'invalid';
  return current - t.step <= 1 ? 'ok' : 'expired';
}
