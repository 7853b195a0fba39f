import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { appSecrets } from '@/db/schema';

/**
 * A server secret: APP_SECRET from the environment when set, else one generated on first use and kept in the
 * database, so that every instance sharing the database uses the same one. Cached per process.
 */
const cache = new Map<string, Promise<Buffer>>();

export function serverSecret(db: DbOrTx, name: string): Promise<Buffer> {
  if (process.env.APP_SECRET) return Promise.resolve(Buffer.from(`${process.env.APP_SECRET}:${name}`));
  if (!cache.has(name)) {
    cache.set(
      name,
      (async () => {
        await db
          .insert(appSecrets)
          .values({ name, value: randomBytes(32).toString('base64') })
          .onConflictDoNothing();
        const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
        return Buffer.from(row.value, 'base64');
      })().catch((err) => {
        cache.delete(name);
        throw err;
      }),
    );
  }
  return cache.get(name)!;
}
