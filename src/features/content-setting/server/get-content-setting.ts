import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles } from '@/db/schema';
import { certificateTemplates } from '@/db/schema/certificate';
import { contentSettings } from '@/db/schema/content-setting';
import { allQueries } from '@/db/all-queries';
import { contentDefaults } from '@/server/content-defaults';
import type { ContentSetting } from '../schemas';

type Option = { id: number; title: string };

/**
 * GET /api/setting/content: what /setting/content edits. An organisation that never saved it reads the console's own
 * defaults (updated_at null); the pickers' choices come along (its certificate templates by type, its roles).
 */
export async function getContentSetting(options: { db: DbOrTx; organizationId: number }): Promise<ContentSetting> {
  const { db, organizationId } = options;
  const [defaults, [row], templates, roleRows] = await allQueries(
    db,
    () => contentDefaults(db, organizationId),
    () => db.select({ updatedAt: contentSettings.updatedAt }).from(contentSettings).where(eq(contentSettings.organizationId, organizationId)),
    () =>
      db
        .select({ id: certificateTemplates.id, title: certificateTemplates.title, type: certificateTemplates.type })
        .from(certificateTemplates)
        .where(and(eq(certificateTemplates.organizationId, organizationId), inArray(certificateTemplates.type, [1, 2, 3, 24])))
        .orderBy(asc(certificateTemplates.title), asc(certificateTemplates.id)),
    () => db.select({ id: roles.id, title: roles.name }).from(roles).where(eq(roles.organizationId, organizationId)).orderBy(asc(roles.name)),
  );
  const certificates: Record<1 | 2 | 3 | 24, Option[]> = { 1: [], 2: [], 3: [], 24: [] };
  for (const t of templates) certificates[t.type as 1 | 2 | 3 | 24].push({ id: t.id, title: t.title });
  const c = defaults.certificate_templates;
  return {
    thumbnail_default: defaults.thumbnail_default,
    thumbnail_file_id: defaults.thumbnail_file_id,
    thumbnail_url: defaults.thumbnail_url,
    certificate_course_id: c[2],
    certificate_classroom_id: c[24],
    certificate_program_id: c[3],
    certificate_live_event_id: c[1],
    learning_order: defaults.learning_order,
    allow_download: defaults.allow_download,
    review_required: defaults.review_required,
    review_role_id: defaults.review_role_id,
    updated_at: row ? row.updatedAt.toISOString() : null,
    options: { certificates, roles: roleRows },
  };
}
