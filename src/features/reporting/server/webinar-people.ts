import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { companies, divisions, learningModules, users } from '@/db/schema';
import { categories } from '@/db/schema/category';
import { liveEventRegistrants, liveEvents } from '@/db/schema/live-event';
import { webinars } from '@/db/schema/webinar';
import { AppError } from '@/server/http/app-error';
import { reportingMessages as M } from '../messages';
import type { PeopleFilter } from '../schemas';
import { peopleWhere } from './report-kit';

/**
 * The webinar report (decision 0154) reads attendance where the platform records it: a webinar records none, but the
 * live event created from it (decision 0145: one per webinar, `live_events.webinar_id`) keeps its registrants, their
 * seat or waiting place and the moment they checked in with the presence placed on the event. A webinar without a live
 * event has no attendance to show (its figures are null, never 0).
 */

/** Narrows a report to one webinar, or to the webinars of a page. */
export type WebinarScope = { webinarId: number } | { webinarIds: number[] };

const scopeSql = (s: WebinarScope, webinarId: SQL): SQL =>
  'webinarId' in s
    ? sql`${webinarId} = ${s.webinarId}`
    : s.webinarIds.length
      ? sql`${webinarId} in (${sql.join(
          s.webinarIds.map((i) => sql`${i}`),
          sql`, `,
        )})`
      : sql`false`;

/**
 * Every registrant of the live events made from the scoped webinars, narrowed by the people filters (the day they
 * registered, Jakarta's calendar; division; company), as a subquery `l` with their status: attended (checked in),
 * absent (a seat, no check-in) or waiting (no seat).
 */
export function webinarRegistrantsSql(organizationId: number, scope: WebinarScope, f: PeopleFilter): SQL {
  const where = [
    sql`${liveEvents.organizationId} = ${organizationId}`,
    scopeSql(scope, sql`${liveEvents.webinarId}`),
    ...peopleWhere(f, { divisionId: sql`${users.divisionId}`, companyId: sql`${users.companyId}` }, sql`${liveEventRegistrants.registeredAt}`),
  ];
  return sql`(select ${liveEvents.webinarId} as webinar_id, ${liveEvents.id} as event_id, ${users.id} as user_id, ${users.fullName} as full_name,
      ${users.email} as email, ${divisions.name} as division, ${companies.name} as company,
      ${liveEventRegistrants.registeredAt} as registered_at, ${liveEventRegistrants.attendedAt} as attended_at,
      case when ${liveEventRegistrants.status} = 'waiting' then 'waiting' when ${liveEventRegistrants.attendedAt} is not null then 'attended' else 'absent' end as status
    from ${liveEventRegistrants}
    join ${liveEvents} on ${liveEvents.id} = ${liveEventRegistrants.eventId}
    join ${users} on ${users.id} = ${liveEventRegistrants.userId}
    left join ${divisions} on ${divisions.id} = ${users.divisionId}
    left join ${companies} on ${companies.id} = ${users.companyId}
    where ${sql.join(where, sql` and `)}) as l`;
}

/** One webinar of the organisation with its category and the live event made from it (if any); another organisation's is a 404. */
export async function loadWebinarForReport(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({
      id: webinars.id,
      title: webinars.title,
      status: webinars.status,
      startAt: webinars.startAt,
      endAt: webinars.endAt,
      category: categories.name,
      eventId: liveEvents.id,
      eventTitle: learningModules.title,
    })
    .from(webinars)
    .leftJoin(categories, eq(categories.id, webinars.categoryId))
    .leftJoin(liveEvents, and(eq(liveEvents.webinarId, webinars.id), eq(liveEvents.organizationId, organizationId)))
    .leftJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
    .where(and(eq(webinars.id, id), eq(webinars.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.webinarNotFound);
  return row;
}
