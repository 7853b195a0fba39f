import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { learningModules, users } from '@/db/schema';
import { companies, divisions } from '@/db/schema/directory';
import { liveEvents } from '@/db/schema/live-event';
import { AppError } from '@/server/http/app-error';
import { journeyMessages as M } from '../messages';
import type { AudienceType } from '../schemas';

type Scope = { db: DbOrTx; organizationId: number };
const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/** What an audience type names, by name (spec 002 §3: Company company_name, Division division_name; a live event's title). */
export async function audienceOptions(s: Scope, type: Exclude<AudienceType, 'invitation'>, ids?: number[]): Promise<{ id: number; name: string }[]> {
  const { db, organizationId } = s;
  if (ids && !ids.length) return [];
  if (type === 'event') {
    return db
      .select({ id: liveEvents.id, name: learningModules.title })
      .from(liveEvents)
      .innerJoin(learningModules, eq(learningModules.id, liveEvents.moduleId))
      .where(and(eq(liveEvents.organizationId, organizationId), ids ? inArray(liveEvents.id, ids) : undefined))
      .orderBy(asc(learningModules.title), asc(liveEvents.id));
  }
  const t = type === 'company' ? companies : divisions;
  return db
    .select({ id: t.id, name: t.name })
    .from(t)
    .where(and(eq(t.organizationId, organizationId), ids ? inArray(t.id, ids) : undefined))
    .orderBy(asc(t.name), asc(t.id));
}

/** Every option the form offers, per audience type. */
export async function allAudienceOptions(s: Scope) {
  const [event, company, divisi] = [await audienceOptions(s, 'event'), await audienceOptions(s, 'company'), await audienceOptions(s, 'divisi')];
  return { event, company, divisi };
}

/** The audience's ids are the organisation's; the invited people its active people. */
export async function checkAudience(s: Scope, input: { audience_type: AudienceType; audience_ids: number[]; user_ids: number[] }) {
  if (input.audience_type !== 'invitation') {
    const found = await audienceOptions(s, input.audience_type, input.audience_ids);
    if (found.length !== new Set(input.audience_ids).size) throw invalid('audience_ids', M.audienceInvalid);
  }
  const people = [...new Set(input.user_ids)];
  if (people.length) {
    const rows = await s.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, s.organizationId), eq(users.status, 'active'), inArray(users.id, people)));
    if (rows.length !== people.length) throw invalid('user_ids', M.peopleInvalid);
  }
}
