import { describe, expect, it } from 'vitest';
import { getDashboard, startOfTodayJakarta } from '../../../src/features/dashboard/server/get-dashboard';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser, insertRole } from '../../../src/features/account/testing';
import { insertVideo } from '../../../src/features/video/testing';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();

describe('getDashboard', () => {
  it("counts only the organisation's own rows", async () => {
    const org = await insertOrganization(t.db);
    const other = await insertOrganization(t.db);
    await insertUser(t.db, { organizationId: org.id });
    await insertUser(t.db, { organizationId: org.id, status: 'pending' });
    await insertUser(t.db, { organizationId: other.id });
    await insertRole(t.db, { organizationId: org.id, keys: ['presence'] });
    await insertVideo(t.db, { organizationId: org.id, status: 'publish' });
    await insertVideo(t.db, { organizationId: org.id, status: 'draft' });
    await insertVideo(t.db, { organizationId: other.id, status: 'publish' });
    const c = await getDashboard({ db: t.db, organizationId: org.id });
    expect(c.people).toEqual({ active: 1, pending: 1, inactive: 0 });
    expect(c.roles).toBe(1);
    expect(c.content).toEqual({ quizzes: 0, surveys: 0, presences: 0, assignments: 0, videosPublished: 1 });
    expect(c.waiting).toEqual({ quizReviews: 0, assignmentReviews: 0 });
    expect(c.checkInsToday).toBe(0);
  });

  it('starts today at midnight in Jakarta', () => {
    expect(startOfTodayJakarta(new Date('2026-11-21T18:30:00Z')).toISOString()).toBe('2026-11-21T17:00:00.000Z');
    expect(startOfTodayJakarta(new Date('2026-11-21T16:59:00Z')).toISOString()).toBe('2026-11-20T17:00:00.000Z');
  });
});
