// The certificate area's tables (drizzle/certificate holds their migrations: DB_MODULE=certificate npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';
import { learningModules } from './learning';
import { listCounterColumns } from './media';

const ORIENTATIONS = ['landscape', 'portrait'] as const;
const FONTS = ['helvetica', 'times', 'courier'] as const;

/**
 * A certificate theme (spec 000 §2 /theme): the A4 background image (a stored PNG or JPEG of the covers folder),
 * its orientation, and the text colour and font the certificate's text is set in (docs/decisions/0093).
 */
export const certificateThemes = pgTable(
  'certificate_themes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    backgroundFileId: integer('background_file_id').references(() => files.id, { onDelete: 'set null' }),
    orientation: text('orientation', { enum: ORIENTATIONS }).notNull().default('landscape'),
    /** #rrggbb */
    textColor: text('text_color').notNull().default('#1f2937'),
    font: text('font', { enum: FONTS }).notNull().default('helvetica'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_themes_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('certificate_themes_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('certificate_themes_org_title_idx').on(t.organizationId, t.title, t.id),
    index('certificate_themes_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export type CertificateTheme = typeof certificateThemes.$inferSelect;

/**
 * A certificate template (spec 000 §3 "Certificate template: id, title"; spec 002 §4 types live event 1, course 2,
 * program 3, classroom 24): what a certificate says on its theme. The theme cannot be deleted while a template uses
 * it (the foreign key restricts; the delete use case answers 409 first).
 */
export const certificateTemplates = pgTable(
  'certificate_templates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** 1 live event, 2 course, 3 program, 24 classroom. */
    type: integer('type').notNull(),
    themeId: integer('theme_id')
      .notNull()
      .references(() => certificateThemes.id, { onDelete: 'restrict' }),
    city: text('city').notNull().default(''),
    heading: text('heading').notNull(),
    body: text('body').notNull(),
    signatoryName: text('signatory_name').notNull().default(''),
    signatoryPosition: text('signatory_position').notNull().default(''),
    signatureFileId: integer('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    numberPrefix: text('number_prefix').notNull().default(''),
    validityMonths: integer('validity_months'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificate_templates_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    index('certificate_templates_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('certificate_templates_org_title_idx').on(t.organizationId, t.title, t.id),
    index('certificate_templates_org_type_idx').on(t.organizationId, t.type, t.title),
    index('certificate_templates_theme_idx').on(t.themeId),
    index('certificate_templates_title_trgm').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export type CertificateTemplate = typeof certificateTemplates.$inferSelect;

/**
 * The theme and template lists' counters (docs/decisions/0060, 0128): the organisation's total and a version bumped by
 * every write, kept by statement triggers (drizzle/certificate 0001), so a page reads its total by primary key and a
 * deep page starts at its anchor.
 */
export const certificateThemeListCounts = pgTable('certificate_theme_list_counts', listCounterColumns());
export const certificateTemplateListCounts = pgTable('certificate_template_list_counts', listCounterColumns());

/**
 * A certificate issued to a learner (docs/decisions/0139): once per learner and what they completed (the source the
 * completing area names, e.g. a course), numbered from the template's prefix, with what it says kept as it was issued
 * (the learner's name, the content's title, the dates), so a later edit of the template, the course or the person
 * changes nothing already issued. The PDF is rendered on the first download and kept in storage (`file_id`).
 */
export const issuedCertificates = pgTable(
  'issued_certificates',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The template it was issued from; deleting the template keeps the certificate (its texts are kept below). */
    templateId: integer('template_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What was completed, as the completing area names it: e.g. ('course', 12). */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    /** prefix + year + '-' + 6-digit sequence, e.g. NLA/CRS-2026-000123; unique in the organisation (any case). */
    number: text('number').notNull(),
    learnerName: text('learner_name').notNull(),
    contentTitle: text('content_title').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    uniqueIndex('issued_certificates_once_uq').on(t.organizationId, t.sourceType, t.sourceId, t.userId),
    uniqueIndex('issued_certificates_number_uq').on(t.organizationId, sql`lower(${t.number})`),
    index('issued_certificates_user_idx').on(t.userId, t.issuedAt),
    index('issued_certificates_source_idx').on(t.organizationId, t.sourceType, t.sourceId, t.issuedAt),
    index('issued_certificates_template_idx').on(t.templateId),
  ],
);
export type IssuedCertificate = typeof issuedCertificates.$inferSelect;

/** The last sequence number given per organisation, prefix and year (a certificate number's last part). */
export const certificateNumberSequences = pgTable(
  'certificate_number_sequences',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.prefix, t.year] })],
);

/**
 * What completing a classroom (any of its batches) or a program batch awards when its achievement is a certificate
 * (decision 0151): the template, of type 24 (classroom) or 3 (program), keyed by the content's learning module (the
 * classroom's module, the program's module), so it goes with the content. Courses and live events keep theirs on
 * their own row (`certificate_template_id`). A template an award names cannot be deleted (restrict; the delete
 * answers 409 first).
 */
export const certificateAwards = pgTable(
  'certificate_awards',
  {
    moduleId: integer('module_id')
      .primaryKey()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => certificateTemplates.id, { onDelete: 'restrict' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_awards_template_idx').on(t.templateId)],
);
