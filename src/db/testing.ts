import type { DbOrTx } from './client';
import { batches, batchParticipants, learningModules, placements, schedules } from './schema';

// Builders for the learning structure that quizzes, presences and assignments are placed in, for tests' fixtures
// only: the demo seed builds its courses and classrooms through the wizards' use cases (issue 17,
// docs/decisions/0097), so no placement it makes is one an administrator could not have made.

type NewModule = typeof learningModules.$inferInsert;
type NewBatch = typeof batches.$inferInsert;
type NewPlacement = typeof placements.$inferInsert;

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
