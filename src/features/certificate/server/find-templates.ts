import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { certificateAwards, certificateTemplateListCounts, certificateTemplates, certificateThemes } from '@/db/schema/certificate';
import { courses } from '@/db/schema/course';
import { paginate, type ListResult } from '@/lib/list';
import { fileRefs } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { contentListTable, contentPage } from '@/server/list/content-list';
import { inPageOrder, listResult } from '@/server/list/query';
import { templateMessages as M } from '../messages';
import { CITIES, TEMPLATE_SORT_COLUMNS, type TemplateDetail, type TemplateListQuery, type TemplateRow } from '../schemas';

const LIST = contentListTable<(typeof TEMPLATE_SORT_COLUMNS)[number]>(certificateTemplates, { counter: certificateTemplateListCounts, sorts: {} });
const creator = alias(users, 'creator');
const updater = alias(users, 'updater');

async function selectTemplates(db: DbOrTx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      template: certificateTemplates,
      themeTitle: certificateThemes.title,
      createdBy: creator.fullName,
      updatedBy: updater.fullName,
      inUse:
        sql<boolean>`(exists (select 1 from ${courses} where ${courses.certificateTemplateId} = ${certificateTemplates.id}) or exists (select 1 from ${certificateAwards} where ${certificateAwards.templateId} = ${certificateTemplates.id}))`.mapWith(
          Boolean,
        ),
    })
    .from(certificateTemplates)
    .innerJoin(certificateThemes, eq(certificateThemes.id, certificateTemplates.themeId))
    .leftJoin(creator, eq(creator.id, certificateTemplates.createdBy))
    .leftJoin(updater, eq(updater.id, certificateTemplates.updatedBy))
    .where(inArray(certificateTemplates.id, ids));
}
type Selected = Awaited<ReturnType<typeof selectTemplates>>[number];

const toRow = ({ template: t, themeTitle, createdBy, inUse }: Selected): TemplateRow => ({
  id: t.id,
  title: t.title,
  type: t.type,
  theme: { id: t.themeId, title: themeTitle },
  city: t.city,
  created_by: { id: t.createdBy, full_name: createdBy ?? '-' },
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
  // Issued certificates keep their own PDF; a course that awards the template holds on to it (decision 0093).
  can_delete: !inUse,
});

/**
 * The organisation's templates, one page at a time (the list contract), last updated first unless asked otherwise;
 * the pickers (spec 002 §7) ask with a type and the maximum page size.
 */
export async function findTemplates(options: { db: DbOrTx; organizationId: number; query: TemplateListQuery }): Promise<ListResult<TemplateRow>> {
  const { db, organizationId, query } = options;
  const { ids, total } = await contentPage({
    db,
    list: LIST,
    table: certificateTemplates,
    organizationId,
    query,
    sortColumns: TEMPLATE_SORT_COLUMNS,
    filter: { equal: { type: certificateTemplates.type, theme_id: certificateTemplates.themeId } },
  });
  const rows = await selectTemplates(db, ids);
  return listResult(inPageOrder(ids, rows, (r) => r.template.id).map(toRow), total, query.page, query.page_size);
}

/** One template with its signature (the detail page, the edit form, the sample PDF and GET /certificates/template/{id}). */
export async function getTemplate(options: { db: DbOrTx; organizationId: number; id: number }): Promise<TemplateDetail> {
  const [row] = await selectTemplates(options.db, [options.id]);
  if (!row || row.template.organizationId !== options.organizationId) throw new AppError('NOT_FOUND', M.notFound);
  const t = row.template;
  const files = await fileRefs(options.db, [t.signatureFileId]);
  return {
    ...toRow(row),
    heading: t.heading,
    body: t.body,
    signatory_name: t.signatoryName,
    signatory_position: t.signatoryPosition,
    signature: t.signatureFileId ? (files.get(t.signatureFileId) ?? null) : null,
    number_prefix: t.numberPrefix,
    validity_months: t.validityMonths,
    updated_by: { id: t.updatedBy, full_name: row.updatedBy ?? '-' },
  };
}

/** GET /certificates/cities: the fixed list, paged like any list (the form asks page_size 100), keyword on the name. */
export function findCities(query: { page: number; page_size: number; keyword?: string }) {
  const k = query.keyword?.toLowerCase();
  const all = CITIES.map((name, i) => ({ id: i + 1, name })).filter((c) => !k || c.name.toLowerCase().includes(k));
  const start = (query.page - 1) * query.page_size;
  return paginate(all.slice(start, start + query.page_size), all.length, query.page, query.page_size);
}
