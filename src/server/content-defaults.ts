import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files, userRoles } from '@/db/schema';
import { contentSettings } from '@/db/schema/content-setting';

/** The certificate template types of spec 002 §3: live event 1, course 2, program 3, classroom 24. */
export type CertificateType = 1 | 2 | 3 | 24;

/**
 * The organisation's defaults for new content (/setting/content, docs/decisions/0132), as the wizards read them: the
 * content-setting area writes them; every other area reads them here (an area imports no other area's server code).
 */
export interface ContentDefaults {
  /** One of the six default thumbnails (1–6), or null when the default is an uploaded image. */
  thumbnail_default: number | null;
  thumbnail_file_id: number | null;
  /** Where the thumbnail is shown from: the default's picture or the uploaded file. */
  thumbnail_url: string | null;
  /** The default certificate template of each type, null where none is set. */
  certificate_templates: Record<CertificateType, number | null>;
  learning_order: 'sequential' | 'random';
  allow_download: boolean;
  review_required: boolean;
  review_role_id: number | null;
}

/** What an organisation that never saved /setting/content starts with: the first default thumbnail, free of review. */
const CONSOLE_DEFAULTS: ContentDefaults = {
  thumbnail_default: 1,
  thumbnail_file_id: null,
  thumbnail_url: '/course-thumbnails/default-1.svg',
  certificate_templates: { 1: null, 2: null, 3: null, 24: null },
  learning_order: 'sequential',
  allow_download: true,
  review_required: false,
  review_role_id: null,
};

const defaultThumbnailUrl = (n: number) => `/course-thumbnails/default-${n}.svg`;
const storedFileUrl = (key: string) => `/api/storage/files/${key}`;

/** The organisation's content defaults (the console's own where it saved none). */
export async function contentDefaults(db: DbOrTx, organizationId: number): Promise<ContentDefaults> {
  const [row] = await db
    .select({ s: contentSettings, fileKey: files.storageKey })
    .from(contentSettings)
    .leftJoin(files, eq(files.id, contentSettings.thumbnailFileId))
    .where(eq(contentSettings.organizationId, organizationId));
  if (!row) return CONSOLE_DEFAULTS;
  const { s, fileKey } = row;
  // An uploaded default whose file was deleted falls back to the first default thumbnail.
  const uploaded = s.thumbnailFileId !== null && fileKey ? { id: s.thumbnailFileId, url: storedFileUrl(fileKey) } : null;
  const thumbnailDefault = uploaded ? null : (s.thumbnailDefault ?? 1);
  return {
    thumbnail_default: thumbnailDefault,
    thumbnail_file_id: uploaded?.id ?? null,
    thumbnail_url: uploaded ? uploaded.url : defaultThumbnailUrl(thumbnailDefault!),
    certificate_templates: { 1: s.certificateLiveEventId, 2: s.certificateCourseId, 3: s.certificateProgramId, 24: s.certificateClassroomId },
    learning_order: s.learningOrder,
    allow_download: s.allowDownload,
    review_required: s.reviewRequired,
    review_role_id: s.reviewRoleId,
  };
}

/**
 * Whether this user may publish content as it is, or their publishing puts it into review: free unless the
 * organisation requires review, then only for members of the review role (none named: nobody publishes directly).
 */
export async function mayPublishDirectly(db: DbOrTx, organizationId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ required: contentSettings.reviewRequired, roleId: contentSettings.reviewRoleId })
    .from(contentSettings)
    .where(eq(contentSettings.organizationId, organizationId));
  if (!row?.required) return true;
  if (row.roleId === null) return false;
  const [member] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, row.roleId)));
  return Boolean(member);
}

/**
 * The status to store when content is saved with status `asked` (decision 0132): publishing by a user outside the
 * review role, while the organisation requires review, stores `review` instead; content already published (`before`)
 * stays published. Every area whose content is published (course, classroom) saves through this.
 */
export async function statusToStore<S extends string>(
  db: DbOrTx,
  caller: { organizationId: number; userId: number },
  asked: S,
  before: string | null,
): Promise<S | 'review'> {
  if (asked !== 'published' || before === 'published') return asked;
  return (await mayPublishDirectly(db, caller.organizationId, caller.userId)) ? asked : 'review';
}
