import { sanitizeRichText } from '@/server/sanitize';
import { wibInstant } from '@/lib/wib';
import type { Webinar } from '@/db/schema/webinar';
import type { WebinarValues } from '../schemas';
import type { WebinarWithSpeakers } from './load-webinar';

/** The columns of a webinar from the form's values: the description sanitised, the WIB times as instants. */
export const columnsOf = (input: WebinarValues) => ({
  title: input.title,
  description: sanitizeRichText(input.description),
  categoryId: input.category_id,
  level: input.level,
  startAt: wibInstant(input.start_at)!,
  endAt: wibInstant(input.end_at)!,
  platform: input.platform,
  meetingUrl: input.meeting_url,
  capacity: input.capacity,
  recordingUrl: input.recording_url,
});

/** A webinar as the audit records it and as an edit is compared (the form's names; instants as ISO strings). */
export const webinarSnapshot = (w: Webinar, speakerIds: number[]) => ({
  title: w.title,
  description: w.description,
  category_id: w.categoryId,
  level: w.level,
  start_at: w.startAt.toISOString(),
  end_at: w.endAt.toISOString(),
  platform: w.platform,
  meeting_url: w.meetingUrl,
  capacity: w.capacity,
  recording_url: w.recordingUrl,
  speaker_ids: speakerIds,
});

/** The form's values in the snapshot's shape, for the nothing-changed comparison. */
export const valuesSnapshot = (input: WebinarValues) => {
  const c = columnsOf(input);
  return webinarSnapshot({ ...c, id: 0 } as unknown as Webinar, input.speaker_ids);
};

export const speakersOf = (w: WebinarWithSpeakers) => w.speakerIds ?? [];
