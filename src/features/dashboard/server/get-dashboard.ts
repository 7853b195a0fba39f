import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles, users, videos } from '@/db/schema';

export interface DashboardCounts {
  people: { active: number; pending: number; inactive: number };
  roles: number;
  videos: { publish: number; review: number; draft: number };
}

/** Real counts of the organisation's people and content, in two grouped queries. */
export async function getDashboard(options: { db: DbOrTx; organizationId: number }): Promise<DashboardCounts> {
  const { db, organizationId } = options;
  const [people, roleCount, videoCounts] = await Promise.all([
    db.select({ status: users.status, n: count() }).from(users).where(eq(users.organizationId, organizationId)).groupBy(users.status),
    db.select({ n: count() }).from(roles).where(eq(roles.organizationId, organizationId)),
    db.select({ status: videos.status, n: count() }).from(videos).where(eq(videos.organizationId, organizationId)).groupBy(videos.status),
  ]);
  const by = <K extends string>(rows: { status: K; n: number }[], keys: K[]) =>
    Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.status === k)?.n ?? 0])) as Record<K, number>;
  return {
    people: by(people, ['active', 'pending', 'inactive']),
    roles: roleCount[0].n,
    videos: by(videoCounts, ['publish', 'review', 'draft']),
  };
}
