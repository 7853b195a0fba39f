import type { DbOrTx } from '@/db/client';
import { videos } from '@/db/schema';

type NewVideo = typeof videos.$inferInsert;

export async function insertVideo(db: DbOrTx, overrides: Partial<NewVideo> & { organizationId: number }) {
  const [row] = await db
    .insert(videos)
    .values({ title: 'Untitled video', status: 'draft', durationSeconds: 300, ...overrides })
    .returning();
  return row;
}
