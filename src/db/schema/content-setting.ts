// The content-setting area's table (drizzle/content-setting holds its migrations: DB_MODULE=content-setting npm run
// db:generate). Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to
// its area; the wizards read it through src/server/content-defaults.ts (docs/decisions/0132).
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { files } from './files';
import { roles, users } from './accounts';
import { certificateTemplates } from './certificate';

const learningOrders = ['sequential', 'random'] as const;

/**
 * The organisation's defaults for new content (/setting/content, issue 30, docs/decisions/0132). One row per
 * organisation at most; none means the console's own defaults (src/server/content-defaults.ts). The thumbnail is
 * one of the six defaults or an uploaded image, never both; each certificate default is a template of its type.
 */
export const contentSettings = pgTable('content_settings', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  thumbnailDefault: integer('thumbnail_default'),
  thumbnailFileId: integer('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
  certificateCourseId: integer('certificate_course_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
  certificateProgramId: integer('certificate_program_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
  certificateClassroomId: integer('certificate_classroom_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
  certificateLiveEventId: integer('certificate_live_event_id').references(() => certificateTemplates.id, { onDelete: 'set null' }),
  learningOrder: text('learning_order', { enum: learningOrders }).notNull().default('sequential'),
  allowDownload: boolean('allow_download').notNull().default(true),
  reviewRequired: boolean('review_required').notNull().default(false),
  /** The role whose members publish; the others' publishing puts the content into review. */
  reviewRoleId: integer('review_role_id').references(() => roles.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
