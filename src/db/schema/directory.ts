import { integer, pgTable, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations';

/**
 * The organisation's structure (spec 000 §3: Division division_code, division_name; Company company_code,
 * company_name). Users belong to one division and one company; pickers list them (GET /divisions, /companies).
 */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('divisions_org_code_uq').on(t.organizationId, sql`lower(${t.code})`),
    index('divisions_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_org_code_uq').on(t.organizationId, sql`lower(${t.code})`),
    index('companies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type Division = typeof divisions.$inferSelect;
export type Company = typeof companies.$inferSelect;
