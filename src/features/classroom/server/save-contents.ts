import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { placements, sections } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { declaredContents, type DeclaredContents } from '@/features/contents';
import { withConditions, type ContentSettings } from '@/lib/content-settings';
import { AppError } from '@/server/http/app-error';
import { syncPlacements as syncPlaced } from '@/server/placed-contents';
import { classroomMessages as M } from '../messages';
import { contentTitles } from './content-registry';
import { invalid, loadClassroom } from './load-classroom';
import { markStep } from './save-general';
import { sessionPlacements } from './session-placements';

type Placement = typeof placements.$inferSelect;

/**
 * One content as the step wants it: the item, where it sits (a session or a batch day), its place there, and its
 * conditions (a session's content has them; a batch's own contents keep whatever their placement holds).
 */
interface Wanted {
  type: string;
  id: number;
  title: string;
  sectionId: number | null;
  dayId: number | null;
  position: number;
  settings?: ContentSettings;
}

/** A placed content holding results as the messages name it, by its placement's type: Quiz "Title" (quiz attempts). */
export const resultHolder = (types: DeclaredContents) => (p: Placement) =>
  M.resultHolder(types.label(p.contentType), p.title, types.activity(p.contentType)!.noun);

/**
 * Makes one structure's placements (a classroom's sessions, or a batch's own contents) exactly `wanted` through the
 * placement bridge's save (src/server/placed-contents.ts): each content placed as its type's placement type, its
 * conditions written beside it (docs/decisions/0098); one that would go while holding learner results refuses the
 * whole step, `refusal` naming them (docs/decisions/0087).
 */
export async function syncPlacements(
  tx: DbOrTx,
  where: { organizationId: number; moduleId: number; batchId: number | null },
  existing: Placement[],
  wanted: Wanted[],
  refusal: (held: Placement[]) => AppError,
) {
  const types = await declaredContents();
  await syncPlaced(
    tx,
    where,
    existing,
    wanted.map(({ type, settings, ...w }) => ({
      ...w,
      // The placement row's type: a LIM survey is placed as the quiz it is (every type a classroom holds has one).
      placedAs: types.of(type)!.placement!,
      settings: settings && ((base: Record<string, unknown>) => withConditions(base, types.of(type), settings)),
    })),
    { tables: types.resultTables(), refusal },
  );
}

/** The step as the use case takes it: what the API parsed, or a seed's sessions whose contents may leave their conditions as they are. */
interface ContentsInput {
  sessions: { id?: number; title: string; contents: { type: string; id: number; settings?: ContentSettings }[] }[];
}

/**
 * POST /cms/classrooms/{id}/contents (step 2): the classroom's sessions (sections of the module outside any batch
 * day) and their ordered contents, replaced as a whole in one transaction. Every item must be the organisation's.
 */
export async function saveContents(options: { db: Db; organizationId: number; userId: number; id: number; input: ContentsInput }) {
  const { db, organizationId, userId, id, input } = options;
  const types = await declaredContents();
  return db.transaction(async (tx) => {
    await loadClassroom(tx, organizationId, id);
    const titles = await contentTitles(
      tx,
      organizationId,
      input.sessions.flatMap((s) => s.contents),
    );
    input.sessions.forEach((s, i) =>
      s.contents.forEach((c, j) => {
        if (!titles.has(`${c.type}:${c.id}`)) throw invalid(`sessions.${i}.contents.${j}.id`, M.contentNotFound);
      }),
    );
    const current = await tx
      .select()
      .from(sections)
      .where(and(eq(sections.moduleId, id), isNull(sections.dayId)));
    const currentIds = new Set(current.map((s) => s.id));
    input.sessions.forEach((s, i) => {
      if (s.id !== undefined && !currentIds.has(s.id)) throw invalid(`sessions.${i}.id`, 'Session not found');
    });
    const keptIds = new Set(input.sessions.map((s) => s.id).filter((x): x is number => x !== undefined));
    const removed = current.filter((s) => !keptIds.has(s.id));
    const sectionIds: number[] = [];
    for (const [i, s] of input.sessions.entries()) {
      let sectionId = s.id;
      if (sectionId === undefined) {
        const [row] = await tx
          .insert(sections)
          .values({ moduleId: id, title: s.title, position: i + 1 })
          .returning();
        sectionId = row.id;
      } else {
        await tx
          .update(sections)
          .set({ title: s.title, position: i + 1 })
          .where(eq(sections.id, sectionId));
      }
      sectionIds.push(sectionId);
    }
    // The step's placements across all its sessions, so an item moved to another session keeps its placement.
    const existing = await sessionPlacements(
      tx,
      id,
      current.map((s) => s.id),
    );
    await syncPlacements(
      tx,
      { organizationId, moduleId: id, batchId: null },
      existing,
      input.sessions.flatMap((s, i) =>
        s.contents.map((c, position) => ({
          type: c.type,
          id: c.id,
          settings: c.settings,
          title: titles.get(`${c.type}:${c.id}`)!,
          sectionId: sectionIds[i],
          dayId: null,
          position,
        })),
      ),
      (held) => {
        const holder = resultHolder(types);
        const gone = removed.filter((s) => held.some((p) => p.sectionId === s.id));
        if (!gone.length) return new AppError('CONFLICT', M.contentHasResults(held.map(holder).join(', ')));
        const sessionsText = gone.map((s) =>
          M.sessionHolder(
            s.title,
            held
              .filter((p) => p.sectionId === s.id)
              .map(holder)
              .join(', '),
          ),
        );
        return new AppError('CONFLICT', M.sessionHasResults(sessionsText.join('; ')));
      },
    );
    if (removed.length)
      await tx.delete(sections).where(
        inArray(
          sections.id,
          removed.map((s) => s.id),
        ),
      );
    await markStep(tx, id, userId, 2);
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'classroom-contents', entityId: id, after: input });
    return { id };
  });
}
