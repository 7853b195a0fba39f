import type { Tx } from '../client';
import { areas } from '@/features/areas';
import type { SeedContext } from './context';

export type { SeedContext } from './context';

/** Each area seeds its own demo content (its manifest's seed) into the demo organisation's learning structure. */
export async function seedAreas(tx: Tx, ctx: SeedContext): Promise<void> {
  for (const area of areas) if (area.seed) await area.seed(tx, ctx);
}
