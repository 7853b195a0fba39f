import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { assignmentResults, assignments, placements, presenceAttendances, presences, quizResults, quizzes, roles, users, videos } from '@/db/schema';

export interface DashboardCounts {
  people: { active: number; pending: number; inactive: number };
  roles: number;
  content: { quizzes: number; surveys: number; presences: number; assignments: number; videosPublished: number };
  waiting: { quizReviews: number; assignmentReviews: number };
  checkInsToday: number;
}

/** The start of today in Asia/Jakarta (the organisation's reporting zone), as an instant. */
function startOfTodayJakarta(now = new Date()): Date {
  const jakarta = new Date(now.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth(), jakarta.getUTCDate()) - 7 * 3_600_000);
}

const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

/** Real counts of the organisation's people, content and what waits for someone, in a few grouped queries. */
export async function getDashboard(options: { db: DbOrTx; organizationId: number; now?: Date }): Promise<DashboardCounts> {
  const { db, organizationId: org } = options;
  const [people, roleCount, quizCounts, presenceCount, assignmentCount, videoCount, quizWaiting, assignmentWaiting, checkIns] = await Promise.all([
    db.select({ status: users.status, n: count() }).from(users).where(eq(users.organizationId, org)).groupBy(users.status),
    db.select({ n: count() }).from(roles).where(eq(roles.organizationId, org)),
    db.select({ type: quizzes.type, n: count() }).from(quizzes).where(eq(quizzes.organizationId, org)).groupBy(quizzes.type),
    db.select({ n: count() }).from(presences).where(eq(presences.organizationId, org)),
    db.select({ n: count() }).from(assignments).where(eq(assignments.organizationId, org)),
    db.select({ n: count() }).from(videos).where(and(eq(videos.organizationId, org), eq(videos.status, 'publish'))),
    db
      .select({ n: count() })
      .from(quizResults)
      .innerJoin(placements, eq(placements.id, quizResults.placementId))
      .where(and(eq(placements.organizationId, org), eq(quizResults.status, 'waiting_review'))),
    db.select({ n: count() }).from(assignmentResults).where(and(eq(assignmentResults.organizationId, org), eq(assignmentResults.status, 'waiting_for_review'))),
    db
      .select({ n: count() })
      .from(presenceAttendances)
      .where(and(eq(presenceAttendances.organizationId, org), gte(presenceAttendances.clockIn, sql`${startOfTodayJakarta(options.now).toISOString()}::timestamptz`))),
  ]);
  const status = (s: string) => Number(people.find((r) => r.status === s)?.n ?? 0);
  return {
    people: { active: status('active'), pending: status('pending'), inactive: status('inactive') },
    roles: n(roleCount),
    content: {
      quizzes: Number(quizCounts.find((r) => r.type === 'quiz')?.n ?? 0),
      surveys: Number(quizCounts.find((r) => r.type === 'lim')?.n ?? 0),
      presences: n(presenceCount),
      assignments: n(assignmentCount),
      videosPublished: n(videoCount),
    },
    waiting: { quizReviews: n(quizWaiting), assignmentReviews: n(assignmentWaiting) },
    checkInsToday: n(checkIns),
  };
}
