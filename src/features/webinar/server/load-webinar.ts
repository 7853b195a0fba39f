import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { webinarSpeakers, webinars, type Webinar } from '@/db/schema/webinar';
import { AppError } from '@/server/http/app-error';
import { webinarMessages as M } from '../messages';

/** A webinar with its speakers' ids in order (what an edit compares and the audit records). */
export type WebinarWithSpeakers = Webinar & { speakerIds?: number[] };

/** The caller's organisation's webinar, or 404: another organisation's id is never data. */
export async function loadWebinar(db: DbOrTx, organizationId: number, id: number): Promise<WebinarWithSpeakers> {
  const [row] = await db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, id), eq(webinars.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const speakers = await db
    .select({ id: webinarSpeakers.userId })
    .from(webinarSpeakers)
    .where(eq(webinarSpeakers.webinarId, id))
    .orderBy(asc(webinarSpeakers.position));
  return { ...row, speakerIds: speakers.map((s) => s.id) };
}

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The category must be one of the organisation's (a picked id from elsewhere is refused on its field). */
export async function checkCategory(db: DbOrTx, organizationId: number, categoryId: number | null): Promise<void> {
  if (categoryId === null) throw invalid('category_id', M.required('Category'));
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.organizationId, organizationId)));
  if (!row) throw invalid('category_id', M.categoryUnknown);
}

/** Speakers are active people of the organisation (the people picker offers only those). */
export async function checkSpeakers(db: DbOrTx, organizationId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.organizationId, organizationId), eq(users.status, 'active')));
  if (found.length !== ids.length) throw invalid('speaker_ids', M.speakerUnknown);
}

/** Replaces the webinar's speakers with `ids`, in that order. */
export async function saveSpeakers(db: DbOrTx, webinarId: number, ids: number[]): Promise<void> {
  await db.delete(webinarSpeakers).where(eq(webinarSpeakers.webinarId, webinarId));
  if (ids.length) await db.insert(webinarSpeakers).values(ids.map((userId, i) => ({ webinarId, userId, position: i + 1 })));
}
