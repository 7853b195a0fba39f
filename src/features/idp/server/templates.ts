import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { allQueries } from '@/db/all-queries';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { idpDrafts, idpTemplates, type IdpTemplate } from '@/db/schema/idp';
import { paginate, type ListResult } from '@/lib/list';
import { writeAudit } from '@/server/audit';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { idpMessages as M } from '../messages';
import { objectiveTitles } from '../objectives';
import {
  selectionProblems,
  type IdpTab,
  type Learning,
  type Template,
  type TemplateInput,
  type TemplateListQuery,
  type TemplatePatch,
  type TemplateRow,
} from '../schemas';
import { resolveLearnings } from './sources';

type Scope = { db: DbOrTx; organizationId: number };
type Writer = { db: Db; organizationId: number; userId: number };

const toTemplate = (t: IdpTemplate, createdBy: string | null): Template => ({
  id: t.id,
  tab: t.tab,
  title: t.title,
  description: t.description,
  topics: t.topics,
  objectives: objectiveTitles(t.objectives),
  thumbnail: t.thumbnail,
  learnings: t.learnings.map((l) => ({ ...l, group: l.group as Learning['group'] })),
  created_by: createdBy,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/** A day of the list's date range as the start of that day in WIB (UTC+7), the console's one zone (decision 0118). */
const wibDay = (d: string, plusDays = 0) => new Date(Date.parse(`${d}T00:00:00+07:00`) + plusDays * 86_400_000);

/** GET /cms/{tab}/templates: the tab's templates created in the date range, ordered as asked, 8 a page. */
export async function findTemplates(s: Scope & { tab: IdpTab; query: TemplateListQuery }): Promise<ListResult<TemplateRow>> {
  const { db, organizationId, tab, query: q } = s;
  const conditions: (SQL | undefined)[] = [eq(idpTemplates.organizationId, organizationId), eq(idpTemplates.tab, tab)];
  if (q.keyword) conditions.push(ilike(idpTemplates.title, `%${escapeLike(q.keyword)}%`));
  if (q.date_from) conditions.push(gte(idpTemplates.createdAt, wibDay(q.date_from)));
  if (q.date_until) conditions.push(lt(idpTemplates.createdAt, wibDay(q.date_until, 1)));
  const where = and(...conditions);
  const column = { created_at: idpTemplates.createdAt, updated_at: idpTemplates.updatedAt, title: idpTemplates.title }[q.order_by];
  const dir = q.order_type === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await allQueries(
    db,
    () =>
      db
        .select()
        .from(idpTemplates)
        .where(where)
        .orderBy(dir(column), dir(idpTemplates.id))
        .limit(q.page_size)
        .offset((q.page - 1) * q.page_size),
    () => db.select({ total: count() }).from(idpTemplates).where(where),
  );
  return paginate(
    rows.map((t) => ({
      id: t.id,
      tab: t.tab,
      title: t.title,
      topics: t.topics,
      thumbnail: t.thumbnail,
      learning_count: t.learnings.length,
      created_at: t.createdAt.toISOString(),
      updated_at: t.updatedAt.toISOString(),
    })),
    total,
    q.page,
    q.page_size,
  );
}

/** One template of the organisation (of the tab when one is named); anything else is a 404. */
export async function getTemplate(s: Scope & { id: number; tab?: IdpTab }): Promise<Template> {
  const [row] = await s.db
    .select({ t: idpTemplates, createdBy: users.fullName })
    .from(idpTemplates)
    .leftJoin(users, eq(users.id, idpTemplates.createdBy))
    .where(and(eq(idpTemplates.id, s.id), eq(idpTemplates.organizationId, s.organizationId), s.tab ? eq(idpTemplates.tab, s.tab) : undefined));
  if (!row) throw new AppError('NOT_FOUND');
  return toTemplate(row.t, row.createdBy);
}

/** The cart checked against spec 002 §4 and the organisation's items: a breach is a 400 naming it. */
async function checkedLearnings(s: Scope, tab: IdpTab, learnings: Learning[]) {
  // The rules first (named by the items' titles where they are the organisation's), then every item must be one.
  const problems = selectionProblems(tab, await resolveLearnings(s, learnings, false));
  if (problems.length) throw new AppError('VALIDATION', problems[0], { details: problems.map((message) => ({ field: 'learnings', message })) });
  return (await resolveLearnings(s, learnings)).map((l) => ({
    group: l.group,
    id: l.id,
    title: l.title,
    ...(l.category_id ? { category_id: l.category_id } : {}),
  }));
}

/** POST /cms/{tab}/template: saves the template and, in the same transaction, drops the creator's draft of it. */
export async function createTemplate(s: Writer & { tab: IdpTab; input: TemplateInput }): Promise<Template> {
  const { organizationId, userId, tab, input } = s;
  const id = await s.db.transaction(async (tx) => {
    const learnings = await checkedLearnings({ db: tx, organizationId }, tab, input.learnings);
    const [row] = await tx
      .insert(idpTemplates)
      .values({
        organizationId,
        tab,
        title: input.title,
        description: input.description,
        topics: input.topics,
        objectives: input.objectives,
        thumbnail: input.thumbnail,
        learnings,
        createdBy: userId,
        updatedBy: userId,
      })
      .returning();
    await tx
      .delete(idpDrafts)
      .where(and(eq(idpDrafts.organizationId, organizationId), eq(idpDrafts.userId, userId), eq(idpDrafts.tab, tab), eq(idpDrafts.templateId, 0)));
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'idp-template', entityId: row.id, after: row });
    return row.id;
  });
  return getTemplate({ db: s.db, organizationId, id });
}

/**
 * PATCH /cms/{tab}/template/{id}: title, description and topics (spec 002 §7), and the objectives, thumbnail and
 * learnings when the edit went through its steps (its draft is dropped). An update that writes no row (the template
 * went away meanwhile) is spec 002 §8's 'Unknown error'.
 */
export async function updateTemplate(s: Writer & { tab: IdpTab; id: number; input: TemplatePatch }): Promise<Template> {
  const { organizationId, userId, tab, id, input } = s;
  await s.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(idpTemplates)
      .where(and(eq(idpTemplates.id, id), eq(idpTemplates.organizationId, organizationId), eq(idpTemplates.tab, tab)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const learnings = input.learnings ? await checkedLearnings({ db: tx, organizationId }, tab, input.learnings) : undefined;
    const [after] = await tx
      .update(idpTemplates)
      .set({
        title: input.title,
        description: input.description,
        topics: input.topics,
        ...(input.objectives ? { objectives: input.objectives } : {}),
        ...(input.thumbnail ? { thumbnail: input.thumbnail } : {}),
        ...(learnings ? { learnings } : {}),
        updatedBy: userId,
        updatedAt: new Date(),
      })
      .where(and(eq(idpTemplates.id, id), eq(idpTemplates.organizationId, organizationId)))
      .returning();
    if (!after) throw new AppError('INTERNAL', M.unknownMessage, { title: M.unknownTitle });
    if (learnings)
      await tx
        .delete(idpDrafts)
        .where(and(eq(idpDrafts.organizationId, organizationId), eq(idpDrafts.userId, userId), eq(idpDrafts.tab, tab), eq(idpDrafts.templateId, id)));
    await writeAudit(tx, { organizationId, userId, action: 'update', entity: 'idp-template', entityId: id, before, after });
  });
  return getTemplate({ db: s.db, organizationId, id });
}

/** DELETE /cms/{tab}/template/{id}, with every draft of its edit. */
export async function deleteTemplate(s: Writer & { tab: IdpTab; id: number }): Promise<void> {
  const { organizationId, userId, tab, id } = s;
  await s.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(idpTemplates)
      .where(and(eq(idpTemplates.id, id), eq(idpTemplates.organizationId, organizationId), eq(idpTemplates.tab, tab)))
      .returning();
    if (!gone) throw new AppError('NOT_FOUND');
    await tx.delete(idpDrafts).where(and(eq(idpDrafts.organizationId, organizationId), eq(idpDrafts.templateId, id)));
    await writeAudit(tx, { organizationId, userId, action: 'delete', entity: 'idp-template', entityId: id, before: gone });
  });
}
