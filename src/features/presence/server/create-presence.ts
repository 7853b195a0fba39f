import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { presences } from '@/db/schema/presence';
import { writeAudit } from '@/server/audit';
import type { PresenceInput } from '../schemas';

/** A fresh QR code (the presence's secret part of every check-in token). */
export const newPresenceCode = () => randomBytes(12).toString('base64url');

export async function createPresence(options: { db: Db; organizationId: number; userId: number; input: PresenceInput }) {
  const { db, organizationId, userId, input } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(presences)
      .values({
        organizationId,
        title: input.title,
        description: input.description,
        contentType: input.content_type,
        code: newPresenceCode(),
        createdBy: userId,
      })
      .returning();
    await writeAudit(tx, { organizationId, userId, action: 'create', entity: 'presence', entityId: row.id, after: { ...input } });
    return { id: row.id, title: row.title, code: row.code, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
  });
}
