import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { certificateTemplates } from '@/db/schema/certificate';
import { liveEvents } from '@/db/schema/live-event';
import { webinarSpeakers, webinars } from '@/db/schema/webinar';
import { toWibLocal } from '@/lib/wib';
import { contentDefaults } from '@/server/content-defaults';
import { AppError } from '@/server/http/app-error';
import { liveEventMessages as M } from '../messages';
import type { LiveEventDetail } from '../schemas';
import { getLiveEvent } from './read-live-events';

type Scope = { db: DbOrTx; organizationId: number };

/** What the form offers beside the event: the certificate templates of type 1 and Setting › Content's defaults. */
async function formOptions({ db, organizationId }: Scope) {
  const [certificates, d] = await Promise.all([
    db
      .select({ id: certificateTemplates.id, title: certificateTemplates.title })
      .from(certificateTemplates)
      .where(and(eq(certificateTemplates.organizationId, organizationId), eq(certificateTemplates.type, 1)))
      .orderBy(asc(certificateTemplates.title)),
    contentDefaults(db, organizationId),
  ]);
  return {
    certificates,
    defaults: {
      thumbnail_default: d.thumbnail_default,
      thumbnail_file_id: d.thumbnail_file_id,
      thumbnail_url: d.thumbnail_url,
      certificate_template_id: d.certificate_templates[1],
    },
  };
}

/** The people among these ids, as the speaker picker names them. */
const peopleOf = (db: DbOrTx, ids: number[]) =>
  ids.length ? db.select({ id: users.id, full_name: users.fullName, email: users.email }).from(users).where(inArray(users.id, ids)) : Promise.resolve([]);

/** /live-event/edit/{id}: the event and the form's options. */
export async function getEditPage(scope: Scope & { id: number }) {
  const event: LiveEventDetail = await getLiveEvent(scope);
  const ids = event.speakers.flatMap((s) => (s.user_id === null ? [] : [s.user_id]));
  return { event, chosen: await peopleOf(scope.db, ids), ...(await formOptions(scope)) };
}

/**
 * /live-event/create/{webinarId?}: the form's options and, from a webinar of the media library, the values it copies
 * (title, description, category, level, schedule, meeting link, capacity, recording, speakers; decision 0145); a
 * webinar that already has its live event answers that event's id (`existing`), which the page opens.
 */
export async function getCreatePage(scope: Scope & { webinarId?: number }) {
  const options = await formOptions(scope);
  if (scope.webinarId === undefined) return { chosen: [], ...options };
  const [w] = await scope.db
    .select()
    .from(webinars)
    .where(and(eq(webinars.id, scope.webinarId), eq(webinars.organizationId, scope.organizationId)));
  if (!w) throw new AppError('NOT_FOUND', M.webinarUnknown);
  // One live event per webinar: a webinar that already has one opens it instead.
  const [existing] = await scope.db.select({ id: liveEvents.id }).from(liveEvents).where(eq(liveEvents.webinarId, w.id));
  if (existing) return { existing: existing.id };
  const speakerIds = (
    await scope.db
      .select({ id: webinarSpeakers.userId })
      .from(webinarSpeakers)
      .where(eq(webinarSpeakers.webinarId, w.id))
      .orderBy(asc(webinarSpeakers.position))
  ).map((s) => s.id);
  return {
    chosen: await peopleOf(scope.db, speakerIds),
    ...options,
    fromWebinar: {
      webinar_id: w.id,
      webinar_title: w.title,
      title: w.title,
      description: w.description,
      category_id: w.categoryId,
      level: w.level,
      start_at: toWibLocal(w.startAt),
      end_at: toWibLocal(w.endAt),
      meeting_url: w.meetingUrl,
      capacity: w.capacity,
      recording_url: w.recordingUrl,
      speakers: speakerIds.map((id) => ({ user_id: id, name: '', headline: '' })),
    },
  };
}
