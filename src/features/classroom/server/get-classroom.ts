import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { AppError } from '@/server/http/app-error';
import { placements, sections } from '@/db/schema';
import { readConditions } from '@/lib/content-settings';
import type { ClassroomDetail, ContentItem } from '../schemas';
import { placedTypes } from './content-registry';
import { findClassrooms } from './find-classrooms';
import { loadClassroom } from './load-classroom';
import { sessionPlacements } from './session-placements';

const position = (p: typeof placements.$inferSelect) => Number((p.settings as { position?: number }).position ?? 0);

/** Placements as the wizard and detail read them, in their saved order, each as its type (a LIM survey as its LIM type) with its conditions. */
export async function toContentItems(db: DbOrTx, rows: (typeof placements.$inferSelect)[]): Promise<ContentItem[]> {
  const types = await placedTypes(db, rows);
  return [...rows]
    .sort((a, b) => position(a) - position(b) || a.id - b.id)
    .map((p) => ({ type: types.get(p.id)!, id: p.contentId, title: p.title, placement_id: p.id, settings: readConditions(p.settings) }));
}

/** GET /cms/classrooms/{id}: the list row plus the general step's values and the content step's sessions. */
export async function getClassroom(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ClassroomDetail> {
  const { db, organizationId, id } = options;
  const { classroom } = await loadClassroom(db, organizationId, id);
  // The list query is the one place that computes a row (dates, counts, can_delete): ask it for this one row, by id.
  const [row] = (await findClassrooms({ db, organizationId, id, query: { page: 1, page_size: 1 } })).results;
  if (!row) throw new AppError('NOT_FOUND');
  const sessionRows = await db
    .select()
    .from(sections)
    .where(and(eq(sections.moduleId, id), isNull(sections.dayId)))
    .orderBy(asc(sections.position), asc(sections.id));
  const placed = await sessionPlacements(
    db,
    id,
    sessionRows.map((s) => s.id),
  );
  const items = await toContentItems(db, placed);
  const sectionOf = new Map(placed.map((p) => [p.id, p.sectionId]));
  return {
    ...row,
    description: classroom?.description ?? '',
    category_id: classroom?.categoryId ?? null,
    thumbnail_file_id: classroom?.thumbnailFileId ?? null,
    sessions: sessionRows.map((s) => ({ id: s.id, title: s.title, contents: items.filter((c) => sectionOf.get(c.placement_id) === s.id) })),
  };
}
