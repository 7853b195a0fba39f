import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { expertLevels } from '@/db/schema/directory-extra';
import { expertJourneyMembers, expertJourneySteps, expertJourneys } from '@/db/schema/expert';
import type { ExpertDetail } from '../schemas';
import { progressOf, type StepRow } from './progress';

/** The steps of journeys, in order, by journey. */
export async function stepsOf(db: DbOrTx, journeyIds: number[]): Promise<Map<number, StepRow[]>> {
  const rows = journeyIds.length
    ? await db
        .select()
        .from(expertJourneySteps)
        .where(inArray(expertJourneySteps.journeyId, journeyIds))
        .orderBy(asc(expertJourneySteps.journeyId), asc(expertJourneySteps.position))
    : [];
  const by = new Map<number, StepRow[]>();
  for (const r of rows) by.set(r.journeyId, [...(by.get(r.journeyId) ?? []), { kind: r.kind, refId: r.refId, sessions: r.sessions }]);
  return by;
}

/** The journeys one expert follows, each with how many steps they met and the level it leads to (the expert's detail). */
export async function journeyProgressOf(
  db: DbOrTx,
  organizationId: number,
  expert: { id: number; userId: number | null; name: string },
): Promise<ExpertDetail['journeys']> {
  const journeys = await db
    .select({ id: expertJourneys.id, title: expertJourneys.title, level: expertLevels.title })
    .from(expertJourneyMembers)
    .innerJoin(expertJourneys, eq(expertJourneys.id, expertJourneyMembers.journeyId))
    .leftJoin(expertLevels, eq(expertLevels.id, expertJourneys.expertLevelId))
    .where(eq(expertJourneyMembers.expertId, expert.id))
    .orderBy(asc(expertJourneys.title));
  const steps = await stepsOf(
    db,
    journeys.map((j) => j.id),
  );
  const out: ExpertDetail['journeys'] = [];
  for (const j of journeys) {
    const list = steps.get(j.id) ?? [];
    const [p] = await progressOf(db, organizationId, list, [{ expertId: expert.id, userId: expert.userId, name: expert.name }]);
    out.push({ id: j.id, title: j.title, met: p.met, steps: list.length, level_title: j.level ?? '' });
  }
  return out;
}
