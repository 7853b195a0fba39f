import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { checkpoints } from '@/db/schema/checkpoint';
import { courses } from '@/db/schema/course';
import { expertLevels } from '@/db/schema/directory-extra';
import { experts } from '@/db/schema/expert';
import type { Option } from '../schemas';

/** The organisation's expert levels (the directory's GET /expert-level list, spec 002 §7), lowest first, for the forms. */
export async function levelOptions(options: { db: DbOrTx; organizationId: number }): Promise<Option[]> {
  const rows = await options.db
    .select({ value: expertLevels.id, title: expertLevels.title, rank: expertLevels.value })
    .from(expertLevels)
    .where(eq(expertLevels.organizationId, options.organizationId))
    .orderBy(asc(expertLevels.value));
  return rows.map((r) => ({ value: r.value, label: `${r.rank}. ${r.title}` }));
}

/** What a journey's form picks from: the organisation's courses, checkpoints and experts who are people of it. */
export async function journeyOptions(options: { db: DbOrTx; organizationId: number }) {
  const { db, organizationId } = options;
  const [levels, courseRows, checkpointRows, expertRows] = await Promise.all([
    levelOptions(options),
    db.select({ value: courses.id, label: courses.title }).from(courses).where(eq(courses.organizationId, organizationId)).orderBy(asc(courses.title)),
    db
      .select({ value: checkpoints.id, label: checkpoints.title })
      .from(checkpoints)
      .where(eq(checkpoints.organizationId, organizationId))
      .orderBy(asc(checkpoints.title)),
    db
      .select({ value: experts.id, label: sql<string>`${users.fullName}` })
      .from(experts)
      .innerJoin(users, eq(users.id, experts.userId))
      .where(and(eq(experts.organizationId, organizationId), isNotNull(experts.userId)))
      .orderBy(asc(users.fullName)),
  ]);
  return { levels, courses: courseRows, checkpoints: checkpointRows, experts: expertRows };
}
