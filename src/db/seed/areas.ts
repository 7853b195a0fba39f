import type { Tx } from '../client';
import type { Organization } from '../schema';
import type { SeededLearning, SeedPeople } from './learning';
import { seedQuizzes } from './quiz';
import { seedPresences } from './presence';
import { seedAssignments } from './assignment';

export interface SeedContext {
  org: Organization;
  people: SeedPeople;
  learning: SeededLearning;
}

/** Each area seeds its own demo content into the demo organisation's learning structure. */
export async function seedAreas(tx: Tx, ctx: SeedContext): Promise<void> {
  await seedQuizzes(tx, ctx);
  await seedPresences(tx, ctx);
  await seedAssignments(tx, ctx);
}
