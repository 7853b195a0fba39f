import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { batches, learningModules, schedules, type Organization } from '../schema';
import { BatchInputSchema, type BatchInputValues } from '@/features/classroom/schemas';
import { addBatchContent } from '@/features/classroom/server/add-batch-content';
import { addParticipants, updateParticipants } from '@/features/classroom/server/participants';
import { saveBatch } from '@/features/classroom/server/save-batch';
import { saveContents } from '@/features/classroom/server/save-contents';
import { createClassroom } from '@/features/classroom/server/save-general';
import type { SeedPeople } from './learning';

const DAY = 86_400_000;
/** The WIB calendar day `n` days from `now` (the rundown speaks WIB: docs/decisions/0087). */
const wibDay = (now: Date, n: number) => new Date(now.getTime() + 7 * 3_600_000 + n * DAY).toISOString().slice(0, 10);
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Today's Jakarta session is open now: from an hour ago to seven hours ahead, WIB, kept inside today (a rundown
 * session lies within one day), so the presence QR tab and check-in have a session to show whenever the demo starts.
 */
function openNow(now: Date) {
  const minute = Math.floor(((now.getTime() + 7 * 3_600_000) % DAY) / 60_000);
  return { start_time: clock(Math.max(0, minute - 60)), end_time: clock(Math.min(23 * 60 + 59, minute + 7 * 60)) };
}

const batchOf = (values: Omit<BatchInputValues, 'content' | 'achievement'>) => BatchInputSchema.parse({ ...values, achievement: {}, content: [] });

/**
 * The demo classroom, built through the classroom wizard's own steps (issue 17): General (the category and
 * publication follow in the classroom area's seed, once the category tree exists), Content (two sessions), two
 * batches (Jakarta: yesterday, today with a session open now, tomorrow; Surabaya: in ten days) with their location,
 * staff and rundown, and the participants invited and confirmed through the Participant step. The quiz, presence and
 * assignment seeds place their items in a batch with `place`, which goes through the Batch step, so no placement
 * exists that an admin could not have made.
 */
export async function buildDemoClassroom(tx: Tx, org: Organization, people: SeedPeople, now: Date) {
  const caller = { db: tx as unknown as Db, organizationId: org.id, userId: people.admin.id };
  const active = people.learners.filter((l) => l.status === 'active');
  const { id } = await createClassroom({
    ...caller,
    input: {
      title: 'Leadership Essentials Bootcamp',
      description: '<p>A three-day, in-person bootcamp for new team leaders: self awareness, coaching conversations and feedback practice.</p>',
      category_id: null,
      thumbnail_file_id: null,
      status: 'draft',
    },
  });
  await saveContents({
    ...caller,
    id,
    input: { sessions: ['Opening and Pre-assessment', 'Coaching Practice and Post-assessment'].map((title) => ({ title, contents: [] })) },
  });

  const extra = {
    description: 'Bring your laptop and your last performance review.',
    capacity: 24,
  };
  const highlighted_information = 'Lunch and coffee breaks are provided. Dress code: smart casual.';
  const workday = { start_time: '09:00', end_time: '17:00' };
  const jakarta = await saveBatch({
    ...caller,
    classroomId: id,
    input: batchOf({
      general: { title: 'Batch 1 - Jakarta Head Office', start_date: wibDay(now, -2), end_date: wibDay(now, 3), ...extra },
      location: {
        location_name: 'Menara Nusantara, Jl. Jend. Sudirman Kav. 52, Jakarta',
        address: 'Menara Nusantara, 12th floor, Jl. Jend. Sudirman Kav. 52, Karet Semanggi, Jakarta Selatan 12930',
        latitude: -6.2249,
        longitude: 106.8093,
        radius_meters: 300,
      },
      experts: [people.editor.id, people.restricted.id],
      training_support: [people.restricted.id, people.admin.id],
      rundown: [
        { title: 'Day 1 - Leading Yourself', date: wibDay(now, -1), sessions: [{ title: 'Session 1 - Self Awareness', ...workday }] },
        { title: 'Day 2 - Leading Others', date: wibDay(now, 0), sessions: [{ title: 'Session 2 - Coaching Conversations', ...openNow(now) }] },
        { title: 'Day 3 - Practice', date: wibDay(now, 1), sessions: [{ title: 'Session 3 - Feedback Practice', ...workday }] },
      ],
      highlighted_information,
    }),
  });
  const surabaya = await saveBatch({
    ...caller,
    classroomId: id,
    input: batchOf({
      general: { title: 'Batch 2 - Surabaya Regional Training Centre', start_date: wibDay(now, 10), end_date: wibDay(now, 12), ...extra },
      location: {
        location_name: 'Surabaya Training Centre, Jl. Basuki Rahmat 8',
        address: 'Jl. Basuki Rahmat 8, Embong Kaliasin, Surabaya 60271',
        latitude: -7.2655,
        longitude: 112.7422,
        radius_meters: 250,
      },
      experts: [people.editor.id],
      training_support: [people.restricted.id],
      rundown: [{ title: 'Day 1 - Leading Yourself', date: wibDay(now, 10), sessions: [{ title: 'Session 1 - Self Awareness', ...workday }] }],
      highlighted_information,
    }),
  });

  // Participant step: everyone is added (draft) and invited; most have confirmed, every sixth (Jakarta) or fourth
  // (Surabaya) has not answered yet.
  const invite = async (batchId: number, who: typeof active, stillInvited: (i: number) => boolean) => {
    const at = { ...caller, classroomId: id, batchId };
    const user_ids = who.map((u) => u.id);
    await addParticipants({ ...at, input: { user_ids, division_ids: [], company_ids: [] } });
    await updateParticipants({ ...at, input: { user_ids, status: 'invited' } });
    await updateParticipants({ ...at, input: { user_ids: who.filter((_, i) => !stillInvited(i)).map((u) => u.id), status: 'confirmed' } });
  };
  await invite(jakarta.id, active.slice(0, 18), (i) => i % 6 === 5);
  await invite(surabaya.id, active.slice(18, 30), (i) => i % 4 === 3);

  const [module] = await tx.select().from(learningModules).where(eq(learningModules.id, id));
  const batchRow = async (batchId: number) => (await tx.select().from(batches).where(eq(batches.id, batchId)))[0];
  const sessionsOf = (batchId: number) => tx.select().from(schedules).where(eq(schedules.batchId, batchId)).orderBy(asc(schedules.startsAt));
  const ids = { jakarta: jakarta.id, surabaya: surabaya.id };
  /** Places an item among a batch's own contents (on a rundown day, 0-based) through the Batch step; answers its placement. */
  const place = async (db: Tx, where: { batch: keyof typeof ids; day?: number }, content: { type: string; id: number }) =>
    addBatchContent({ ...caller, db: db as unknown as Db, classroomId: id, batchId: ids[where.batch], content: { ...content, day_index: where.day ?? null } });
  return {
    module,
    batches: { jakarta: await batchRow(jakarta.id), surabaya: await batchRow(surabaya.id) },
    schedules: { jakarta: await sessionsOf(jakarta.id), surabaya: await sessionsOf(surabaya.id) },
    place,
  };
}
