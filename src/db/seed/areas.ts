import type { Tx } from '../client';
import { areas } from '@/features/areas';
import type { SeedBase, SeedContext } from './context';
import type { SeededLearning } from './learning';

/**
 * Each area seeds its own demo content (its manifest's seed), in the order the areas are listed. The shell area,
 * listed first, seeds the learning structure that the others place their content in.
 */
export async function seedAreas(tx: Tx, base: SeedBase): Promise<void> {
  let learning: SeededLearning | undefined;
  const ctx: SeedContext = {
    ...base,
    get learning(): SeededLearning {
      if (!learning) throw new Error('the learning structure is seeded by the shell area, which must be listed first');
      return learning;
    },
  };
  for (const area of areas) {
    const added = await area.seed?.(tx, ctx);
    if (added?.learning) learning = added.learning;
  }
}
