import { and, eq, max } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { policyDocuments } from '@/db/schema/policy';
import { writeAudit } from '@/server/audit';
import { isUniqueViolation } from '@/server/db-errors';
import { AppError } from '@/server/http/app-error';
import { hasVisibleContent, sanitizeRichText } from '@/server/sanitize';
import { policyMessages as M } from '../messages';
import type { DraftInputSchema, PolicyDocument, PolicyKind } from '../schemas';
import type { z } from 'zod';
import { getPolicyVersion } from './documents';

interface WriteScope {
  db: Db;
  organizationId: number;
  userId: number;
  kind: PolicyKind;
}
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });
/** The instant the screen started from is not the stored one (millisecond precision, as the answers carry it). */
const stale = (startedFrom: string | null, stored: Date | undefined) =>
  startedFrom ? !stored || new Date(startedFrom).getTime() !== stored.getTime() : !!stored;

/** The draft's row, locked for the change (or undefined). */
async function lockDraft(tx: DbOrTx, s: { organizationId: number; kind: PolicyKind }) {
  const [row] = await tx
    .select()
    .from(policyDocuments)
    .where(and(eq(policyDocuments.organizationId, s.organizationId), eq(policyDocuments.kind, s.kind), eq(policyDocuments.status, 'draft')))
    .for('update');
  return row;
}

/**
 * Saves the draft: its rich text sanitised here (the editor is never trusted), which must still show something. The
 * screen sends the `updated_at` of the draft it edits (null when it started without one): a draft saved, discarded
 * or published by someone else since is a 409, so nobody's text is overwritten silently.
 */
export async function saveDraft(s: WriteScope & { input: z.output<typeof DraftInputSchema> }): Promise<PolicyDocument> {
  const body = sanitizeRichText(s.input.body);
  if (!hasVisibleContent(body)) throw invalid('body', M.bodyEmpty);
  const { organizationId, userId, kind } = s;
  try {
    return await s.db.transaction(async (tx) => {
      const draft = await lockDraft(tx, s);
      if (stale(s.input.updated_at, draft?.updatedAt)) throw new AppError('CONFLICT');
      const values = { body, changeNote: s.input.change_note, updatedBy: userId, updatedAt: new Date() };
      const [row] = draft
        ? await tx.update(policyDocuments).set(values).where(eq(policyDocuments.id, draft.id)).returning()
        : await tx
            .insert(policyDocuments)
            .values({ organizationId, kind, status: 'draft', createdBy: userId, ...values })
            .returning();
      await writeAudit(tx, {
        organizationId,
        userId,
        action: draft ? 'update' : 'create',
        entity: `policy-${kind}`,
        entityId: row.id,
        before: draft ? { body: draft.body, change_note: draft.changeNote } : undefined,
        after: { body: row.body, change_note: row.changeNote },
      });
      return getPolicyVersion({ db: tx, organizationId, kind, id: row.id });
    });
  } catch (err) {
    // Two first drafts at once: the one-draft index keeps the second out.
    if (isUniqueViolation(err)) throw new AppError('CONFLICT');
    throw err;
  }
}

/** Discards the draft as the screen last saw it (a published version is never deleted). */
export async function discardDraft(s: WriteScope & { updatedAt: string }): Promise<void> {
  await s.db.transaction(async (tx) => {
    const draft = await lockDraft(tx, s);
    if (!draft) throw new AppError('NOT_FOUND', M.noDraftToDiscard);
    if (stale(s.updatedAt, draft.updatedAt)) throw new AppError('CONFLICT');
    await tx.delete(policyDocuments).where(eq(policyDocuments.id, draft.id));
    await writeAudit(tx, {
      organizationId: s.organizationId,
      userId: s.userId,
      action: 'delete',
      entity: `policy-${s.kind}`,
      entityId: draft.id,
      before: { body: draft.body },
    });
  });
}

async function nextVersion(tx: Tx, s: { organizationId: number; kind: PolicyKind }): Promise<number> {
  const [row] = await tx
    .select({ last: max(policyDocuments.version) })
    .from(policyDocuments)
    .where(and(eq(policyDocuments.organizationId, s.organizationId), eq(policyDocuments.kind, s.kind)));
  return (row?.last ?? 0) + 1;
}

/**
 * Publishes the draft as it was last saved: it becomes the next version (1, 2, …) and the current one, and from
 * then on every learner who has not accepted it must accept it (the learner API reports it). Nothing is published
 * twice: the draft is locked, and the version index refuses a second number.
 */
export async function publishDraft(s: WriteScope & { updatedAt: string }): Promise<PolicyDocument> {
  const { organizationId, userId, kind } = s;
  try {
    return await s.db.transaction(async (tx) => {
      const draft = await lockDraft(tx, s);
      if (!draft) throw new AppError('NOT_FOUND', M.noDraft);
      if (stale(s.updatedAt, draft.updatedAt)) throw new AppError('CONFLICT');
      const version = await nextVersion(tx, s);
      const now = new Date();
      await tx
        .update(policyDocuments)
        .set({ status: 'publish', version, publishedAt: now, publishedBy: userId, updatedAt: now })
        .where(eq(policyDocuments.id, draft.id));
      await writeAudit(tx, { organizationId, userId, action: 'publish', entity: `policy-${kind}`, entityId: draft.id, after: { version } });
      return getPolicyVersion({ db: tx, organizationId, kind, id: draft.id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT');
    throw err;
  }
}
