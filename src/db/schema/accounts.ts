import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { companies, divisions } from './directory';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    position: text('position'),
    picture: text('picture'),
    email: text('email').notNull(),
    nik: text('nik'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The person's manager (IDP and checkpoint approvals). */
    managerId: integer('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * active can sign in; pending waits for an administrator (self-registered); invited has been sent a one-time
     * link and has no password yet; inactive is switched off (its sessions end, its results stay).
     */
    status: text('status', { enum: ['active', 'pending', 'invited', 'inactive'] })
      .notNull()
      .default('active'),
    /** The route rule of spec 000 §6: admin reaches admin and editor routes, editor only editor routes. */
    rule: text('rule', { enum: ['admin', 'editor'] })
      .notNull()
      .default('admin'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_org_email_uq').on(t.organizationId, sql`lower(${t.email})`),
    uniqueIndex('users_org_nik_uq').on(t.organizationId, t.nik),
    index('users_full_name_trgm').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
    // Reports search people by name, NIK, email or job position: with all four indexed the OR becomes a bitmap OR.
    index('users_nik_trgm').using('gin', sql`${t.nik} gin_trgm_ops`),
    index('users_position_trgm').using('gin', sql`${t.position} gin_trgm_ops`),
    index('users_org_division_idx').on(t.organizationId, t.divisionId),
    index('users_org_company_idx').on(t.organizationId, t.companyId),
    index('users_manager_idx').on(t.managerId),
    // The user list's sorts (newest first by default, name, last update) walk an index from the organisation (issue 16).
    index('users_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('users_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('users_org_name_lower_idx').on(t.organizationId, sql`lower(${t.fullName})`, t.id),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** The organisation's built-in administrator role: it always keeps account-role and cannot be deleted. */
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_org_name_uq').on(t.organizationId, t.name)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionKey: text('permission_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionKey] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export type User = typeof users.$inferSelect;
export type Role = typeof roles.$inferSelect;
