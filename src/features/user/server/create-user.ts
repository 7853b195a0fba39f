import { randomBytes } from 'node:crypto';
import { assertMayGrantRoles } from '@/server/access/grant-guard';
import type { Db } from '@/db/client';
import { userRoles, users } from '@/db/schema';
import { writeAudit } from '@/server/audit';
import { hashPassword } from '@/server/auth/password';
import type { UserCreateValues } from '../schemas';
import { lockAccounts } from './last-admin';
import { checkRefs, checkUnique, duplicateField } from './load-user';
import { mailLink, type LinkContext } from './send-link';

/** What the audit entry records of a person (never a password or its hash). */
export const personSnapshot = (v: {
  full_name: string;
  email: string;
  nik: string | null;
  position: string | null;
  phone: string | null;
  picture: string | null;
  division_id: number | null;
  company_id: number | null;
  manager_id: number | null;
  role_ids: number[];
  rule: string;
  status: string;
}) => ({
  full_name: v.full_name,
  email: v.email,
  nik: v.nik,
  position: v.position,
  phone: v.phone,
  picture: v.picture,
  division_id: v.division_id,
  company_id: v.company_id,
  manager_id: v.manager_id,
  role_ids: [...v.role_ids].sort((a, b) => a - b),
  rule: v.rule,
  status: v.status,
});

/**
 * A new person of the organisation: with the administrator's password (active or inactive at once), or invited by
 * e-mail with a one-time link (status invited; the password is an unusable random hash until the link is used).
 * The e-mail goes out inside the transaction, so a refused e-mail creates nobody.
 */
export async function createUser(options: { db: Db; organizationId: number; userId: number; input: UserCreateValues; link: LinkContext }) {
  const { db, organizationId, userId, input, link } = options;
  try {
    return await db.transaction(async (tx) => {
      await lockAccounts(tx, organizationId);
      await checkUnique(tx, organizationId, input.email, input.nik, null);
      await checkRefs(tx, organizationId, input, null);
      await assertMayGrantRoles(tx, organizationId, userId, input.role_ids);
      const invite = input.access === 'invite';
      const status = invite ? 'invited' : input.status;
      const [row] = await tx
        .insert(users)
        .values({
          organizationId,
          fullName: input.full_name,
          email: input.email,
          nik: input.nik,
          position: input.position,
          phone: input.phone,
          picture: input.picture,
          divisionId: input.division_id,
          companyId: input.company_id,
          managerId: input.manager_id,
          rule: input.rule,
          status,
          passwordHash: await hashPassword(invite ? randomBytes(32).toString('base64url') : input.password),
        })
        .returning();
      const roleIds = [...new Set(input.role_ids)];
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row.id, roleId })));
      await writeAudit(tx, {
        organizationId,
        userId,
        action: 'create',
        entity: 'user',
        entityId: row.id,
        after: { ...personSnapshot({ ...input, role_ids: roleIds, status }), password: invite ? 'invitation sent' : 'set by an administrator' },
      });
      if (invite) await mailLink(tx, row, 'invitation', userId, link);
      return { id: row.id, invited: invite };
    });
  } catch (err) {
    throw duplicateField(err) ?? err;
  }
}
