import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batchParticipants, videos } from '@/db/schema';
import { courseContents, courses } from '@/db/schema/course';
import { documents } from '@/db/schema/document';
import { podcasts } from '@/db/schema/podcast';
import { ownValue } from '@/lib/own';
import type { PermissionKey, RouteRule } from '@/lib/permissions';
import type { AuthContext } from '../auth/session';

/**
 * Who may read a stored file (docs/decisions/0106). Each file belongs to an area, written on its row when it is stored
 * and decided by the folder it is stored in: 'organization' for the pictures shown across the console (logos, user
 * pictures, category icons, covers, thumbnails, badges, question images, images in rich text), otherwise the area
 * whose key its pages and API need. drizzle/core/0009 gave the files stored before the same areas.
 */
export const FILE_AREAS = ['organization', 'video', 'podcast', 'document', 'digilib', 'assignment', 'quiz-report'] as const;
export type FileArea = (typeof FILE_AREAS)[number];

/** Every storage folder the console writes, and whose its files are. A folder missing here cannot be stored to. */
const FOLDER_AREAS: Readonly<Record<string, FileArea>> = {
  image: 'organization',
  pictures: 'organization',
  badges: 'organization',
  'quiz/images': 'organization',
  covers: 'organization',
  thumbnails: 'organization',
  feed: 'organization',
  // The organisation's logo (the branding screens are not built yet; the presence QR code draws it already).
  branding: 'organization',
  video: 'video',
  podcast: 'podcast',
  pdf: 'document',
  ppt: 'document',
  'document-previews': 'document',
  ebooks: 'digilib',
  assignments: 'assignment',
  exports: 'quiz-report',
};

/** The area of a file stored in `folder`; a folder without a rule is a programming error, never a readable file. */
export function areaOfFolder(folder: string): FileArea {
  const area = ownValue(FOLDER_AREAS, folder);
  if (!area) throw new Error(`The storage folder '${folder}' has no reading rule (server/storage/file-access.ts).`);
  return area;
}

/** One content table whose rows a course may hold (course_contents.content_type, ref_id) and whose file columns name the file. */
interface PlacedContent {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  published: SQL;
  /** The course content type of a row (a document is placed as its kind, pdf or ppt). */
  contentType: SQL;
  fileColumns: PgColumn[];
}

interface FileRule {
  /** The keys of which any one reads the area's files, with the admin rule, as the area's API asks. */
  keys: readonly PermissionKey[];
  /** Anyone signed in to the organisation reads them. */
  everyone?: boolean;
  /** A learner of a published course holding the content (published too) reads its file. */
  placed?: PlacedContent;
}

const RULES: Record<FileArea, FileRule> = {
  organization: { keys: [], everyone: true },
  video: {
    keys: ['content-video'],
    placed: {
      table: videos,
      id: videos.id,
      organizationId: videos.organizationId,
      published: eq(videos.status, 'publish'),
      contentType: sql`${'video'}`,
      fileColumns: [videos.fileId],
    },
  },
  podcast: {
    keys: ['content-podcast'],
    placed: {
      table: podcasts,
      id: podcasts.id,
      organizationId: podcasts.organizationId,
      published: eq(podcasts.status, 'publish'),
      contentType: sql`${'podcast'}`,
      fileColumns: [podcasts.fileId],
    },
  },
  // The two doors of one library (decision 0083): /pdf (content-files) and /content-document (content-document).
  document: {
    keys: ['content-files', 'content-document'],
    placed: {
      table: documents,
      id: documents.id,
      organizationId: documents.organizationId,
      published: eq(documents.status, 'publish'),
      contentType: sql`${documents.kind}`,
      fileColumns: [documents.fileId, documents.previewFileId],
    },
  },
  digilib: { keys: ['content-digilib'] },
  // A learner reads their own submission as its uploader.
  assignment: { keys: ['content-assignment'] },
  // The background export of a quiz report (its creator is the uploader).
  'quiz-report': { keys: ['content-quiz', 'content-quiz-v4'] },
};

export interface FileReader {
  userId: number;
  rule: RouteRule;
  keys: ReadonlySet<PermissionKey>;
}

/** The signed-in caller as a reader of files. */
export const readerOf = (auth: AuthContext): FileReader => ({ userId: auth.user.id, rule: auth.user.rule, keys: auth.keys });

/** A stored file's row, as much of it as the decision reads. */
export interface FileOwnership {
  id: number;
  organizationId: number;
  area: string;
  uploadedBy: number | null;
}

/**
 * Whether `reader` (of the file's organisation: the caller checked that) may read the file: anyone for the
 * organisation's pictures; its uploader (a form shows what it just uploaded); with the admin rule, a holder of one of
 * its area's keys; a participant of a published course holding the published content the file is of. Only the last
 * asks the database, and only when nothing else allowed it.
 */
export async function mayReadFile(db: DbOrTx, file: FileOwnership, reader: FileReader): Promise<boolean> {
  const rule = ownValue<FileRule>(RULES, file.area);
  if (!rule) return false;
  if (rule.everyone || file.uploadedBy === reader.userId) return true;
  if (reader.rule === 'admin' && rule.keys.some((k) => reader.keys.has(k))) return true;
  return rule.placed ? enrolledInContentOf(db, rule.placed, file, reader.userId) : false;
}

async function enrolledInContentOf(db: DbOrTx, c: PlacedContent, file: FileOwnership, userId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(batchParticipants)
    .innerJoin(courses, and(eq(courses.batchId, batchParticipants.batchId), eq(courses.status, 'published')))
    .innerJoin(courseContents, eq(courseContents.courseId, courses.id))
    .innerJoin(c.table, and(eq(c.id, courseContents.refId), eq(courseContents.contentType, c.contentType)))
    .where(
      and(
        eq(batchParticipants.userId, userId),
        ne(batchParticipants.invitation, 'declined'),
        eq(c.organizationId, file.organizationId),
        c.published,
        or(...c.fileColumns.map((col) => eq(col, file.id))),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
