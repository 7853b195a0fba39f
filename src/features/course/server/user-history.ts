import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sections } from '@/db/schema';
import { courseContents } from '@/db/schema/course';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { declaredContents, type DeclaredContents } from '@/features/contents';
import { findActivity, type Activity } from '@/server/learner-activity';
import type { ContentHistory, ParticipantHistory } from '../schemas';
import { findParticipants } from './participants';
import { allQueries } from '@/db/all-queries';

type Content = typeof courseContents.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const minutesOf = (rows: Activity[]) => {
  const ms = rows.reduce((n, a) => n + (a.finishedAt ? a.finishedAt.getTime() - a.startedAt.getTime() : 0), 0);
  return ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : null;
};

/** The activity kind a content's type records (its placement's), if any: nothing is recorded for media yet (the learner app does not report it). */
const recordedAs = (types: DeclaredContents, c: Content) => {
  const kind = types.of(c.contentType)?.placement;
  return kind ? types.activity(kind) : undefined;
};

/** What one participant did on one content. */
function contentHistory(types: DeclaredContents, c: Content, done: Activity[]): ContentHistory {
  const base = { content_id: c.id, title: c.title, content_type: c.contentType, type_label: types.label(c.contentType) };
  if (!recordedAs(types, c)) return { ...base, state: 'not_recorded', result: null, score: null, attempts: 0, minutes: null, last_at: null };
  // Newest first: the first row is the latest attempt, submission or check-in.
  const latest = done[0];
  const finished = done.some((a) => a.finishedAt !== null && a.status !== 'in_progress');
  return {
    ...base,
    state: !latest ? 'not_started' : finished ? 'finished' : 'in_progress',
    result: latest?.status ?? null,
    score: done.find((a) => a.score !== null)?.score ?? null,
    attempts: done.length,
    // A check-in begins and ends at once: no minutes.
    minutes: minutesOf(done),
    last_at: iso(latest ? (latest.finishedAt ?? latest.startedAt) : null),
  };
}

/**
 * The course detail's User History tab (GET /courses/{id}/user-history): its participants, 10 a page, searched by
 * name or e-mail, each with what they did in every content of the course in order: quiz and LIM attempts and scores,
 * assignment submissions and grades, presence check-ins, and the minutes between starting and handing in an attempt.
 * Read from the rows the reports keep (the same activity query as a person's History tab); a content whose activity
 * nothing records (video, PDF…) says so.
 */
export async function findCourseUserHistory(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  query: ListQuery;
}): Promise<ListResult<ParticipantHistory>> {
  const { db, organizationId, id } = options;
  const people = await findParticipants(options);
  const contents = await db
    .select({ c: courseContents })
    .from(courseContents)
    .innerJoin(sections, eq(sections.id, courseContents.sectionId))
    .where(eq(courseContents.courseId, id))
    .orderBy(asc(sections.position), asc(sections.id), asc(courseContents.position), asc(courseContents.id))
    .then((rows) => rows.map((r) => r.c));
  const types = await declaredContents();
  const userIds = people.results.map((p) => p.user_id);
  const placementIds = contents.flatMap((c) => (c.placementId ? [c.placementId] : []));
  // Results kept on the placement are read by the course's placements; those kept on a schedule (check-ins) by the course's items of that kind.
  const found = userIds.length
    ? await allQueries(
        db,
        ...types
          .activities()
          .map((a) =>
            a.placementId
              ? () => findActivity(db, a.kind, a, { organizationId, userIds, placementIds })
              : () => findActivity(db, a.kind, a, { organizationId, userIds, itemIds: contents.filter((c) => recordedAs(types, c) === a).map((c) => c.refId) }),
          ),
      )
    : [];
  const activity = found.flatMap((f) => f.rows);
  const results = people.results.map((p) => {
    const mine = activity.filter((a) => a.userId === p.user_id);
    const history = contents.map((c) => {
      const kind = recordedAs(types, c);
      return contentHistory(
        types,
        c,
        mine.filter((a) => a.kind === kind?.kind && (kind.placementId ? a.placementId === c.placementId : a.itemId === c.refId)),
      );
    });
    const recorded = history.filter((h) => h.state !== 'not_recorded');
    const starts = mine.map((a) => a.startedAt.getTime());
    const ends = mine.flatMap((a) => (a.finishedAt ? [a.finishedAt.getTime()] : []));
    const allDone = recorded.length > 0 && recorded.every((h) => h.state === 'finished');
    const minutes = history.reduce((n, h) => n + (h.minutes ?? 0), 0);
    return {
      user_id: p.user_id,
      full_name: p.full_name,
      email: p.email,
      progress: p.progress,
      started_at: starts.length ? new Date(Math.min(...starts)).toISOString() : null,
      finished_at: allDone && ends.length ? new Date(Math.max(...ends)).toISOString() : null,
      minutes: minutes || null,
      contents: history,
    };
  });
  return paginate(results, people.pagination.total_data, people.pagination.current_page, options.query.page_size);
}
