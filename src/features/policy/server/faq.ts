import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { policyFaqs } from '@/db/schema/policy';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { policyMessages as M } from '../messages';
import type { Faq, FaqInputSchema } from '../schemas';
import type { z } from 'zod';

/** The organisation's FAQ in its order (empty and never saved: no items, updated_at null). */
export async function getFaq(s: { db: DbOrTx; organizationId: number }): Promise<Faq> {
  const [row] = await s.db
    .select({ items: policyFaqs.items, updatedAt: policyFaqs.updatedAt, updatedBy: users.fullName })
    .from(policyFaqs)
    .leftJoin(users, eq(users.id, policyFaqs.updatedBy))
    .where(eq(policyFaqs.organizationId, s.organizationId));
  return row ? { items: row.items, updated_at: row.updatedAt.toISOString(), updated_by: row.updatedBy } : { items: [], updated_at: null, updated_by: null };
}

/**
 * Replaces the whole FAQ with the list as the screen orders it, in one transaction. `updated_at` is the FAQ the edit
 * started from (null: it had never been saved): anything else stored now is a 409.
 */
export async function saveFaq(s: { db: Db; organizationId: number; userId: number; input: z.output<typeof FaqInputSchema> }): Promise<Faq> {
  const { organizationId, userId, input } = s;
  try {
    await s.db.transaction(async (tx) => {
      const [before] = await tx.select().from(policyFaqs).where(eq(policyFaqs.organizationId, organizationId)).for('update');
      const startedFrom = input.updated_at ? new Date(input.updated_at).getTime() : null;
      if ((before?.updatedAt.getTime() ?? null) !== startedFrom) throw new AppError('CONFLICT');
      const values = { items: input.items, updatedBy: userId, updatedAt: new Date() };
      if (before) await tx.update(policyFaqs).set(values).where(eq(policyFaqs.organizationId, organizationId));
      else await tx.insert(policyFaqs).values({ organizationId, ...values });
      await writeAudit(tx, {
        organizationId,
        userId,
        action: before ? 'update' : 'create',
        entity: 'policy-faq',
        entityId: organizationId,
        before: before?.items,
        after: input.items,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT');
    throw err;
  }
  return getFaq(s);
}

/**
 * GET organizations/{id}/footer (spec 002 §7): the FAQ as JSON text, a JSON array of { question, answer } in order.
 * The organisation is the one the host names; any other id is a 404.
 */
export async function getFooter(s: { db: DbOrTx; organizationId: number; id: number }) {
  if (s.id !== s.organizationId) throw new AppError('NOT_FOUND', M.organizationNotFound);
  const faq = await getFaq(s);
  return { organization_id: s.organizationId, faq: JSON.stringify(faq.items.map(({ question, answer }) => ({ question, answer }))) };
}
