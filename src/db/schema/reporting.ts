// The reporting area's tables (drizzle/reporting holds their migrations: DB_MODULE=reporting npm run db:generate).
// Imported directly where needed (src/db/schema/index.ts does not list it): an area's schema belongs to its area.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';

const ISSUE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
const ISSUE_CATEGORIES = ['broken_media', 'wrong_answer', 'incorrect_content', 'missing_file', 'other'] as const;

/**
 * A problem a learner reported with a content (a broken video, a wrong answer key) through the learner API, followed
 * up on the issue report: open → in progress → resolved, with an assignee (docs/decisions/0143). The content is named
 * by its declared type and id, with its title as it was when reported (the content may be deleted later).
 */
export const contentIssues = pgTable(
  'content_issues',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    contentId: integer('content_id').notNull(),
    contentTitle: text('content_title').notNull(),
    category: text('category', { enum: ISSUE_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ISSUE_STATUSES }).notNull().default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('content_issues_org_created_idx').on(t.organizationId, t.createdAt, t.id),
    index('content_issues_org_status_idx').on(t.organizationId, t.status, t.createdAt),
    index('content_issues_reporter_idx').on(t.reporterId, t.createdAt),
    check('content_issues_status', sql`${t.status} in ('open', 'in_progress', 'resolved')`),
  ],
);

/** An issue's history: reported, a status change, an assignment, a note; who and when (shown on the issue's detail). */
export const contentIssueEvents = pgTable(
  'content_issue_events',
  {
    id: serial('id').primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => contentIssues.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_issue_events_issue_idx').on(t.issueId, t.createdAt, t.id)],
);
