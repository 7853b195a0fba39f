import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUserWithKeys, TEST_PASSWORD } from '../../../src/features/account/testing';
import { signIn } from '../../../src/features/account/server/sign-in';
import {
  ABSOLUTE_HOURS,
  createSession,
  deleteSession,
  IDLE_MINUTES,
  resolveSession,
  createSsoToken,
  consumeSsoToken,
  SSO_TTL_SECONDS,
} from '../../../src/server/auth/session';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const minutes = (n: number) => n * 60_000;

async function fixture() {
  const org = await insertOrganization(t.db);
  const user = await insertUserWithKeys(t.db, { organizationId: org.id, keys: ['presence'] });
  return { org, user };
}

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const { org, user } = await fixture();
    const { token, sessionId } = await createSession(t.db, { userId: user.id, organizationId: org.id });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expires after the idle time and slides while used', async () => {
    const { org, user } = await fixture();
    const start = new Date('2026-11-01T08:00:00Z');
    const { token } = await createSession(t.db, { userId: user.id, organizationId: org.id }, start);
    const later = new Date(start.getTime() + minutes(IDLE_MINUTES - 5));
    const active = await resolveSession(t.db, token, org.id, later);
    expect(active.status).toBe('active');
    if (active.status === 'active') expect([...active.auth.keys]).toEqual(['presence']);
    // used at `later`, so it now lives until later + idle
    expect((await resolveSession(t.db, token, org.id, new Date(later.getTime() + minutes(IDLE_MINUTES - 1)))).status).toBe('active');
    const idle = new Date(later.getTime() + minutes(IDLE_MINUTES - 1) + minutes(IDLE_MINUTES + 1));
    expect((await resolveSession(t.db, token, org.id, idle)).status).toBe('expired');
    expect((await resolveSession(t.db, token, org.id, idle)).status).toBe('none');
  });

  it('expires at the absolute limit however active it is', async () => {
    const { org, user } = await fixture();
    const start = new Date('2026-11-01T08:00:00Z');
    const { token } = await createSession(t.db, { userId: user.id, organizationId: org.id }, start);
    let now = start;
    while (now.getTime() < start.getTime() + ABSOLUTE_HOURS * 3_600_000 - minutes(30)) {
      now = new Date(now.getTime() + minutes(30));
      expect((await resolveSession(t.db, token, org.id, now)).status).toBe('active');
    }
    expect((await resolveSession(t.db, token, org.id, new Date(start.getTime() + ABSOLUTE_HOURS * 3_600_000 + 1000))).status).toBe('expired');
  });

  it('is not valid in another organisation', async () => {
    const { org, user } = await fixture();
    const other = await insertOrganization(t.db);
    const { token } = await createSession(t.db, { userId: user.id, organizationId: org.id });
    expect((await resolveSession(t.db, token, other.id)).status).toBe('none');
  });

  it('logout deletes the session and its SSO tokens', async () => {
    const { org, user } = await fixture();
    const { token, sessionId } = await createSession(t.db, { userId: user.id, organizationId: org.id });
    const sso = await createSsoToken(t.db, { userId: user.id, sessionId, audience: 'console' });
    await deleteSession(t.db, sessionId);
    expect((await resolveSession(t.db, token, org.id)).status).toBe('none');
    expect(await consumeSsoToken(t.db, sso, org.id, 'console')).toBeNull();
  });

  it('an SSO token works once, within its lifetime', async () => {
    const { org, user } = await fixture();
    const sso = await createSsoToken(t.db, { userId: user.id, sessionId: null, audience: 'console' });
    expect(await consumeSsoToken(t.db, sso, org.id, 'console')).toBe(user.id);
    expect(await consumeSsoToken(t.db, sso, org.id, 'console')).toBeNull();
    const late = await createSsoToken(t.db, { userId: user.id, sessionId: null, audience: 'console' }, new Date(Date.now() - (SSO_TTL_SECONDS + 1) * 1000));
    expect(await consumeSsoToken(t.db, late, org.id, 'console')).toBeNull();
  });

  it('an SSO token is redeemed only by its audience, and trying another audience does not spend it', async () => {
    const { org, user } = await fixture();
    const learner = await createSsoToken(t.db, { userId: user.id, sessionId: null, audience: 'learner' });
    expect(await consumeSsoToken(t.db, learner, org.id, 'console')).toBeNull();
    expect(await consumeSsoToken(t.db, learner, org.id, 'learner')).toBe(user.id);
    const forConsole = await createSsoToken(t.db, { userId: user.id, sessionId: null, audience: 'console' });
    expect(await consumeSsoToken(t.db, forConsole, org.id, 'learner')).toBeNull();
    expect(await consumeSsoToken(t.db, forConsole, org.id, 'console')).toBe(user.id);
  });

  it('an SSO token redeemed twice at the same moment makes one session, not two', async () => {
    const { org, user } = await fixture();
    const sso = await createSsoToken(t.db, { userId: user.id, sessionId: null, audience: 'console' });
    const results = await Promise.all(Array.from({ length: 5 }, () => consumeSsoToken(t.db, sso, org.id, 'console')));
    expect(results.filter((r) => r === user.id)).toHaveLength(1);
  });
});

describe('sign-in use case', () => {
  const attempt = (orgCode: string, username: string, password: string, ip = '10.0.0.1') =>
    signIn({ db: t.db, input: { org_code: orgCode, username, password }, ipAddress: ip, userAgent: null });

  it('signs in by email or NIK, case-insensitively on the email', async () => {
    const { org, user } = await fixture();
    expect((await attempt(org.orgCode, user.email.toUpperCase(), TEST_PASSWORD)).user.id).toBe(user.id);
    expect((await attempt(org.orgCode, user.nik!, TEST_PASSWORD)).user.id).toBe(user.id);
  });

  it('refuses pending and inactive accounts', async () => {
    const { org } = await fixture();
    const pending = await insertUserWithKeys(t.db, { organizationId: org.id, keys: [], status: 'pending' });
    await expect(attempt(org.orgCode, pending.email, TEST_PASSWORD)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
