import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { DbOrTx } from '@/db/client';
import { learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { checkpointCompetencies, checkpoints } from '@/db/schema/checkpoint';
import { coaches } from '@/db/schema/directory-extra';
import { liveEvents } from '@/db/schema/live-event';
import { programs } from '@/db/schema/program';
import { declaredContents, type ServedContent } from '@/features/contents';
import { paginate, type ListResult } from '@/lib/list';
import { lookupItems, pickItems, type ContentItems } from '@/server/content-items';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { idpMessages as M } from '../messages';
import { groupInfo, type IdpGroup, type Learning, type PickerQuery, type PickItem } from '../schemas';

/**
 * Where each learning group's items come from (docs/decisions/0134), read through the mechanisms other areas offer:
 * the content types their manifests declare (a course; a project is an assignment, decision 0134), the coaches of the
 * directory, the checkpoints' competencies, the categories, the programs and the live events (their tables, read as
 * the checkpoints are). Nothing here imports another area's server code.
 */
const FORMAL = 'course';
const PROJECT = 'assignment';

async function served(type: string): Promise<ServedContent> {
  const s = (await declaredContents()).served(type);
  if (!s) throw new Error(`the ${type} content type is not served`);
  return s;
}

const categoryItems: ContentItems = { table: categories, id: categories.id, organizationId: categories.organizationId, title: categories.name };
const checkpointItems: ContentItems = { table: checkpoints, id: checkpoints.id, organizationId: checkpoints.organizationId, title: checkpoints.title };
const programItems: ContentItems = {
  table: programs,
  id: programs.id,
  organizationId: programs.organizationId,
  title: programs.title,
  pickerSubtitle: programs.status,
};

/** The courses of one category (a job competency's contents), by the course type's declared category column. */
async function coursesIn(categoryId: number): Promise<ContentItems> {
  const course = await served(FORMAL);
  const column = course.category?.column;
  if (!column) throw new Error('the course type declares no category');
  return { ...course.items, where: and(course.items.where, eq(column, categoryId)) };
}

type Scope = { db: DbOrTx; organizationId: number };
const toPick = (r: { id: number; title: string; subtitle: string | null }): PickItem => ({ id: r.id, title: r.title, subtitle: r.subtitle ?? '' });

async function pickFrom(s: Scope, items: ContentItems, q: PickerQuery): Promise<ListResult<PickItem>> {
  const { rows, total } = await pickItems(s.db, items, s.organizationId, { keyword: q.keyword, page: q.page, pageSize: q.page_size, order: 'title' });
  return paginate(rows.map(toPick), total, q.page, q.page_size);
}

/** GET /cms/idp/formal-learning/{course|live-event|program}: the organisation's courses, live events or programs, by title. */
export async function pickFormal(s: Scope & { kind: 'course' | 'live-event' | 'program'; query: PickerQuery }) {
  if (s.kind === 'live-event') return { available: true, ...(await pickLiveEvents(s, s.query)) };
  return { available: true, ...(await pickFrom(s, s.kind === 'program' ? programItems : (await served(FORMAL)).items, s.query)) };
}

/** A live event's title is its learning module's (decision 0145): the events joined to their modules. */
const liveEventTitles = (s: Scope, where: SQL | undefined) =>
  s.db
    .select({ id: liveEvents.id, title: learningModules.title, subtitle: liveEvents.status })
    .from(liveEvents)
    .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(and(eq(liveEvents.organizationId, s.organizationId), where));

async function pickLiveEvents(s: Scope, q: PickerQuery): Promise<ListResult<PickItem>> {
  const where = q.keyword ? ilike(learningModules.title, `%${escapeLike(q.keyword)}%`) : undefined;
  const [rows, [{ total }]] = await allQueries(
    s.db,
    () =>
      liveEventTitles(s, where)
        .orderBy(asc(learningModules.title), asc(liveEvents.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
    () =>
      s.db
        .select({ total: count() })
        .from(liveEvents)
        .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
        .where(and(eq(liveEvents.organizationId, s.organizationId), where)),
  );
  return paginate(rows.map(toPick), total, q.page, q.page_size);
}

/** GET /cms/idp/experiential-learning/project: the organisation's assignments. */
export const pickProjects = async (s: Scope & { query: PickerQuery }) => pickFrom(s, (await served(PROJECT)).items, s.query);

/** The categories that hold at least one course: a job competency's contents are its courses. */
async function categoriesWithCourses(): Promise<ContentItems> {
  const course = await served(FORMAL);
  const column = course.category?.column;
  if (!column) throw new Error('the course type declares no category');
  return { ...categoryItems, where: sql`exists (select 1 from ${course.items.table} where ${column} = ${categories.id})` };
}

/** GET /cms/idp/recommended-learning/cba-category (the checkpoints) or job-competencies-category (the categories with courses). */
export const pickRecommendedCategories = async (s: Scope & { kind: 'cba-category' | 'job-competencies-category'; query: PickerQuery }) =>
  pickFrom(s, s.kind === 'cba-category' ? checkpointItems : await categoriesWithCourses(), s.query);

/** GET /cms/idp/social-learning/{coaching|mentoring}: the organisation's coaches with an active account (spec 002 §3: id, full_name, description). */
export async function pickCoaches(s: Scope & { query: PickerQuery }) {
  const { db, organizationId, query: q } = s;
  const where = and(
    eq(coaches.organizationId, organizationId),
    eq(users.status, 'active'),
    q.keyword ? ilike(users.fullName, `%${escapeLike(q.keyword)}%`) : undefined,
  );
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ id: coaches.id, full_name: users.fullName, description: coaches.description })
        .from(coaches)
        .innerJoin(users, eq(users.id, coaches.userId))
        .where(where)
        .orderBy(asc(users.fullName), asc(coaches.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
    () => db.select({ total: count() }).from(coaches).innerJoin(users, eq(users.id, coaches.userId)).where(where),
  );
  return paginate(rows, total, q.page, q.page_size);
}

async function checkpointOf(s: Scope, id: number): Promise<void> {
  const found = await lookupItems(s.db, checkpointItems, s.organizationId, [id]);
  if (!found.size) throw new AppError('NOT_FOUND');
}

/** GET cba-content/{id}: the competencies a checkpoint assesses (9 a page); another organisation's checkpoint is a 404. */
export async function pickCbaContent(s: Scope & { id: number; query: PickerQuery }) {
  await checkpointOf(s, s.id);
  const { db, query: q } = s;
  const where = and(eq(checkpointCompetencies.checkpointId, s.id), q.keyword ? ilike(checkpointCompetencies.name, `%${escapeLike(q.keyword)}%`) : undefined);
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select({ id: checkpointCompetencies.id, title: checkpointCompetencies.name, subtitle: checkpointCompetencies.code })
        .from(checkpointCompetencies)
        .where(where)
        .orderBy(asc(checkpointCompetencies.position), asc(checkpointCompetencies.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
    () => db.select({ total: count() }).from(checkpointCompetencies).where(where),
  );
  return paginate(rows.map(toPick), total, q.page, q.page_size);
}

/** GET job-competencies-content/{id}: the courses of a category, named by id_course (9 a page). */
export async function pickJobContent(s: Scope & { id: number; query: PickerQuery }) {
  if (!(await lookupItems(s.db, categoryItems, s.organizationId, [s.id])).size) throw new AppError('NOT_FOUND');
  const page = await pickFrom(s, await coursesIn(s.id), s.query);
  return { ...page, results: page.results.map((r) => ({ id_course: r.id, title: r.title, subtitle: r.subtitle })) };
}

/** The titles of the picked items of one group that are the organisation's, by id. */
async function titlesOf(s: Scope, group: IdpGroup, ids: number[]): Promise<Map<number, string>> {
  const titles = (m: Map<number, { title: string }>) => new Map([...m].map(([id, v]) => [id, v.title]));
  switch (group) {
    case 'course':
    case 'job_competencies':
      return titles(await lookupItems(s.db, (await served(FORMAL)).items, s.organizationId, ids));
    case 'project':
      return titles(await lookupItems(s.db, (await served(PROJECT)).items, s.organizationId, ids));
    case 'program':
      return titles(await lookupItems(s.db, programItems, s.organizationId, ids));
    case 'live_event':
      return new Map((await liveEventTitles(s, inArray(liveEvents.id, ids))).map((r) => [r.id, r.title]));
    case 'coaching':
    case 'mentoring': {
      const rows = await s.db
        .select({ id: coaches.id, title: users.fullName })
        .from(coaches)
        .innerJoin(users, eq(users.id, coaches.userId))
        .where(and(eq(coaches.organizationId, s.organizationId), eq(users.status, 'active'), inArray(coaches.id, ids)));
      return new Map(rows.map((r) => [r.id, r.title]));
    }
    case 'cba': {
      const rows = await s.db
        .select({ id: checkpointCompetencies.id, title: checkpointCompetencies.name })
        .from(checkpointCompetencies)
        .innerJoin(checkpoints, eq(checkpoints.id, checkpointCompetencies.checkpointId))
        .where(and(eq(checkpoints.organizationId, s.organizationId), inArray(checkpointCompetencies.id, ids)));
      return new Map(rows.map((r) => [r.id, r.title]));
    }
    default:
      return new Map();
  }
}

/**
 * The cart's learnings with their titles as stored now. Strict (the default): a learning that is not the
 * organisation's (or no longer exists) is a 400 naming it; otherwise it keeps the title it came with.
 */
export async function resolveLearnings(s: Scope, learnings: readonly Learning[], strict = true): Promise<(Learning & { title: string })[]> {
  const byGroup = new Map<IdpGroup, number[]>();
  for (const l of learnings) byGroup.set(l.group, [...(byGroup.get(l.group) ?? []), l.id]);
  const titles = new Map<IdpGroup, Map<number, string>>();
  for (const [group, ids] of byGroup) titles.set(group, await titlesOf(s, group, ids));
  return learnings.map((l) => {
    const title = titles.get(l.group)?.get(l.id);
    if (title !== undefined) return { ...l, title };
    if (!strict) return { ...l, title: l.title ?? '' };
    const message = M.missing(groupInfo(l.group)!.label, l.id);
    throw new AppError('VALIDATION', message, { details: [{ field: 'learnings', message }] });
  });
}
