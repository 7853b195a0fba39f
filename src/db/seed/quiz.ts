import type { Tx } from '../client';
import type { SeedContext } from './areas';

/** The quiz area's demo content. The area is not built yet, so it seeds nothing. */
export async function seedQuizzes(_tx: Tx, _ctx: SeedContext): Promise<void> {}
