import type { Tx } from '../client';
import { areas } from '@/features/areas';
import { withoutNotifications } from '@/server/notification-events';
import type { SeedBase, SeedContext } from './context';
import { seedLearning } from './learning';

/**
 * The demo's learning structure first (built through the course and classroom wizards' use cases), then each area's
 * own demo content (its manifest's seed) in the order the areas are listed, placed in that structure. The seed runs
 * the areas; an area imports nothing of src/db/seed but its types. Its invitations and gradings notify nobody
 * (decision 0131).
 */
export async function seedAreas(tx: Tx, base: SeedBase): Promise<void> {
  await withoutNotifications(async () => {
    const ctx: SeedContext = { ...base, ...(await seedLearning(tx, base)) };
    for (const area of areas) await area.seed?.(tx, ctx);
  });
}
