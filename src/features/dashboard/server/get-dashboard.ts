import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements, roles, users, videos } from '@/db/schema';
import { quizResults, quizzes } from '@/db/schema/quiz';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { assignmentResults, assignments } from '@/db/schema/assignment';

export interface DashboardCounts {
  people: { active: number; pending: number; inactive: number };
  roles: number;
  content: { quizzes: number; surveys: number; presences: number; assignments: number; videosPublished: number };
  waiting: { quizReviews: number; assignmentReviews: number };
  checkInsToday: number;
}

/** The start of today in Asia/Jakarta (the organisation's reporting zone, UTC+7 all year), as an instant. */
export function startOfTodayJakarta(now = new Date()): Date {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate()) - 7 * 3_600_000);
}

/** Real counts of the organisation's people, content and what waits for someone: one statement, one round trip. */
export async function getDashboard(options: { db: DbOrTx; organizationId: number; now?: Date }): Promise<DashboardCounts> {
  const org = options.organizationId;
  const today = startOfTodayJakarta(options.now).toISOString();
  const c = (from: ReturnType<typeof sql>) => sql<number>`(select count(*)::int ${from})`;
  const [r] = await options.db
    .select({
      active: c(sql`from ${users} where ${users.organizationId} = ${org} and ${users.status} = 'active'`),
      pending: c(sql`from ${users} where ${users.organizationId} = ${org} and ${users.status} = 'pending'`),
      inactive: c(sql`from ${users} where ${users.organizationId} = ${org} and ${users.status} = 'inactive'`),
      roles: c(sql`from ${roles} where ${roles.organizationId} = ${org}`),
      quizzes: c(sql`from ${quizzes} where ${quizzes.organizationId} = ${org} and ${quizzes.type} = 'quiz'`),
      surveys: c(sql`from ${quizzes} where ${quizzes.organizationId} = ${org} and ${quizzes.type} = 'lim'`),
      presences: c(sql`from ${presences} where ${presences.organizationId} = ${org}`),
      assignments: c(sql`from ${assignments} where ${assignments.organizationId} = ${org}`),
      videos: c(sql`from ${videos} where ${videos.organizationId} = ${org} and ${videos.status} = 'publish'`),
      quizReviews: c(
        sql`from ${quizResults} join ${placements} on ${placements.id} = ${quizResults.placementId} where ${placements.organizationId} = ${org} and ${quizResults.status} = 'waiting_review'`,
      ),
      assignmentReviews: c(
        sql`from ${assignmentResults} where ${assignmentResults.organizationId} = ${org} and ${assignmentResults.status} = 'waiting_for_review'`,
      ),
      checkIns: c(
        sql`from ${presenceAttendances} where ${presenceAttendances.organizationId} = ${org} and ${presenceAttendances.clockIn} >= ${today}::timestamptz`,
      ),
    })
    .from(sql`(select 1) as one`);
  return {
    people: { active: r.active, pending: r.pending, inactive: r.inactive },
    roles: r.roles,
    content: { quizzes: r.quizzes, surveys: r.surveys, presences: r.presences, assignments: r.assignments, videosPublished: r.videos },
    waiting: { quizReviews: r.quizReviews, assignmentReviews: r.assignmentReviews },
    checkInsToday: r.checkIns,
  };
}
