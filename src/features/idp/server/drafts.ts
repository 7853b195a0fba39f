import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { idpDrafts, type StoredDraft } from '@/db/schema/idp';

import { addLearning, type Draft, type DraftInput, type IdpTab, type Learning } from '../schemas';
import { resolveLearnings } from './sources';
import { getTemplate } from './templates';

type Key = { db: DbOrTx; organizationId: number; userId: number; tab: IdpTab; templateId: number };

const where = (k: Key) =>
  and(eq(idpDrafts.organizationId, k.organizationId), eq(idpDrafts.userId, k.userId), eq(idpDrafts.tab, k.tab), eq(idpDrafts.templateId, k.templateId));

const toDraft = (k: Key, data: StoredDraft, updatedAt: Date | null): Draft => ({
  tab: k.tab,
  template_id: k.templateId,
  fields: { title: data.title, description: data.description, topics: data.topics, objectives: data.objectives, thumbnail: data.thumbnail },
  learnings: data.learnings.map((l) => ({ ...l, group: l.group as Learning['group'] })),
  updated_at: updatedAt?.toISOString() ?? null,
});

/** Where an edit starts: the template as stored (another organisation's, or another tab's, is a 404). */
async function startingPoint(k: Key): Promise<StoredDraft> {
  if (!k.templateId) return { title: '', description: '', topics: [], objectives: [], thumbnail: 1, learnings: [] };
  const t = await getTemplate({ db: k.db, organizationId: k.organizationId, id: k.templateId, tab: k.tab });
  return { ...t, objectives: t.objectives.map((o) => o.id) };
}

/**
 * The caller's draft of a new template of the tab (template 0) or of an edit: what they left at any step, or, with
 * none kept, an empty one (a new template) or the template as stored (an edit).
 */
export async function getDraft(k: Key): Promise<Draft> {
  const start = k.templateId ? await startingPoint(k) : null;
  const [row] = await k.db.select().from(idpDrafts).where(where(k));
  if (row) return toDraft(k, row.data, row.updatedAt);
  return toDraft(k, start ?? (await startingPoint(k)), null);
}

/**
 * Keeps a step: the fields of the first step, the cart of the learning and cart steps, or both. The cart is kept under
 * spec 002 §4's rules (a single group's pick replaces the one before, a duplicate is left out) with the titles as
 * stored; an item that is not the organisation's is a 400.
 */
export async function saveDraft(s: { db: Db; organizationId: number; userId: number; input: DraftInput }): Promise<Draft> {
  const { input } = s;
  const k: Key = { ...s, tab: input.tab, templateId: input.template_id };
  return s.db.transaction(async (tx) => {
    const key = { ...k, db: tx };
    const [row] = await tx.select().from(idpDrafts).where(where(key)).for('update');
    const data: StoredDraft = row?.data ?? (await startingPoint(key));
    if (input.fields) Object.assign(data, input.fields);
    if (input.learnings) {
      const resolved = await resolveLearnings({ db: tx, organizationId: s.organizationId }, input.learnings);
      data.learnings = resolved.reduce<Learning[]>((cart, l) => addLearning(cart, l), []) as StoredDraft['learnings'];
    }
    const now = new Date();
    if (row) await tx.update(idpDrafts).set({ data, updatedAt: now }).where(eq(idpDrafts.id, row.id));
    else
      await tx
        .insert(idpDrafts)
        .values({ organizationId: s.organizationId, userId: s.userId, tab: input.tab, templateId: input.template_id, data, updatedAt: now })
        .onConflictDoUpdate({ target: [idpDrafts.organizationId, idpDrafts.userId, idpDrafts.tab, idpDrafts.templateId], set: { data, updatedAt: now } });
    return toDraft(key, data, now);
  });
}

/** Drops the caller's draft (Cancel): nothing kept is no error. */
export async function discardDraft(k: Key): Promise<void> {
  if (k.templateId) await startingPoint(k);
  await k.db.delete(idpDrafts).where(where(k));
}
