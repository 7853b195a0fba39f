import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { AppError } from '../http/app-error';

export const LIMITS = {
  account: { failures: Number(process.env.LOGIN_MAX_FAILURES_ACCOUNT ?? 5), windowMinutes: 15, lockMinutes: 15 },
  address: { failures: Number(process.env.LOGIN_MAX_FAILURES_ADDRESS ?? 30), windowMinutes: 15, lockMinutes: 15 },
} as const;

type Scope = keyof typeof LIMITS;
export const attemptKey = (scope: Scope, value: string) => `${scope}:${value.toLowerCase()}`;

function lockedMessage(until: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Throws 429 while any of the keys is locked. */
export async function assertNotLocked(db: DbOrTx, keys: string[], now = new Date()): Promise<void> {
  for (const key of keys) {
    const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) {
      const retry = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
      throw new AppError('RATE_LIMITED', lockedMessage(row.lockedUntil, now), { headers: { 'retry-after': String(retry) } });
    }
  }
}

/** Counts a failure in a fixed window (one upsert, safe across app instances); locks the key at the limit. */
export async function recordFailure(db: DbOrTx, scope: Scope, key: string, now = new Date()): Promise<void> {
  const limit = LIMITS[scope];
  // Raw SQL parameters go as ISO text with a cast, the same on PGlite and node-postgres.
  const windowStart = sql`${new Date(now.getTime() - limit.windowMinutes * 60_000).toISOString()}::timestamptz`;
  const lockUntil = sql`${new Date(now.getTime() + limit.lockMinutes * 60_000).toISOString()}::timestamptz`;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart} then ${nowSql} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${loginAttempts.windowStartedAt} >= ${windowStart} and ${loginAttempts.failures} + 1 >= ${limit.failures} then ${lockUntil} else ${loginAttempts.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
