import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
import { organizations } from './organizations';
import { users } from './accounts';

/**
 * Every stored upload: checked by content, addressed by an unguessable key, served with its real type, to those who
 * may read its area's files (docs/decisions/0106).
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    /**
     * Whose file it is, from the folder it was stored in (server/storage/file-access.ts, the areas' manifests):
     * 'organization' for pictures shown across the console, otherwise the area whose key reads it.
     */
    area: text('area').notNull(),
    /** Storage key, e.g. 'DEMO/quiz/images/2026/11/3f9c…e1.png'. */
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_org_idx').on(t.organizationId, t.createdAt)],
);

/** Badges (spec 000 §3: id, file_url), pickable in the badge selector. */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  name: text('name'),
  fileUrl: text('file_url').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server secrets generated on first start when not given by environment (shared by every instance). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** File bytes for the 'database' storage driver (several app instances, no shared disk). */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text('storage_key').primaryKey(),
  bytes: bytea('bytes').notNull(),
});
