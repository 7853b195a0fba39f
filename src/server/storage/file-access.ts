import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '@/db/client';
import { batchParticipants } from '@/db/schema';
import { courseContents, courses } from '@/db/schema/course';
import type { PermissionKey, RouteRule } from '@/lib/permissions';
import type { AuthContext } from '../auth/session';

/**
 * Who may read a stored file (docs/decisions/0106). Each file belongs to a file area, written on its row when it is
 * stored and decided by the folder it is stored in: 'organization' for the pictures shown across the console (logos,
 * user pictures, category icons, covers, thumbnails, badges, question images, images in rich text), otherwise the
 * area whose key its pages and API need. The rules are not listed here: each area declares the folders it stores
 * to in its manifest (`files`, src/features/area-kit.ts), and src/features/areas.ts hands them all over once, when
 * the list of areas loads. drizzle/core/0009 gave the files stored before the same areas.
 */

/** One content table whose rows a course may hold (course_contents.content_type, ref_id) and whose file columns name the file. */
export interface PlacedContent {
  table: PgTable;
  id: PgColumn;
  organizationId: PgColumn;
  published: SQL;
  /** The course content type of a row (a document is placed as its kind, pdf or ppt). */
  contentType: SQL;
  fileColumns: PgColumn[];
}

/** What an area declares of the files it stores (its manifest's `files`). */
export interface FileRule {
  /** The file area written on the files' rows: 'organization' for the pictures everyone sees, else the area's own name. */
  area: string;
  /** The storage folders whose files these are. */
  folders: readonly string[];
  /** The keys of which any one reads the area's files, with the admin rule, as the area's API asks. */
  keys: readonly PermissionKey[];
  /** Anyone signed in to the organisation reads them. */
  everyone?: boolean;
  /** A learner of a published course holding the content (published too) reads its file. */
  placed?: PlacedContent;
}

interface Rules {
  byFolder: Map<string, string>;
  byArea: Map<string, Omit<FileRule, 'folders'>>;
}
let declared: Rules | null = null;

/**
 * Takes the areas' declarations (src/features/areas.ts calls it once). Two areas may declare the same file area (the
 * organisation's pictures are stored by many) only with the same rule; a folder belongs to one file area.
 */
export function declareFileRules(rules: readonly FileRule[]): void {
  const byFolder = new Map<string, string>();
  const byArea = new Map<string, Omit<FileRule, 'folders'>>();
  for (const { folders, ...rule } of rules) {
    const known = byArea.get(rule.area);
    if (known && (known.everyone !== rule.everyone || known.keys.join() !== rule.keys.join() || Boolean(known.placed) !== Boolean(rule.placed)))
      throw new Error(`The file area '${rule.area}' is declared twice with different rules.`);
    if (!known || rule.placed) byArea.set(rule.area, rule);
    for (const folder of folders) {
      if (byFolder.has(folder) && byFolder.get(folder) !== rule.area) throw new Error(`The storage folder '${folder}' is declared by two file areas.`);
      byFolder.set(folder, rule.area);
    }
  }
  declared = { byFolder, byArea };
}

function rules(): Rules {
  if (!declared) throw new Error('No file reading rules were declared: src/features/areas.ts declares them when it loads.');
  return declared;
}

/** The file area of a file stored in `folder`; a folder no area declares is a programming error, never a readable file. */
export function areaOfFolder(folder: string): string {
  const area = rules().byFolder.get(folder);
  if (!area) throw new Error(`The storage folder '${folder}' has no reading rule: declare it in its area's manifest (files).`);
  return area;
}

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
  const rule = rules().byArea.get(file.area);
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
