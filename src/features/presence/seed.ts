import type { Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { insertAttendance, insertPresence } from './testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The presence area's demo content: presences placed in the classroom's Jakarta and Surabaya batches (Jakarta's
 * 'Session 2' is open now), one in the course, some not placed anywhere; check-ins for yesterday's and today's
 * Jakarta sessions (present and late) so the cards and the table show real data. The course's presence has its own
 * schedule, open now (decision 0115: from the hour before the seed to seven hours on), so its QR code works and its
 * course's participants can check in. The first presence is placed,
 * so it can never be deleted (the access tests call DELETE on id 1).
 */
export async function seedPresences(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people, learning } = ctx;
  const { classroom, course } = learning;
  const base = { organizationId: org.id, createdBy: people.admin.id };
  const day = (n: number) => new Date(Date.now() - n * 86_400_000);

  const jakarta = await insertPresence(tx, {
    ...base,
    title: 'Leadership Bootcamp Daily Attendance',
    description: 'Daily attendance for the Jakarta batch of the Leadership Essentials Bootcamp. Scan at the registration desk.',
    contentType: 'classroom',
    createdAt: day(9),
    updatedAt: day(2),
  });
  const surabaya = await insertPresence(tx, {
    ...base,
    title: 'Leadership Bootcamp Surabaya Attendance',
    description: 'Attendance for the Surabaya Regional Training Centre sessions.',
    contentType: 'classroom',
    createdAt: day(8),
    updatedAt: day(8),
  });
  const service = await insertPresence(tx, {
    ...base,
    createdBy: people.restricted.id,
    title: 'Customer Service Workshop Check-in',
    description: 'Check-in for the complaint-handling workshop of the Customer Service Excellence course.',
    contentType: 'course',
    createdAt: day(7),
    updatedAt: day(5),
  });
  const loose = [
    ['Quarterly Town Hall Attendance', 'Attendance for the quarterly town hall broadcast.', 'live_event', 6],
    ['New Manager Orientation Check-in', 'Orientation day for newly promoted managers.', 'program', 5],
    ['Safety Induction Attendance', 'Mandatory safety induction for new employees.', 'journey', 4],
    ['Coaching Clinic Attendance', 'Monthly coaching clinic, open to all team leaders.', 'classroom', 3],
  ] as const;
  for (const [title, description, contentType, ago] of loose) {
    await insertPresence(tx, { ...base, title, description, contentType, createdAt: day(ago), updatedAt: day(ago - 1) });
  }

  // The classroom's placements go through the Batch step (Jakarta's on its first rundown day), the course's through
  // the course wizard's content step (issue 17).
  await classroom.place(tx, { batch: 'jakarta', day: 0 }, { type: 'presence', id: jakarta.id });
  await classroom.place(tx, { batch: 'surabaya' }, { type: 'presence', id: surabaya.id });
  const opens = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR);
  await course.place(tx, {
    content_type: 'presence',
    ref_id: service.id,
    title: service.title,
    settings: { schedule_start: opens.toISOString(), schedule_end: new Date(opens.getTime() + 8 * HOUR).toISOString() },
  });

  // Jakarta participants are the first 18 active learners (seedLearning); yesterday most came, today a few have.
  const participants = people.learners.filter((l) => l.status === 'active').slice(0, 18);
  const [yesterday, today] = classroom.schedules.jakarta;
  for (const [i, u] of participants.slice(0, 12).entries()) {
    const late = i % 5 === 4;
    await insertAttendance(tx, {
      organizationId: org.id,
      presenceId: jakarta.id,
      scheduleId: yesterday.id,
      userId: u.id,
      status: late ? 'late' : 'present',
      clockIn: new Date(yesterday.startsAt.getTime() + (late ? 35 : i - 10) * MINUTE),
      lat: -6.2249 + i * 0.00001,
      lon: 106.8093,
    });
  }
  for (const [i, u] of participants.slice(0, 5).entries()) {
    const late = i === 4;
    await insertAttendance(tx, {
      organizationId: org.id,
      presenceId: jakarta.id,
      scheduleId: today.id,
      userId: u.id,
      status: late ? 'late' : 'present',
      source: i === 3 ? 'manual' : 'qr',
      markedBy: i === 3 ? people.admin.id : null,
      clockIn: new Date(today.startsAt.getTime() + (late ? 25 : i * 2) * MINUTE),
      lat: i === 3 ? null : -6.225,
      lon: i === 3 ? null : 106.8094,
    });
  }
}
