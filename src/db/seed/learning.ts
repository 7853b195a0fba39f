import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client';
import { batches, batchParticipants, batchStaff, learningModules, placements, schedules, sections, type Organization, type User } from '../schema';
import { courses } from '../schema/course';
import type { ContentTypeId } from '@/features/course/content-types';
import type { ContentSettings } from '@/features/course/schemas';
import { addCourseContent } from '@/features/course/server/add-content';
import { createCourseGeneral } from '@/features/course/server/save-general';
import { saveCourseContent } from '@/features/course/server/save-content';
import { saveCourseOther } from '@/features/course/server/save-other';
import { buildDemoClassroom } from './demo-classroom';

// The learning structure (modules, batches, days, sections, schedules, placements) belongs to the platform (the
// shell area's migrations), not to one area: its builders live here, beside the demo seed, for every area's seed
// and tests.

export interface SeedPeople {
  admin: User;
  editor: User;
  restricted: User;
  learners: User[];
}

/**
 * The shell area's demo content: the demo organisation's learning structure (modules, batches, days, sections,
 * schedules, participants and staff). The areas listed after the shell place their content in it.
 */
export async function seedLearning(tx: Tx, ctx: { org: Organization; people: SeedPeople }): Promise<{ learning: SeededLearning }> {
  return { learning: await buildLearning(tx, ctx.org, ctx.people, new Date()) };
}

async function buildLearning(tx: Tx, org: Organization, people: SeedPeople, now: Date) {
  const active = people.learners.filter((l) => l.status === 'active');

  const classroom = await buildDemoClassroom(tx, org, people, now);

  const course = await buildDemoCourse(tx, org, people);
  await addParticipants(
    tx,
    course.batch.id,
    active.slice(0, 30).map((u) => ({ id: u.id, invitation: 'confirmed' as const })),
  );

  const program = await insertModule(tx, { organizationId: org.id, moduleType: 'program', title: 'New Manager Program' });
  const cohort = await insertBatch(tx, {
    moduleId: program.id,
    title: 'Cohort A 2026',
    startsAt: new Date(Date.UTC(2026, 8, 1)),
    endsAt: new Date(Date.UTC(2027, 1, 28)),
  });
  const programSection = await insertSection(tx, { moduleId: program.id, title: 'Quarter 1 - Managing Performance', position: 1 });
  await addParticipants(
    tx,
    cohort.id,
    active.slice(10, 26).map((u) => ({ id: u.id, invitation: 'confirmed' as const })),
  );
  await addStaff(tx, cohort.id, [people.editor.id, people.restricted.id, people.admin.id], 'expert');

  return {
    classroom,
    course,
    program: { module: program, batch: cohort, section: programSection },
  };
}

export type SeededLearning = Awaited<ReturnType<typeof buildLearning>>;

type NewModule = typeof learningModules.$inferInsert;
type NewBatch = typeof batches.$inferInsert;
type NewPlacement = typeof placements.$inferInsert;

/** Builders for the learning structure that quizzes, presences and assignments are placed in (tests and seed). */
export async function insertModule(db: DbOrTx, v: Partial<NewModule> & { organizationId: number }) {
  const [row] = await db
    .insert(learningModules)
    .values({ moduleType: 'classroom', title: 'Module', ...v })
    .returning();
  return row;
}

export async function insertBatch(db: DbOrTx, v: Partial<NewBatch> & { moduleId: number }) {
  const [row] = await db
    .insert(batches)
    .values({ title: 'Batch 1', ...v })
    .returning();
  return row;
}

async function insertSection(db: DbOrTx, v: { moduleId: number; dayId?: number | null; title: string; position?: number }) {
  const [row] = await db.insert(sections).values(v).returning();
  return row;
}

export async function insertSchedule(db: DbOrTx, v: { batchId: number; title: string; startsAt: Date; endsAt: Date }) {
  const [row] = await db.insert(schedules).values(v).returning();
  return row;
}

export async function insertPlacement(db: DbOrTx, v: Partial<NewPlacement> & Pick<NewPlacement, 'organizationId' | 'moduleId' | 'contentType' | 'contentId'>) {
  const [row] = await db
    .insert(placements)
    .values({ title: 'Content', settings: {}, ...v })
    .returning();
  return row;
}

export async function addParticipants(db: DbOrTx, batchId: number, users: { id: number; invitation?: 'invited' | 'confirmed' | 'declined' }[]) {
  if (!users.length) return;
  await db.insert(batchParticipants).values(users.map((u) => ({ batchId, userId: u.id, invitation: u.invitation ?? 'confirmed' })));
}

async function addStaff(db: DbOrTx, batchId: number, userIds: number[], role: 'expert' | 'training_support') {
  if (!userIds.length) return;
  await db.insert(batchStaff).values(userIds.map((userId) => ({ batchId, userId, role })));
}

/**
 * The demo course, built through the course wizard's own steps (issue 17): its general values (the category and
 * publication follow in the course area's seed, once the category tree exists), one section, and the access
 * period of 2026. The quiz, presence and assignment seeds place their items in it with `place`, which goes through
 * the content step, so no placement exists that an admin could not have made.
 */
async function buildDemoCourse(tx: Tx, org: Organization, people: SeedPeople) {
  const caller = { db: tx as unknown as Db, organizationId: org.id, userId: people.admin.id };
  const sectionTitle = 'Module 3 - Handling Complaints';
  const { id } = await createCourseGeneral({
    ...caller,
    input: {
      title: 'Customer Service Excellence',
      description: '<p>Complaint handling, service recovery and customer empathy for front-line staff.</p>',
      category_id: null,
      level: 'fundamental',
      thumbnail_default: 2,
      thumbnail_file_id: null,
      status: 'draft',
      confidentiality: 'public',
      provider_id: null,
      instructional_model: 'addie',
    },
  });
  await saveCourseContent({ ...caller, id, input: { restricted: false, sections: [{ title: sectionTitle, contents: [] }] } });
  await saveCourseOther({
    ...caller,
    id,
    input: {
      access_period: 'limited',
      access_start: '2026-01-01',
      access_end: '2026-12-31',
      learning_order: 'sequential',
      achievement: 'none',
      badge_id: null,
      certificate_template_id: null,
      expert_ids: [people.editor.id],
      prerequisite_ids: [],
    },
  });
  const [row] = await tx.select().from(courses).where(eq(courses.id, id));
  const [module] = await tx.select().from(learningModules).where(eq(learningModules.id, row.moduleId));
  const [batch] = await tx.select().from(batches).where(eq(batches.id, row.batchId));
  const [section] = await tx.select().from(sections).where(eq(sections.moduleId, row.moduleId));
  /** Places an item in the course's section through the content step; answers its placement (the relation_id). */
  const place = async (db: Tx, content: { content_type: ContentTypeId; ref_id: number; title: string; settings?: Partial<ContentSettings> }) => {
    const added = await addCourseContent({ ...caller, db: db as unknown as Db, id, sectionTitle, content });
    return { id: added.placementId! };
  };
  return { id, module, batch, section, place };
}
