import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { files, learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { certificateTemplates } from '@/db/schema/certificate';
import { liveEventSpeakers, liveEvents, type LiveEvent } from '@/db/schema/live-event';
import { webinars } from '@/db/schema/webinar';
import { AppError } from '@/server/http/app-error';
import { isRouteId } from '@/server/http/page';
import { sanitizeRichText } from '@/server/sanitize';
import { wibInstant } from '@/lib/wib';
import { liveEventMessages as M } from '../messages';
import type { LiveEventValues } from '../schemas';

/** A live event with its module's title and its speakers in order (what an edit compares and the audit records). */
export type LoadedLiveEvent = LiveEvent & { title: string; speakers: { user_id: number | null; name: string; headline: string }[] };

export const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** The caller's organisation's live event, or 404: another organisation's id is never data. */
export async function loadLiveEvent(db: DbOrTx, organizationId: number, id: number): Promise<LoadedLiveEvent> {
  if (!isRouteId(id)) throw new AppError('NOT_FOUND', M.notFound);
  const [row] = await db
    .select({ event: liveEvents, title: learningModules.title })
    .from(liveEvents)
    .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(and(eq(liveEvents.id, id), eq(liveEvents.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  const speakers = await db
    .select({ user_id: liveEventSpeakers.userId, name: liveEventSpeakers.name, headline: liveEventSpeakers.headline })
    .from(liveEventSpeakers)
    .where(eq(liveEventSpeakers.eventId, id))
    .orderBy(asc(liveEventSpeakers.position), asc(liveEventSpeakers.id));
  return { ...row.event, title: row.title, speakers };
}

const THUMBNAIL_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * What the form names must be the organisation's: the category, the uploaded thumbnail (an image), the certificate
 * template (of type 1, live event), the speakers who are people (active), the webinar it starts from.
 */
export async function checkReferences(db: DbOrTx, organizationId: number, input: LiveEventValues): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category_id!), eq(categories.organizationId, organizationId)));
  if (!category) throw invalid('category_id', M.categoryUnknown);
  if (input.thumbnail_file_id !== null) {
    const [f] = await db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, input.thumbnail_file_id), eq(files.organizationId, organizationId), inArray(files.mimeType, THUMBNAIL_TYPES)));
    if (!f) throw invalid('thumbnail_file_id', M.thumbnailUnknown);
  }
  if (input.certificate_template_id !== null) {
    const [t] = await db
      .select({ id: certificateTemplates.id })
      .from(certificateTemplates)
      .where(
        and(
          eq(certificateTemplates.id, input.certificate_template_id),
          eq(certificateTemplates.organizationId, organizationId),
          eq(certificateTemplates.type, 1),
        ),
      );
    if (!t) throw invalid('certificate_template_id', M.certificateUnknown);
  }
  const people = input.speakers.flatMap((s) => (s.user_id === null ? [] : [s.user_id]));
  if (people.length) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, people), eq(users.organizationId, organizationId), eq(users.status, 'active')));
    const known = new Set(found.map((u) => u.id));
    const i = input.speakers.findIndex((s) => s.user_id !== null && !known.has(s.user_id));
    if (i >= 0) throw invalid(`speakers.${i}.user_id`, M.speakerUnknown);
  }
}

/** The webinar a new event starts from: the organisation's, and not yet the source of another live event. */
export async function checkWebinar(db: DbOrTx, organizationId: number, webinarId: number): Promise<void> {
  const [w] = await db
    .select({ id: webinars.id })
    .from(webinars)
    .where(and(eq(webinars.id, webinarId), eq(webinars.organizationId, organizationId)));
  if (!w) throw invalid('webinar_id', M.webinarUnknown);
  const [taken] = await db
    .select({ title: learningModules.title })
    .from(liveEvents)
    .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(eq(liveEvents.webinarId, webinarId));
  if (taken) throw invalid('webinar_id', M.webinarTaken(taken.title));
}

const instantOrNull = (v: string) => (v ? wibInstant(v) : null);

/** The live_events columns of the form's values: the description sanitised, the WIB times as instants. */
export const columnsOf = (input: LiveEventValues) => ({
  description: sanitizeRichText(input.description),
  categoryId: input.category_id,
  level: input.level,
  thumbnailDefault: input.thumbnail_file_id === null ? input.thumbnail_default : null,
  thumbnailFileId: input.thumbnail_file_id,
  status: input.status,
  startsAt: wibInstant(input.start_at)!,
  endsAt: wibInstant(input.end_at)!,
  meetingUrl: input.meeting_url,
  capacity: input.capacity,
  registrationOpensAt: instantOrNull(input.registration_open_at),
  registrationClosesAt: instantOrNull(input.registration_close_at),
  certificateTemplateId: input.certificate_template_id,
  recordingUrl: input.recording_url,
});

/** The speakers as stored: a person by id (their name is read from the directory), a guest by name. */
export const speakersOf = (input: LiveEventValues) =>
  input.speakers.map((s) => ({ user_id: s.user_id, name: s.user_id === null ? s.name : '', headline: s.headline }));

/** Replaces the event's speakers, in the form's order. */
export async function saveSpeakers(db: DbOrTx, eventId: number, speakers: ReturnType<typeof speakersOf>): Promise<void> {
  await db.delete(liveEventSpeakers).where(eq(liveEventSpeakers.eventId, eventId));
  if (speakers.length)
    await db.insert(liveEventSpeakers).values(speakers.map((s, i) => ({ eventId, userId: s.user_id, name: s.name, headline: s.headline, position: i + 1 })));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A live event as the audit records it and as an edit is compared (the form's names; instants as ISO strings). */
export const liveEventSnapshot = (e: LiveEvent, title: string, speakers: ReturnType<typeof speakersOf>) => ({
  title,
  description: e.description,
  category_id: e.categoryId,
  level: e.level,
  thumbnail_default: e.thumbnailDefault,
  thumbnail_file_id: e.thumbnailFileId,
  status: e.status,
  start_at: e.startsAt.toISOString(),
  end_at: e.endsAt.toISOString(),
  meeting_url: e.meetingUrl,
  capacity: e.capacity,
  registration_open_at: iso(e.registrationOpensAt),
  registration_close_at: iso(e.registrationClosesAt),
  certificate_template_id: e.certificateTemplateId,
  recording_url: e.recordingUrl,
  speakers,
});

/** The form's values in the snapshot's shape, for the nothing-changed comparison. */
export const valuesSnapshot = (input: LiveEventValues) =>
  liveEventSnapshot({ ...columnsOf(input), id: 0 } as unknown as LiveEvent, input.title, speakersOf(input));
