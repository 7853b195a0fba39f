import type { DbOrTx } from '@/db/client';
import { presenceAttendances, presences } from '@/db/schema/presence';
import { newPresenceCode } from './server/create-presence';

type NewPresence = typeof presences.$inferInsert;
type NewAttendance = typeof presenceAttendances.$inferInsert;
let seq = 0;

/** Builders for presences and their attendance (tests and seed). */
function buildPresence(overrides: Partial<NewPresence> & { organizationId: number }): NewPresence {
  seq += 1;
  return { title: `Presence ${seq}`, description: 'Attendance for the session', contentType: 'classroom', code: newPresenceCode(), ...overrides };
}

export async function insertPresence(db: DbOrTx, overrides: Partial<NewPresence> & { organizationId: number }) {
  const [row] = await db.insert(presences).values(buildPresence(overrides)).returning();
  return row;
}

export async function insertAttendance(db: DbOrTx, v: Omit<NewAttendance, 'source' | 'status'> & Partial<Pick<NewAttendance, 'source' | 'status'>>) {
  const [row] = await db
    .insert(presenceAttendances)
    .values({ status: 'present', source: 'qr', ...v })
    .returning();
  return row;
}
