import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { placements } from '@/db/schema';
import { assignments, type Assignment } from '@/db/schema/assignment';
import { loadOwned } from '@/server/load-owned';
import type { ReportFilter } from '../schemas';

/** The caller's organisation's assignment; another organisation's id is a 404, never data. */
export async function loadAssignment(db: DbOrTx, organizationId: number, id: number): Promise<Assignment> {
  return loadOwned(db, assignments, organizationId, id, 'Assignment not found');
}

/** The placements of one assignment, narrowed by the report's filters (batch, section, content/relation). */
export function placementScope(organizationId: number, assignmentId: number, f: ReportFilter = {}): SQL {
  const where: SQL[] = [eq(placements.organizationId, organizationId), eq(placements.contentType, 'assignment'), eq(placements.contentId, assignmentId)];
  if (f.batch_id) where.push(eq(placements.batchId, f.batch_id));
  if (f.section_id) where.push(eq(placements.sectionId, f.section_id));
  if (f.relation_id) where.push(eq(placements.id, f.relation_id));
  else if (f.content_id) where.push(eq(placements.id, f.content_id));
  return and(...where) ?? sql`true`;
}

export const passGradeOf = (settings: Record<string, unknown> | null | undefined): number => {
  const n = Number(settings?.pass_grade ?? 0);
  return Number.isFinite(n) ? n : 0;
};

export { escapeLike } from '@/server/sql';

/** Start and end of calendar days in Asia/Jakarta (the reports' timezone), for date-range filters. */
export const dayStart = (d: string) => new Date(`${d}T00:00:00+07:00`);
export const dayEnd = (d: string) => new Date(new Date(`${d}T00:00:00+07:00`).getTime() + 86_400_000);
