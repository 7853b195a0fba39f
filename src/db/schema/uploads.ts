import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { users } from './accounts';
import { files } from './files';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A resumable upload in progress (tus, docs/decisions/0081): whose it is (organisation and user, checked on every
 * request), the folder it goes to and its declared length (checked against the folder's cap at creation), the kind its
 * first bytes showed, and the stored file once it is complete. The bytes wait in a temporary directory meanwhile.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The tus upload id: 32 hex characters, the last segment of /api/uploads/<id>. */
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    length: integer('length').notNull(),
    /** What the first bytes are (sniff.ts), once enough of them arrived; 'zip' waits for the whole file to say which. */
    kind: text('kind'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * Set while one request moves the complete upload into storage, and renewed while it does (a lease,
     * src/server/leases.ts): a second request waits for it; once it lapses (the process died) the storing is taken over.
     */
    finalizingAt: timestamp('finalizing_at', { withTimezone: true }),
    /**
     * The storage key the upload is being stored under, recorded before the first byte is written: a storing that
     * died half-way is rolled back by it (its bytes, part file or multipart upload removed) on restart, by the sweep,
     * or by the request that takes it over (docs/decisions/0112).
     */
    storingKey: text('storing_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // By user: a new upload counts the user's unfinished ones (issue 25: at most UPLOAD_MAX_OPEN of them).
  (t) => [index('uploads_expires_idx').on(t.expiresAt), index('uploads_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * File bytes of the 'database' storage driver in chunks (a 500 MB video is 500 rows of 1 MiB, never one value that a
 * query would have to hold whole). The older single-row file_blobs stay readable.
 */
export const fileChunks = pgTable(
  'file_chunks',
  {
    storageKey: text('storage_key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
    /** When the row was written: chunks of no file, older than the upload expiry, are a write that died (the sweep removes them). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storageKey, t.seq] })],
);

export type UploadRow = typeof uploads.$inferSelect;
