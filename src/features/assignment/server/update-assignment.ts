import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { assignments } from '@/db/schema/assignment';
import { optimisticUpdate, type Versioned } from '@/server/optimistic-update';
import type { AssignmentData } from '../schemas';
import { cleanInput } from './create-assignment';
import { loadAssignment } from './load';

const FIELDS = [
  'title',
  'instruction',
  'gradingStatus',
  'assignmentType',
  'uploadCondition',
  'submitCondition',
  'displayResult',
  'allowedUploadExtensions',
] as const;
const pick = (a: Record<(typeof FIELDS)[number], unknown>) => Object.fromEntries(FIELDS.map((f) => [f, a[f]]));

// Every save is written, even an identical one: changing an assignment resets it (spec 002 §5).
const versioned: Versioned<typeof assignments> = { table: assignments, entity: 'assignment', load: loadAssignment, snapshot: pick, skipUnchanged: false };

/** Saves an edit; when the caller says which version it started from, a newer stored version is a 409. */
export async function updateAssignment(options: { db: DbOrTx; organizationId: number; userId: number; id: number; input: AssignmentData; updatedAt?: string }) {
  const values = cleanInput(options.input);
  const result = await optimisticUpdate(versioned, {
    ...options,
    startedFrom: options.updatedAt,
    next: pick(values),
    // Later than the stored instant even when the clock has not moved on, so the next edit's version differs.
    changes: (_tx, before) => ({ ...values, updatedAt: sql`greatest(now(), ${before.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')` }),
  });
  return { id: options.id, updated_at: result.updated_at };
}
