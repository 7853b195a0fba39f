import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { placements } from '@/db/schema';
import { declaredContents } from '@/features/contents';
import type { Batch, BatchInput } from '../schemas';
import { findBatches } from './batch-read';
import { loadBatch } from './load-classroom';
import { saveBatch } from './save-batch';

/** A batch as the Batch step read it, back into what the step saves (what the wizard's form sends unchanged). */
function batchInputOf(b: Batch): BatchInput {
  return {
    general: b.general,
    location: b.location,
    achievement: { badge_id: b.achievement.badge_id },
    content: b.content.map((c) => ({ type: c.type, id: c.id, day_index: c.day_index })),
    experts: b.experts.map((p) => p.id),
    training_support: b.training_support.map((p) => p.id),
    rundown: b.rundown.map((d) => ({
      ...(d.id === null ? {} : { id: d.id }),
      title: d.title,
      date: d.date,
      sessions: d.sessions.map((s) => ({ id: s.id, title: s.title, start_time: s.start_time, end_time: s.end_time })),
    })),
    highlighted_information: b.highlighted_information,
  };
}

/**
 * Appends one content to a batch's own contents (optionally on a rundown day, 0-based) through the Batch step's
 * save, as an administrator editing the batch would: the demo seed places its quizzes, presences and assignments in
 * the classroom this way (issue 17). Answers the placement (its id is the relation_id results refer to).
 */
export async function addBatchContent(options: {
  db: Db;
  organizationId: number;
  userId: number;
  classroomId: number;
  batchId: number;
  content: { type: string; id: number; day_index: number | null };
}) {
  const { db, organizationId, classroomId, batchId, content } = options;
  await loadBatch(db, organizationId, classroomId, batchId);
  const batch = (await findBatches({ db, classroomId })).find((b) => b.id === batchId)!;
  const input = batchInputOf(batch);
  input.content.push(content);
  await saveBatch({ ...options, input });
  const [placement] = await db
    .select()
    .from(placements)
    .where(
      and(
        eq(placements.batchId, batchId),
        isNull(placements.sectionId),
        eq(placements.contentType, (await declaredContents()).of(content.type)!.placement!),
        eq(placements.contentId, content.id),
      ),
    );
  return placement;
}
