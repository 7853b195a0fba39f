import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUserWithKeys, TEST_PASSWORD } from '../../../src/features/account/testing';
import { signIn } from '../../../src/features/account/server/sign-in';
import { admitAttempt, LIMITS, userAttemptKey } from '../../../src/server/auth/rate-limit';
import { AppError } from '../../../src/server/http/app-error';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

async function fixture() {
  const org = await insertOrganization(t.db);
  const user = await insertUserWithKeys(t.db, { organizationId: org.id, keys: [] });
  return { org, user };
}

const attempt = (orgCode: string, username: string, password: string, ip = '10.0.0.1') =>
  signIn({ db: t.db, input: { org_code: orgCode, username, password }, ipAddress: ip, userAgent: null });
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (e) => (e instanceof AppError ? e.code : String(e)),
  );

describe('sign-in throttling: one account', () => {
  it('counts ten wrong passwords sent at the same moment before verifying any: at most the limit get 401, the rest 429', async () => {
    const { org, user } = await fixture();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => outcome(attempt(org.orgCode, user.email, 'wrong', `10.2.0.${i}`))));
    expect(results.filter((r) => r === 'UNAUTHENTICATED')).toHaveLength(LIMITS.account.failures);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(10 - LIMITS.account.failures);
    const [row] = await t.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.key, userAttemptKey(user.id)));
    expect(row.failures).toBe(LIMITS.account.failures);
    // Locked now: even the right password waits the lock out.
    const locked = await attempt(org.orgCode, user.email, TEST_PASSWORD, '10.2.1.1').catch((e) => e);
    expect(locked).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('is one counter for the e-mail and the NIK of the same account', async () => {
    const { org, user } = await fixture();
    for (let i = 0; i < LIMITS.account.failures; i++)
      await expect(attempt(org.orgCode, user.email, 'wrong', `10.3.0.${i}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(attempt(org.orgCode, user.nik!, TEST_PASSWORD, '10.3.1.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(attempt(org.orgCode, user.email.toUpperCase(), TEST_PASSWORD, '10.3.1.2')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('locks an unknown identifier like an account, and a right password starts the account again from zero', async () => {
    const { org, user } = await fixture();
    for (let i = 0; i < LIMITS.account.failures; i++)
      await expect(attempt(org.orgCode, 'nobody@example.test', 'wrong', `10.4.0.${i}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(attempt(org.orgCode, 'nobody@example.test', 'wrong', '10.4.1.1')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    for (let i = 0; i < LIMITS.account.failures - 1; i++)
      await expect(attempt(org.orgCode, user.email, 'wrong', `10.4.2.${i}`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await attempt(org.orgCode, user.nik!, TEST_PASSWORD, '10.4.3.1')).user.id).toBe(user.id);
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, userAttemptKey(user.id))),
    ).toEqual([]);
    await expect(attempt(org.orgCode, user.email, 'wrong', '10.4.3.2')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('sign-in throttling: one address', () => {
  it('does not lock out the right password of another user after thirty failures from the same address', async () => {
    const { org } = await fixture();
    for (let i = 0; i < LIMITS.address.freeFailures; i++)
      await expect(attempt(org.orgCode, `ghost${i}@example.test`, 'wrong', '10.9.9.9')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    const other = await insertUserWithKeys(t.db, { organizationId: org.id, keys: [] });
    expect((await attempt(org.orgCode, other.email, TEST_PASSWORD, '10.9.9.9')).user.id).toBe(other.id);
    // Thirty-one password hashes: slow on a busy machine, not a timing assertion.
  }, 180_000);

  it('spaces a burst from one address with doubling delays, answers 429 only when the wait would be long, and forgets after the window', async () => {
    const keys = (i: number) => ({ account: `account:burst:${i}`, address: 'address:10.8.8.8' });
    const now = new Date('2026-11-02T08:00:00Z');
    const waits: number[] = [];
    for (let i = 0; i < LIMITS.address.freeFailures + 3; i++) waits.push((await admitAttempt(t.db, keys(i), now)).waitMs);
    expect(waits.slice(0, LIMITS.address.freeFailures).every((w) => w === 0)).toBe(true);
    // delays of 1, 2, 4 s after the free attempts: the slots are 1, 3 and 7 s away.
    expect(waits.slice(LIMITS.address.freeFailures)).toEqual([1000, 3000, 7000]);
    // the next slot is 15 s away, more than a request is held for: 429 with the wait, and nothing is counted.
    const refused = await admitAttempt(t.db, keys(99), now).catch((e) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many failed sign-in attempts. Please try again in 15 seconds.' });
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'account:burst:99'))).toEqual([]);
    // 15 s later the address is served again (with its next delay); after the window it starts from zero.
    expect((await admitAttempt(t.db, keys(100), new Date(now.getTime() + 15_000))).waitMs).toBe(0);
    expect((await admitAttempt(t.db, keys(101), new Date(now.getTime() + (LIMITS.address.windowMinutes + 1) * 60_000))).waitMs).toBe(0);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, 'address:10.8.8.8'));
    expect(row.failures).toBe(1);
  });

  // On PostgreSQL the test database is a pool of connections, so these run at the same time (PGlite takes them one
  // after the other): the upsert's row lock is what makes the count and the decision one step.
  it('counts a burst sent at the same moment exactly: the free attempts go straight through, a few wait for a slot, the rest get 429', async () => {
    const now = new Date('2026-11-03T08:00:00Z');
    const address = 'address:10.6.6.6';
    const n = LIMITS.address.freeFailures + 15;
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        admitAttempt(t.db, { account: `account:parallel:${i}`, address }, now).then(
          (a) => a.waitMs,
          (e: AppError) => e.code,
        ),
      ),
    );
    expect(results.filter((r) => r === 0)).toHaveLength(LIMITS.address.freeFailures);
    expect(results.filter((r) => typeof r === 'number' && r > 0).sort((a, b) => Number(a) - Number(b))).toEqual([1000, 3000, 7000]);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(n - LIMITS.address.freeFailures - 3);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, address));
    expect(row.failures).toBe(LIMITS.address.freeFailures + 3);
  });

  it('counts one account attacked from many addresses at the same moment exactly', async () => {
    const now = new Date('2026-11-03T09:00:00Z');
    const account = 'account:parallel-target';
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        admitAttempt(t.db, { account, address: `address:10.5.${i}.1` }, now).then(
          () => 'admitted',
          (e: AppError) => e.code,
        ),
      ),
    );
    expect(results.filter((r) => r === 'admitted')).toHaveLength(LIMITS.account.failures);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(40 - LIMITS.account.failures);
    const [row] = await t.db.select().from(loginAttempts).where(eq(loginAttempts.key, account));
    expect(row.failures).toBe(LIMITS.account.failures);
  });

  it('a user refused for the address burst does not use up their own account', async () => {
    const { org, user } = await fixture();
    const now = new Date();
    // The free attempts and the three slots within a request's wait: the next one is 15 s away.
    for (let i = 0; i < LIMITS.address.freeFailures + 3; i++) await admitAttempt(t.db, { account: `account:other:${i}`, address: 'address:10.7.7.7' }, now);
    for (let i = 0; i < LIMITS.account.failures + 2; i++)
      await expect(attempt(org.orgCode, user.email, TEST_PASSWORD, '10.7.7.7')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      await t.db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.key, userAttemptKey(user.id))),
    ).toEqual([]);
  });
});
