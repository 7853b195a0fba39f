import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { SeedContext } from '@/db/seed/context';
import { checkpoints } from '@/db/schema/checkpoint';
import { courses } from '@/db/schema/course';
import { expertLevels } from '@/db/schema/directory-extra';
import { createExpert } from './server/experts';
import { createJourney } from './server/journeys';
import { ExpertInputSchema, JourneyInputSchema } from './schemas';

/**
 * The expert area's demo content, made through its use cases (docs/decisions/0144): the demo editor, who is an expert
 * of the demo courses and classroom batches (their teaching list comes from those placements), an external trainer,
 * and one journey the editor follows. The editor's profile is id 1 on a fresh database, the journey id 1.
 */
export async function seedExperts(tx: Tx, ctx: SeedContext): Promise<void> {
  const { org, people } = ctx;
  const db = tx as unknown as Db;
  const caller = { db, organizationId: org.id, userId: people.admin.id };
  const levels = await tx.select().from(expertLevels).where(eq(expertLevels.organizationId, org.id)).orderBy(asc(expertLevels.value));
  const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.organizationId, org.id)).orderBy(asc(courses.id)).limit(1);
  const [checkpoint] = await tx
    .select({ id: checkpoints.id })
    .from(checkpoints)
    .where(eq(checkpoints.organizationId, org.id))
    .orderBy(asc(checkpoints.id))
    .limit(1);

  const editor = await createExpert({
    ...caller,
    input: ExpertInputSchema.parse({
      user_id: people.editor.id,
      title: 'Customer Experience Lead',
      expertise: ['Customer service', 'Complaint handling', 'Coaching'],
      bio: 'Ten years on the service floor and in the contact centre; teaches the customer service programme.',
      expert_level_id: levels[1]?.id ?? null,
      phone: '+62 21 555 0101',
    }),
  });
  await createExpert({
    ...caller,
    input: ExpertInputSchema.parse({
      name: 'Dewi Anggraini',
      title: 'Independent Facilitator, Service Design',
      expertise: ['Service design', 'Workshop facilitation'],
      bio: 'An outside facilitator the organisation invites for service-design workshops.',
      expert_level_id: levels[2]?.id ?? null,
      email: 'dewi.anggraini@example.com',
      phone: '+62 812 5550 2020',
    }),
  });

  const steps = [
    ...(course ? [{ kind: 'course', ref_id: course.id }] : []),
    ...(checkpoint ? [{ kind: 'checkpoint', ref_id: checkpoint.id }] : []),
    { kind: 'sessions', sessions: 2 },
  ];
  await createJourney({
    ...caller,
    input: JourneyInputSchema.parse({
      title: 'Certified Customer Service Trainer',
      description: 'Complete the programme as a learner, meet the competency check, then teach two sessions.',
      expert_level_id: levels[1]?.id ?? null,
      status: 'publish',
      steps,
      expert_ids: [editor.id],
    }),
  });
}
