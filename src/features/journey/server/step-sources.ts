import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { learningModules } from '@/db/schema';
import { checkpoints } from '@/db/schema/checkpoint';
import { liveEvents } from '@/db/schema/live-event';
import { programs } from '@/db/schema/program';
import { declaredContents } from '@/features/contents';
import type { ContentTypeInfo } from '@/lib/content-types';
import { paginate, type ListResult } from '@/lib/list';
import { lookupItems, pickItems, type ContentItems } from '@/server/content-items';
import { escapeLike } from '@/server/sql';
import { STEP_KINDS, STEP_LABELS, type JourneyPickItem, type StepKind } from '../schemas';

/**
 * Where each step kind's items come from (docs/decisions/0148), read as the IDP formal group reads them (decision
 * 0134): the course through its type's declaration, programs and checkpoints in their tables, a live event's title on
 * its learning module (decision 0145). Nothing here imports another area's server code.
 */
async function itemsOf(kind: Exclude<StepKind, 'live_event'>): Promise<ContentItems> {
  if (kind === 'program')
    return { table: programs, id: programs.id, organizationId: programs.organizationId, title: programs.title, pickerSubtitle: programs.status };
  if (kind === 'checkpoint')
    return { table: checkpoints, id: checkpoints.id, organizationId: checkpoints.organizationId, title: checkpoints.title, pickerSubtitle: checkpoints.status };
  const course = (await declaredContents()).served(kind);
  if (!course) throw new Error('the course content type is not served');
  return { ...course.items, pickerSubtitle: course.items.status };
}

/** The step kinds as the typed picker shows them (every kind is served). */
export const stepTypes = (): ContentTypeInfo[] =>
  STEP_KINDS.map((k) => ({ id: k, label: STEP_LABELS[k], available: true, restricted: false, passGrade: false, dueDate: false }));

type Scope = { db: DbOrTx; organizationId: number };

const liveEventTitles = (s: Scope, where: SQL | undefined) =>
  s.db
    .select({ id: liveEvents.id, title: learningModules.title, subtitle: liveEvents.status })
    .from(liveEvents)
    .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(and(eq(liveEvents.organizationId, s.organizationId), where));

/** GET /cms/journey-settings?type&keyword: one page of the organisation's items of a step kind, by title. */
export async function findStepPickItems(
  s: Scope & { query: { type: StepKind; keyword?: string; page: number; page_size: number } },
): Promise<ListResult<JourneyPickItem>> {
  const { db, organizationId, query: q } = s;
  const type = q.type;
  if (type === 'live_event') {
    const where = q.keyword ? ilike(learningModules.title, `%${escapeLike(q.keyword)}%`) : undefined;
    const [rows, [{ total }]] = await allQueries(
      db,
      () =>
        liveEventTitles(s, where)
          .orderBy(asc(learningModules.title), asc(liveEvents.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
      () =>
        db
          .select({ total: count() })
          .from(liveEvents)
          .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
          .where(and(eq(liveEvents.organizationId, organizationId), where)),
    );
    return paginate(
      rows.map((r) => ({ type, id: r.id, title: r.title, subtitle: r.subtitle })),
      total,
      q.page,
      q.page_size,
    );
  }
  const { rows, total } = await pickItems(db, await itemsOf(type), organizationId, { keyword: q.keyword, page: q.page, pageSize: q.page_size, order: 'title' });
  return paginate(
    rows.map((r) => ({ type, id: r.id, title: r.title, ...(r.subtitle ? { subtitle: r.subtitle } : {}) })),
    total,
    q.page,
    q.page_size,
  );
}

/** The titles of the organisation's items named by steps, by `kind:id`; a step whose item is missing has none. */
export async function stepTitles(s: Scope, steps: { kind: StepKind; content_id: number }[]): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  for (const kind of STEP_KINDS) {
    const ids = steps.filter((x) => x.kind === kind).map((x) => x.content_id);
    if (!ids.length) continue;
    if (kind === 'live_event') {
      for (const r of await liveEventTitles(s, inArray(liveEvents.id, ids))) titles.set(`${kind}:${r.id}`, r.title);
    } else {
      for (const [id, item] of await lookupItems(s.db, await itemsOf(kind), s.organizationId, ids)) titles.set(`${kind}:${id}`, item.title);
    }
  }
  return titles;
}
