import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { auditLog, files, users, videos, type Video } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { jobs } from '@/db/schema/jobs';
import { AppError } from '@/server/http/app-error';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { anyOfIds, inPageOrder, listResult } from '@/server/list/query';
import { preparedQuery } from '@/server/sql';
import type { ListResult } from '@/lib/list';
import {
  FIELD_LABELS,
  MEDIA_SORT_COLUMNS,
  STATUS_LABELS,
  formatDuration,
  type MediaDetail,
  type MediaHistoryEntry,
  type MediaKindInfo,
  type MediaListQuery,
  type MediaMessages,
  type MediaRow,
  type MediaStatus,
} from '@/lib/media-library';

/** A media area's table: every one has the videos' columns (src/db/schema/media.ts `mediaColumns`), so one type serves all. */
export type MediaTable = typeof videos;

/** One kind of media item as its area declares it: the table, the kind's facts, the texts and the audit entity. */
export interface MediaConfig {
  table: MediaTable;
  /** The list's maintained counter (src/db/schema/media.ts listCounterColumns). */
  counter: PgTable;
  info: MediaKindInfo;
  messages: MediaMessages;
  /** The audit entries' entity, e.g. the area's name. */
  entity: string;
  /** The background job that reads the duration, e.g. '<area>-duration'. */
  durationJob: string;
}

const creator = alias(users, 'media_creator');
const updater = alias(users, 'media_updater');
const changer = alias(users, 'media_status_changer');

/** The caller's organisation's item, or 404: another organisation's id is never data. */
export async function loadMedia(db: DbOrTx, config: MediaConfig, organizationId: number, id: number): Promise<Video> {
  const t = config.table;
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', config.messages.notFound);
  return row;
}

function buildRows(db: DbOrTx, t: MediaTable) {
  return db
    .select({
      item: t,
      categoryName: categories.name,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      changedBy: changer.fullName,
      file: files,
      job: { id: jobs.id, state: jobs.state, error: jobs.error },
    })
    .from(t)
    .leftJoin(categories, eq(categories.id, t.categoryId))
    .leftJoin(creator, eq(creator.id, t.createdBy))
    .leftJoin(updater, eq(updater.id, t.updatedBy))
    .leftJoin(changer, eq(changer.id, t.statusChangedBy))
    .leftJoin(files, eq(files.id, t.fileId))
    .leftJoin(jobs, eq(jobs.id, t.durationJobId))
    .where(anyOfIds(t.id))
    .prepare(`media_rows_${getTableName(t)}`);
}
/** Each kind's row query, a named prepared statement (seven joins cost more to plan than to run). */
const rowQueries = new Map<string, (db: DbOrTx) => ReturnType<typeof buildRows>>();

async function selectRows(db: DbOrTx, config: MediaConfig, ids: number[]) {
  if (!ids.length) return [];
  const name = getTableName(config.table);
  let query = rowQueries.get(name);
  if (!query) rowQueries.set(name, (query = preparedQuery(`media_rows_${name}`, (handle) => buildRows(handle, config.table))));
  return query(db).execute({ ids });
}
type Selected = Awaited<ReturnType<typeof selectRows>>[number];

/** A published item is withdrawn to draft before it can be deleted (learners may be watching it). */
export const canDelete = (status: MediaStatus) => status !== 'publish';

function toRow({ item: v, categoryName, createdBy }: Selected): MediaRow {
  return {
    id: v.id,
    title: v.title,
    description: v.description,
    duration: v.durationSeconds,
    duration_text: v.durationSeconds ? formatDuration(v.durationSeconds) : '-',
    status_enum: v.status,
    category: v.categoryId && categoryName ? { id: v.categoryId, name: categoryName } : null,
    thumbnail: v.thumbnail,
    created_by: { full_name: createdBy ?? '-' },
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
    can_delete: canDelete(v.status),
  };
}

const FILE_PREFIX = '/api/storage/files/';

function toDetail(s: Selected): MediaDetail {
  const { item: v, file, job } = s;
  return {
    ...toRow(s),
    file: file ? { id: file.id, full_path: FILE_PREFIX + file.storageKey, name: file.originalName, mime_type: file.mimeType, size: file.sizeBytes } : null,
    updated_by: { full_name: s.updatedBy ?? s.createdBy ?? '-' },
    status_changed_by: v.statusChangedAt ? { full_name: s.changedBy ?? '-' } : null,
    status_changed_at: v.statusChangedAt?.toISOString() ?? null,
    duration_job: job?.id ? { id: job.id, state: job.state, error: job.error } : null,
  };
}

/** The organisation's items, one page at a time (the list contract): keyword on the title, status, category, created days. */
export async function findMedia(options: { db: DbOrTx; config: MediaConfig; organizationId: number; query: MediaListQuery }): Promise<ListResult<MediaRow>> {
  const { db, config, organizationId, query } = options;
  const t = config.table;
  const list = contentListTable<(typeof MEDIA_SORT_COLUMNS)[number]>(t, {
    counter: config.counter,
    sorts: { status_enum: { column: t.status, cast: 'text' }, duration: { column: t.durationSeconds, cast: 'integer' } },
  });
  const filter = {
    dates: ['start_date', 'end_date'] as const,
    equal: { status: t.status },
    custom: { category_id: (v: string) => eq(t.categoryId, Number(v)) },
  };
  const { ids, total } = await contentPage({ db, list, table: t, organizationId, query, sortColumns: MEDIA_SORT_COLUMNS, filter });
  const rows = await selectRows(db, config, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.item.id).map(toRow), total, query.page, query.page_size);
}

/** One item with its file, who changed its status and its duration job (the detail page, the edit form, GET …/{id}). */
export async function getMedia(options: { db: DbOrTx; config: MediaConfig; organizationId: number; id: number }): Promise<MediaDetail> {
  const { db, config, organizationId, id } = options;
  await loadMedia(db, config, organizationId, id);
  const [row] = await selectRows(db, config, [id]);
  return toDetail(row);
}

const ACTIONS: Record<string, string> = { create: 'Created', update: 'Edited', status: 'Status changed', delete: 'Deleted' };

function describe(action: string, before: unknown, after: unknown): string {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  if (action === 'status') return `${STATUS_LABELS[b.status as MediaStatus] ?? b.status} → ${STATUS_LABELS[a.status as MediaStatus] ?? a.status}`;
  if (action === 'update')
    return Object.entries(FIELD_LABELS)
      .filter(([k]) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
      .map(([, label]) => label)
      .join(', ');
  return '';
}

/** The item's history from the audit log, newest first (the last 50): who did what and when, status changes included. */
export async function getMediaHistory(options: { db: DbOrTx; config: MediaConfig; organizationId: number; id: number }): Promise<MediaHistoryEntry[]> {
  const { db, config, organizationId, id } = options;
  const item = await loadMedia(db, config, organizationId, id);
  const rows = await db
    .select({ action: auditLog.action, user: users.fullName, before: auditLog.before, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entity, config.entity), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id))
    .limit(50);
  const entries = rows.map((r) => ({
    action: ACTIONS[r.action] ?? r.action,
    user: r.user ?? '-',
    created_at: r.createdAt.toISOString(),
    detail: describe(r.action, r.before, r.after),
  }));
  if (rows.length < 50 && !rows.some((r) => r.action === 'create')) {
    const [who] = item.createdBy ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, item.createdBy)) : [];
    entries.push({ action: ACTIONS.create, user: who?.name ?? '-', created_at: item.createdAt.toISOString(), detail: '' });
  }
  return entries;
}

/** The organisation's categories in tree order, indented by depth (the form's picker and the list's filter). */
export async function categoryChoices(db: DbOrTx, organizationId: number): Promise<{ label: string; value: string }[]> {
  const result = (await db.execute(sql`
    with recursive tree as (
      select c.id, c.name, array[c.position, c.id] as sort_path, 1 as depth
      from categories c where c.organization_id = ${organizationId} and c.parent_id is null
      union all
      select c.id, c.name, t.sort_path || array[c.position, c.id], t.depth + 1
      from categories c join tree t on c.parent_id = t.id where t.depth < 5
    )
    select id, name, depth from tree order by sort_path`)) as unknown as { rows: { id: number; name: string; depth: number }[] };
  return result.rows.map((r) => ({ value: String(r.id), label: `${'\u2003'.repeat(Number(r.depth) - 1)}${r.name}` }));
}
