import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { DEFAULT_ROUTE_RULE } from '@/lib/permissions';
import type { ImportPlan } from './plan-import';

/**
 * The password hash of a user created by an import: no scrypt hash, so no password ever verifies against it
 * (verifyPassword answers false). The invitation (issue 16's user screens) or a password reset sets a real one.
 */
export const NO_PASSWORD = '!imported-without-password';
/** Rows per statement: a jsonb parameter of a few MB at most (10 000 rows are two statements). */
const CHUNK = 5_000;

const chunks = <T>(items: T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/**
 * Writes a checked plan set-based, inside the caller's transaction: one multi-row INSERT per chunk of new users,
 * one UPDATE … FROM jsonb_to_recordset per chunk of changed users, their roles replaced in two statements, the
 * sessions of users switched off deleted, and one audit entry per user written in one INSERT (docs/decisions/0078).
 * New users get the one default route rule (DEFAULT_ROUTE_RULE, decision 0118), as the form, SSO and SCIM give.
 */
export async function writeImport(tx: Tx, organizationId: number, actorId: number, plan: ImportPlan) {
  const created: { id: number; email: string }[] = [];
  for (const part of chunks(plan.creates)) {
    const values = part.map(({ row: _row, roleIds: _roles, ...u }) => u);
    const res = await tx.execute(sql`
      insert into users (organization_id, full_name, email, nik, position, phone, division_id, company_id, status, password_hash, rule)
      select ${organizationId}, v.full_name, v.email, v.nik, v.position, v.phone, v.division_id, v.company_id, v.status, ${NO_PASSWORD}, ${DEFAULT_ROUTE_RULE}
      from jsonb_to_recordset(${json(values)}) as v(full_name text, email text, nik text, position text, phone text, division_id int, company_id int, status text)
      returning id, email`);
    created.push(...rowsOf<{ id: number; email: string }>(res));
  }
  const idByEmail = new Map(created.map((c) => [c.email, c.id]));

  for (const part of chunks(plan.updates)) {
    const values = part.map((u) => ({ id: u.id, ...u.set }));
    await tx.execute(sql`
      update users u set
        full_name = coalesce(v.full_name, u.full_name), email = coalesce(v.email, u.email), nik = coalesce(v.nik, u.nik),
        position = coalesce(v.position, u.position), phone = coalesce(v.phone, u.phone),
        division_id = coalesce(v.division_id, u.division_id), company_id = coalesce(v.company_id, u.company_id),
        status = coalesce(v.status, u.status), updated_at = now()
      from jsonb_to_recordset(${json(values)}) as v(id int, full_name text, email text, nik text, position text, phone text, division_id int, company_id int, status text)
      where u.id = v.id and u.organization_id = ${organizationId}`);
  }

  const replaced = plan.updates.filter((u) => u.roleIds).map((u) => u.id);
  const memberships = [
    ...plan.creates.flatMap((c) => c.roleIds.map((roleId) => ({ user_id: idByEmail.get(c.email)!, role_id: roleId }))),
    ...plan.updates.flatMap((u) => (u.roleIds ?? []).map((roleId) => ({ user_id: u.id, role_id: roleId }))),
  ];
  if (replaced.length) await tx.execute(sql`delete from user_roles where user_id in (select value::int from jsonb_array_elements_text(${json(replaced)}))`);
  for (const part of chunks(memberships))
    await tx.execute(sql`
      insert into user_roles (user_id, role_id)
      select v.user_id, v.role_id from jsonb_to_recordset(${json(part)}) as v(user_id int, role_id int) on conflict do nothing`);

  // Switched off: their sessions end now (the next request signs them out), their results stay.
  const stopped = plan.updates.filter((u) => u.set.status === 'inactive').map((u) => u.id);
  if (stopped.length) await tx.execute(sql`delete from sessions where user_id in (select value::int from jsonb_array_elements_text(${json(stopped)}))`);

  const entries = [
    ...plan.creates.map(({ roleIds, row: _row, ...u }) => ({
      action: 'import-create',
      entity_id: String(idByEmail.get(u.email)),
      before: null,
      after: { ...u, role_ids: roleIds },
    })),
    ...plan.updates.map((u) => ({
      action: 'import-update',
      entity_id: String(u.id),
      before: { ...u.before, ...(u.roleIds ? { role_ids: u.rolesBefore } : {}) },
      after: { ...u.set, ...(u.roleIds ? { role_ids: u.roleIds } : {}) },
    })),
  ];
  for (const part of chunks(entries))
    await tx.execute(sql`
      insert into audit_log (organization_id, user_id, action, entity, entity_id, before, after)
      select ${organizationId}, ${actorId || null}::int, v.action, 'user', v.entity_id, v.before, v.after
      from jsonb_to_recordset(${json(part)}) as v(action text, entity_id text, before jsonb, after jsonb)`);
  return { created: created.length, updated: plan.updates.length };
}
