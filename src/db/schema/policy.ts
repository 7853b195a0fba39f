// The policy area's tables (drizzle/policy holds their migrations: DB_MODULE=policy npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

const POLICY_KINDS = ['term_and_condition', 'user_policy'] as const;

/**
 * The versions of an organisation's terms and conditions and its user policy (docs/decisions/0125): at most one
 * draft per kind (status draft, no version number yet), and the published versions (status publish, numbered 1, 2, …
 * in the order they were published), which are never changed or deleted. The current version is the highest number.
 * The body is rich text, sanitised on the server before it is stored.
 */
export const policyDocuments = pgTable(
  'policy_documents',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POLICY_KINDS }).notNull(),
    status: text('status', { enum: ['draft', 'publish'] })
      .notNull()
      .default('draft'),
    /** Null while a draft; 1, 2, … once published. */
    version: integer('version'),
    body: text('body').notNull(),
    /** What changed, in the administrator's words (shown in the version history). */
    changeNote: text('change_note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('policy_documents_version_uq').on(t.organizationId, t.kind, t.version),
    uniqueIndex('policy_documents_one_draft_uq')
      .on(t.organizationId, t.kind)
      .where(sql`${t.status} = 'draft'`),
  ],
);

/** Who accepted which published version, and when (one row per user and version; the first acceptance is kept). */
export const policyAcceptances = pgTable(
  'policy_acceptances',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => policyDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('policy_acceptances_user_document_uq').on(t.userId, t.documentId), index('policy_acceptances_document_idx').on(t.documentId)],
);

interface FaqItem {
  question: string;
  answer: string;
}

/** The organisation's FAQ: its ordered question and answer pairs, served to the footer call as JSON text (spec 002 §7). */
export const policyFaqs = pgTable('policy_faqs', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  items: jsonb('items').$type<FaqItem[]>().notNull().default([]),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
