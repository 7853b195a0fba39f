import type { Db } from '@/db/client';
import { auditLog, users } from '@/db/schema';
import { hashPassword } from '@/server/auth/password';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { DEFAULT_ROUTE_RULE } from '@/lib/permissions';
import { findOrganizationByCode } from '@/server/org';
import { accountMessages } from '../messages';
import type { RegisterInput } from '../schemas';

/** Self-registration: the account waits (status pending, no role) until an administrator activates it. */
export async function register({ db, input }: { db: Db; input: RegisterInput }): Promise<{ id: number; message: string }> {
  const org = await findOrganizationByCode(db, input.org_code);
  if (!org) throw new AppError('NOT_FOUND', accountMessages.unknownOrganization);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          organizationId: org.id,
          fullName: input.full_name,
          email: input.email,
          nik: input.nik || null,
          position: input.position || null,
          phone: input.phone || null,
          passwordHash,
          status: 'pending',
          rule: DEFAULT_ROUTE_RULE,
        })
        .returning({ id: users.id });
      await tx.insert(auditLog).values({
        organizationId: org.id,
        userId: row.id,
        action: 'register',
        entity: 'user',
        entityId: String(row.id),
        after: { full_name: input.full_name, email: input.email, nik: input.nik ?? null, status: 'pending' },
      });
      return { id: row.id, message: accountMessages.registered(org.title) };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('CONFLICT', accountMessages.emailTaken, { title: 'Failed' });
    }
    throw err;
  }
}
