import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import type { AttendanceRow, AttendanceStatus } from '../schemas';
import { escapeLike } from '@/server/sql';

/**
 * The attendance rows of a presence (docs/decisions/0022): every invited or confirmed participant of each
 * schedule in the presence's batches, with their check-in when there is one, plus visitors (check-ins of
 * people who are not participants). The row's status is the check-in's (present, late, visitor), else
 * absent once the schedule has ended, else the invitation (invited, confirmed).
 */
export interface AttendanceScope {
  organizationId: number;
  presenceId: number;
  batchId?: number;
  scheduleId?: number;
  now: Date;
}

/** A QR check-in without coordinates in a batch that has a location is 'unknown', never 'inside' (geo.ts). */
const LOCATION = sql.raw(
  `case when a.id is null then null when a.lat is not null then (case when a.outside_location then 'outside' else 'inside' end) when a.source = 'qr' and pb.located then 'unknown' else null end`,
);

export function attendanceCte(scope: AttendanceScope): SQL {
  const { organizationId, presenceId, batchId, scheduleId, now } = scope;
  const nowIso = now.toISOString();
  return sql`
    with pb as (
      select distinct b.id, b.title, (b.latitude is not null and b.longitude is not null) as located from placements p
      join batches b on (p.batch_id = b.id or (p.batch_id is null and b.module_id = p.module_id))
      where p.organization_id = ${organizationId} and p.content_type = 'presence' and p.content_id = ${presenceId}
      ${batchId ? sql`and b.id = ${batchId}` : sql``}
    ),
    ps as (
      -- A batch's shared schedules and this presence's own placements' ones, never another placement's (decision 0115).
      select s.* from schedules s join pb on pb.id = s.batch_id
      where (s.placement_id is null or s.placement_id in (
        select p.id from placements p where p.organization_id = ${organizationId} and p.content_type = 'presence' and p.content_id = ${presenceId}))
      ${scheduleId ? sql`and s.id = ${scheduleId}` : sql``}
    ),
    rows as (
      select u.id as user_id, u.nik, u.full_name as name, u.email, a.clock_in, a.lat, a.lon,
        coalesce(a.outside_location, false) as outside_location, ${LOCATION} as location_status, pb.id as batch_id, pb.title as batch_title,
        ps.id as schedule_id, ps.title as schedule_title, ps.starts_at, ps.ends_at, bp.invitation,
        case when a.status is not null then a.status when ps.ends_at < ${nowIso}::timestamptz then 'absent' else bp.invitation end as status,
        (a.id is null) as not_attended
      from ps join pb on pb.id = ps.batch_id
      join batch_participants bp on bp.batch_id = pb.id and bp.invitation <> 'declined'
      join users u on u.id = bp.user_id
      left join presence_attendances a on a.presence_id = ${presenceId} and a.schedule_id = ps.id and a.user_id = u.id
      union all
      select u.id, u.nik, u.full_name, u.email, a.clock_in, a.lat, a.lon, a.outside_location, ${LOCATION}, pb.id, pb.title,
        ps.id, ps.title, ps.starts_at, ps.ends_at, '-', 'visitor', false
      from presence_attendances a join ps on ps.id = a.schedule_id join pb on pb.id = ps.batch_id join users u on u.id = a.user_id
      where a.presence_id = ${presenceId}
        and not exists (select 1 from batch_participants bp where bp.batch_id = pb.id and bp.user_id = a.user_id and bp.invitation <> 'declined')
    )`;
}

/** The filter of the invitation parameter: check-in statuses match the row; invited/confirmed mean "not yet present". */
export function invitationFilter(value: AttendanceStatus | undefined): SQL {
  if (!value) return sql`true`;
  if (value === 'invited' || value === 'confirmed') return sql`(invitation = ${value} and not_attended)`;
  return sql`status = ${value}`;
}

export function keywordFilter(keyword: string | undefined): SQL {
  if (!keyword) return sql`true`;
  const like = `%${escapeLike(keyword)}%`;
  return sql`(name ilike ${like} or email ilike ${like} or coalesce(nik, '') ilike ${like})`;
}

const ORDER: Record<string, SQL> = {
  name: sql`name`,
  nik: sql`nik`,
  email: sql`email`,
  clock_in: sql`clock_in`,
  status: sql`status`,
  schedule: sql`starts_at`,
};
export function orderBy(column: string, direction: 'asc' | 'desc'): SQL {
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return sql`${ORDER[column] ?? ORDER.name} ${dir} nulls last, starts_at asc, name asc, user_id asc`;
}

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

export function toAttendanceRow(r: Record<string, unknown>): AttendanceRow {
  return {
    user_id: Number(r.user_id),
    nik: (r.nik as string | null) ?? null,
    name: String(r.name),
    email: String(r.email),
    clock_in: iso(r.clock_in),
    lat: r.lat === null || r.lat === undefined ? null : Number(r.lat),
    lon: r.lon === null || r.lon === undefined ? null : Number(r.lon),
    outside_location: Boolean(r.outside_location),
    location_status: (r.location_status as AttendanceRow['location_status']) ?? null,
    batch: { id: Number(r.batch_id), title: String(r.batch_title) },
    schedule: { id: Number(r.schedule_id), title: String(r.schedule_title), start_date_time: iso(r.starts_at)!, end_date_time: iso(r.ends_at)! },
    invitation: String(r.invitation),
    status: r.status as AttendanceStatus,
  };
}

/** db.execute answers { rows } on both PGlite and node-postgres. */
export async function rowsOf(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const res = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return res.rows;
}
