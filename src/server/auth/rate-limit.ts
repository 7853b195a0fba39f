import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { loginAttempts } from '@/db/schema';
import { AppError } from '../http/app-error';

/**
 * Sign-in throttling (docs/decisions/0046), kept in the database so every app instance shares it.
 * - Account (the resolved user, so e-mail and NIK are one account; an unknown identifier is keyed by itself):
 *   `failures` attempts in `windowMinutes`; the next one locks the account for `lockMinutes`.
 * - Address: no hard lock. The first `freeFailures` attempts of a window go straight through; after that each one
 *   is spaced from the previous by a delay that doubles from 1 s up to `maxDelaySeconds`. A request waits for its
 *   slot when it is at most `maxWaitSeconds` away, otherwise it is answered 429 with the seconds to wait. A training
 *   centre behind one NAT is slowed down under a burst of failures, never locked out.
 * Every attempt is counted before the password is verified, in one statement; a right password takes its count back.
 */
export const LIMITS = {
  account: { failures: Number(process.env.LOGIN_MAX_FAILURES_ACCOUNT ?? 5), windowMinutes: 15, lockMinutes: 15 },
  address: { freeFailures: Number(process.env.LOGIN_ADDRESS_FREE_FAILURES ?? 30), windowMinutes: 15, maxDelaySeconds: 30, maxWaitSeconds: 10 },
} as const;

type Scope = 'account' | 'address';
export const attemptKey = (scope: Scope, value: string) => `${scope}:${value.toLowerCase()}`;
/** The account counter of a known user: the same for every identifier (e-mail, NIK) that resolves to it. */
export const userAttemptKey = (userId: number) => `account:user:${userId}`;

/**
 * Seconds between an address's attempt number `n` of a window and its next one: none while the next is still one of
 * the `freeFailures`, then 1 s before the first attempt past them, doubling up to the cap.
 */
export function addressDelaySeconds(n: number, limits: { freeFailures: number; maxDelaySeconds: number } = LIMITS.address): number {
  if (n < limits.freeFailures) return 0;
  return Math.min(2 ** Math.min(n - limits.freeFailures, 20), limits.maxDelaySeconds);
}

export function retryMessage(seconds: number): string {
  if (seconds < 60) return `Too many failed sign-in attempts. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

const rateLimited = (seconds: number) => new AppError('RATE_LIMITED', retryMessage(seconds), { headers: { 'retry-after': String(seconds) } });

export interface Admission {
  /** Milliseconds this attempt must wait for its address slot before the password is verified. */
  waitMs: number;
}

/**
 * Checks and counts one attempt on both keys in a single statement, before any password is verified: the address
 * row first (admitted, or refused when its slot is too far away), then the account row only when the address
 * admitted it (so a user refused for their network's burst does not lock their own account). The upserts lock the
 * rows, so N parallel attempts get the counts 1…N and at most the limit are admitted. Throws 429 when refused.
 */
export async function admitAttempt(db: DbOrTx, keys: { account: string; address: string }, now = new Date()): Promise<Admission> {
  const id = randomUUID();
  const acct = LIMITS.account;
  const addr = LIMITS.address;
  const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  const nowSql = ts(now);
  const acctWindow = ts(new Date(now.getTime() - acct.windowMinutes * 60_000));
  const addrWindow = ts(new Date(now.getTime() - addr.windowMinutes * 60_000));
  const lockUntil = ts(new Date(now.getTime() + acct.lockMinutes * 60_000));
  const maxSlot = ts(new Date(now.getTime() + addr.maxWaitSeconds * 1000));
  // delay(n) of addressDelaySeconds, in SQL.
  const delay = (n: ReturnType<typeof sql>) =>
    sql`(case when ${n} < ${addr.freeFailures}::int then 0 else least(power(2, least(${n} - ${addr.freeFailures}::int, 20)), ${addr.maxDelaySeconds}::int) end) * interval '1 second'`;
  const la = sql.raw('la');
  const expired = sql`${la}.window_started_at < ${addrWindow}`;
  const base = sql`(case when ${expired} then 0 else ${la}.failures end)`;
  const slot = sql`greatest(coalesce(${la}.next_attempt_at, ${nowSql}), ${nowSql})`;
  const refused = sql`(${slot} > ${maxSlot})`;
  const acctExpired = sql`${la}.window_started_at < ${acctWindow}`;
  const locked = sql`coalesce(${la}.locked_until > ${nowSql}, false)`;
  const over = sql`(not ${acctExpired} and ${la}.failures + 1 > ${acct.failures}::int)`;

  const query = sql`
    with addr as (
      insert into login_attempts as la (key, failures, window_started_at, next_attempt_at, last_attempt_id)
      values (${keys.address}, 1, ${nowSql}, ${nowSql} + ${delay(sql`1`)}, ${id})
      on conflict (key) do update set
        failures = case when ${refused} then la.failures else ${base} + 1 end,
        window_started_at = case when not ${refused} and ${expired} then ${nowSql} else la.window_started_at end,
        next_attempt_at = case when ${refused} then la.next_attempt_at else ${slot} + ${delay(sql`(${base} + 1)`)} end,
        last_attempt_id = case when ${refused} then la.last_attempt_id else ${id} end
      returning la.key, la.failures, la.last_attempt_id, extract(epoch from la.next_attempt_at) * 1000 as next_ms
    ),
    acct as (
      insert into login_attempts as la (key, failures, window_started_at, last_attempt_id)
      select ${keys.account}, 1, ${nowSql}, ${id} from addr where addr.last_attempt_id = ${id}
      on conflict (key) do update set
        failures = case when ${locked} or ${over} then la.failures when ${acctExpired} then 1 else la.failures + 1 end,
        window_started_at = case when not ${locked} and ${acctExpired} then ${nowSql} else la.window_started_at end,
        locked_until = case when ${locked} then la.locked_until when ${over} then ${lockUntil} else null end,
        last_attempt_id = case when ${locked} or ${over} then la.last_attempt_id else ${id} end
      returning la.key, la.failures, la.last_attempt_id, extract(epoch from la.locked_until) * 1000 as next_ms
    )
    select 'address' as scope, * from addr union all select 'account' as scope, * from acct`;
  const res = (await db.execute(query)) as unknown as {
    rows: { scope: Scope; failures: number; last_attempt_id: string | null; next_ms: string | number | null }[];
  };
  const address = res.rows.find((r) => r.scope === 'address')!;
  const account = res.rows.find((r) => r.scope === 'account');
  const secondsUntil = (ms: string | number | null) => Math.max(1, Math.ceil((Number(ms ?? 0) - now.getTime()) / 1000));
  if (address.last_attempt_id !== id) throw rateLimited(secondsUntil(address.next_ms));
  if (!account || account.last_attempt_id !== id) throw rateLimited(secondsUntil(account?.next_ms ?? null));
  // The slot this attempt took is the new next_attempt_at minus the delay that follows it.
  const slotMs = Number(address.next_ms) - addressDelaySeconds(Number(address.failures)) * 1000;
  return { waitMs: Math.max(0, slotMs - now.getTime()) };
}

/** A right password: the account starts again from zero and the address takes this attempt back. */
export async function settleSuccess(db: DbOrTx, keys: { account: string; address: string }): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.account));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

/**
 * Bad SCIM bearer tokens, per client address (issue 25): `failures` in `windowMinutes`, then every SCIM request of that
 * address is answered 429 until the window ends, before its token is even looked up. A good token counts nothing, so
 * an identity provider that keeps its token working is never slowed; one guessing tokens is stopped.
 */
const SCIM_LIMIT = { failures: Number(process.env.SCIM_MAX_BAD_TOKENS ?? 20), windowMinutes: 15 } as const;
const scimKey = (address: string) => attemptKey('address', `scim:${address}`);

/** Seconds until the address may try a SCIM token again (0: it may now). */
export async function scimRetryAfter(db: DbOrTx, address: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.key, scimKey(address)));
  if (!row || row.failures < SCIM_LIMIT.failures) return 0;
  const ends = row.windowStartedAt.getTime() + SCIM_LIMIT.windowMinutes * 60_000;
  return ends > now.getTime() ? Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) : 0;
}

/** Counts one bad token of the address, in one statement (a window that ended starts again at 1). */
export async function countBadScimToken(db: DbOrTx, address: string, now = new Date()): Promise<void> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${new Date(now.getTime() - SCIM_LIMIT.windowMinutes * 60_000).toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into login_attempts as la (key, failures, window_started_at)
    values (${scimKey(address)}, 1, ${nowSql})
    on conflict (key) do update set
      failures = case when la.window_started_at < ${windowStart} then 1 else la.failures + 1 end,
      window_started_at = case when la.window_started_at < ${windowStart} then ${nowSql} else la.window_started_at end`);
}
