import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { enterScores } from './server/batch-scores';
import { createCheckpoint } from './server/create-checkpoint';
import { getCheckpoint } from './server/find-checkpoints';
import { CheckpointInputSchema } from './schemas';

const day = (n: number) => new Date(Date.now() + 7 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The checkpoint area's demo content, made through its use cases: a published customer-service competency check
 * with a batch of learners, some of them already scored by the administrator (an assessor), and a draft safety
 * sign-off. The first checkpoint (id 1 on a fresh database) has scores, so it cannot be deleted.
 */
export async function seedCheckpoints(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const db = tx as unknown as Db;
  const learners = people.learners.filter((l) => l.status === 'active');
  const caller = { db, organizationId: org.id, userId: people.admin.id };

  const service = await createCheckpoint({
    ...caller,
    input: CheckpointInputSchema.parse({
      title: 'Customer Service Competency Check Q4 2026',
      description: 'Supervisors observe front-line staff on the floor and score each competency against the level the role requires.',
      status: 'publish',
      privacy: 'PRIVATE',
      final_score: 'last_score',
      competencies: [
        {
          code: 'CS-01',
          name: 'Complaint Handling',
          required_level: 3,
          criteria: ['Listens without interrupting and restates the complaint', 'Offers a remedy within policy', 'Records the case in the CRM'],
        },
        {
          code: 'CS-02',
          name: 'Service Recovery',
          required_level: 2,
          criteria: ['Apologises sincerely and owns the problem', 'Follows up with the customer within 24 hours'],
        },
        { code: 'CS-03', name: 'Customer Empathy', required_level: 3, criteria: ['Names the customer’s feelings', 'Adapts tone to the customer'] },
      ],
      assessor_ids: [people.admin.id, people.editor.id],
      batches: [
        { title: 'Jakarta Branch', start_date: day(-14), end_date: day(14), user_ids: learners.slice(0, 8).map((l) => l.id) },
        { title: 'Surabaya Branch', start_date: day(7), end_date: day(35), user_ids: learners.slice(8, 14).map((l) => l.id) },
      ],
    }),
  });
  const detail = await getCheckpoint({ db, organizationId: org.id, id: service.id });
  const [c1, c2, c3] = detail.competencies;
  const batch = detail.batches[0];
  const levels = [
    [3, 2, 4],
    [2, 2, 3],
    [4, 3, 3],
    [1, 1, 2],
  ];
  for (const [i, [a, b, c]] of levels.entries()) {
    await enterScores({
      ...caller,
      id: service.id,
      batchId: batch.id,
      input: {
        user_id: batch.invited[i].id,
        scores: [
          { competency_id: c1.id, level: a },
          { competency_id: c2.id, level: b },
          { competency_id: c3.id, level: c },
        ],
        note: i === 3 ? 'Observed on a busy Saturday; repeat next month.' : '',
      },
    });
  }
  // A second observation of the fourth learner: the last score counts for this checkpoint.
  await enterScores({
    ...caller,
    id: service.id,
    batchId: batch.id,
    input: { user_id: batch.invited[3].id, scores: [{ competency_id: c1.id, level: 3 }], note: 'Re-assessed after coaching.' },
  });

  await createCheckpoint({
    ...caller,
    input: CheckpointInputSchema.parse({
      title: 'Warehouse Safety Sign-off',
      description: 'Shift leaders confirm that new warehouse staff work safely before they operate equipment alone.',
      status: 'draft',
      privacy: 'PROTECTED',
      final_score: 'max_score',
      competencies: [
        { code: 'HSE-01', name: 'Safe Lifting', required_level: 2, criteria: ['Bends the knees and keeps the load close', 'Asks for help above 25 kg'] },
        { code: 'HSE-02', name: 'Forklift Awareness', required_level: 3, criteria: ['Keeps to pedestrian lanes', 'Makes eye contact with drivers'] },
      ],
      assessor_ids: [people.editor.id],
      batches: [{ title: 'January Intake', start_date: day(30), end_date: day(60), user_ids: learners.slice(14, 18).map((l) => l.id) }],
    }),
  });
}
