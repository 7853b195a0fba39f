import type { DbOrTx } from '@/db/client';
import { batchDays, batches, batchParticipants, batchStaff, learningModules, placements, schedules, sections } from '@/db/schema';

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

export async function insertDay(db: DbOrTx, v: { batchId: number; title: string; position?: number }) {
  const [row] = await db.insert(batchDays).values(v).returning();
  return row;
}

export async function insertSection(db: DbOrTx, v: { moduleId: number; dayId?: number | null; title: string; position?: number }) {
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

export async function addStaff(db: DbOrTx, batchId: number, userIds: number[], role: 'expert' | 'training_support') {
  if (!userIds.length) return;
  await db.insert(batchStaff).values(userIds.map((userId) => ({ batchId, userId, role })));
}
