import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { roles } from '@/db/schema';
import { certificateTemplates } from '@/db/schema/certificate';
import { contentSettings } from '@/db/schema/content-setting';
import { writeAudit } from '@/server/audit';
import { ownFile } from '@/server/file-refs';
import { AppError } from '@/server/http/app-error';
import { contentSettingMessages as M } from '../messages';
import { CERTIFICATE_DEFAULTS, type ContentSettingUpdate } from '../schemas';

type Tx = Parameters<Parameters<DbOrTx['transaction']>[0]>[0];
type Values = Omit<ContentSettingUpdate, 'updated_at'>;

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** Every reference must be the organisation's: an uploaded image, a template of the field's type, one of its roles. */
async function checkReferences(tx: Tx, organizationId: number, v: Values): Promise<void> {
  if (v.thumbnail_file_id !== null) {
    const file = await ownFile(tx, organizationId, v.thumbnail_file_id, ['thumbnails']);
    if (!file || !['image/png', 'image/jpeg', 'image/webp'].includes(file.mime_type)) throw invalid('thumbnail_file_id', M.thumbnailNotImage);
  }
  for (const { field, type, label } of CERTIFICATE_DEFAULTS) {
    const id = v[field];
    if (id === null) continue;
    const [t] = await tx
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(and(eq(certificateTemplates.id, id), eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.type, type)));
    if (!t) throw invalid(field, M.certificateUnknown(label.toLowerCase()));
  }
  if (v.review_role_id !== null) {
    const [r] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.id, v.review_role_id), eq(roles.organizationId, organizationId)));
    if (!r) throw invalid('review_role_id', M.roleUnknown);
  }
}

const columnsOf = (v: Values) => ({
  thumbnailDefault: v.thumbnail_default,
  thumbnailFileId: v.thumbnail_file_id,
  certificateCourseId: v.certificate_course_id,
  certificateClassroomId: v.certificate_classroom_id,
  certificateProgramId: v.certificate_program_id,
  certificateLiveEventId: v.certificate_live_event_id,
  learningOrder: v.learning_order,
  allowDownload: v.allow_download,
  reviewRequired: v.review_required,
  // The role is kept only while review is required: without review it names nobody.
  reviewRoleId: v.review_required ? v.review_role_id : null,
});
type Columns = ReturnType<typeof columnsOf>;
const same = (a: Columns, b: Columns) => (Object.keys(a) as (keyof Columns)[]).every((k) => a[k] === b[k]);

/**
 * PUT /api/setting/content, in one transaction: the organisation's row is locked (or made), a stale updated_at is a
 * 409, a save that changes nothing writes nothing, otherwise the row is written and an audit entry keeps the values
 * before and after. What the wizards start with from then on (src/server/content-defaults.ts).
 */
export async function saveContentSetting(options: {
  db: DbOrTx;
  organizationId: number;
  userId: number;
  input: ContentSettingUpdate;
}): Promise<{ changed: boolean; updated_at: string }> {
  const { db, organizationId, userId } = options;
  const { updated_at: startedFrom, ...values } = options.input;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contentSettings).where(eq(contentSettings.organizationId, organizationId)).for('update');
    // A screen opened before anyone saved (updated_at null) is stale once a row exists, and the other way round.
    const beforeStamp = before ? before.updatedAt.toISOString() : null;
    if (startedFrom !== undefined && (startedFrom ? new Date(startedFrom).getTime() : null) !== (before ? before.updatedAt.getTime() : null))
      throw new AppError('CONFLICT');
    await checkReferences(tx, organizationId, values);
    const next = columnsOf(values);
    if (before && same(next, before)) return { changed: false, updated_at: beforeStamp! };
    const [row] = await tx
      .insert(contentSettings)
      .values({ organizationId, ...next, updatedBy: userId, updatedAt: new Date() })
      .onConflictDoUpdate({ target: contentSettings.organizationId, set: { ...next, updatedBy: userId, updatedAt: new Date() } })
      .returning();
    await writeAudit(tx, {
      organizationId,
      userId,
      action: before ? 'update' : 'create',
      entity: 'content-setting',
      entityId: organizationId,
      before: before ? { ...before } : undefined,
      after: { ...values },
    });
    return { changed: true, updated_at: row.updatedAt.toISOString() };
  });
}
