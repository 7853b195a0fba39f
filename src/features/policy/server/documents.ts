import { aliasedTable, and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { policyAcceptances, policyDocuments } from '@/db/schema/policy';
import { allQueries } from '@/db/all-queries';
import { AppError } from '@/server/http/app-error';
import { policyMessages as M } from '../messages';
import type { PolicyDocument, PolicyKind, PolicyOverview, VersionRow } from '../schemas';

export interface DocumentScope {
  db: DbOrTx;
  organizationId: number;
  kind: PolicyKind;
}

const editor = aliasedTable(users, 'editor');
const publisher = aliasedTable(users, 'publisher');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns every read of a document answers (without the body). */
const summary = {
  id: policyDocuments.id,
  kind: policyDocuments.kind,
  status: policyDocuments.status,
  version: policyDocuments.version,
  changeNote: policyDocuments.changeNote,
  updatedAt: policyDocuments.updatedAt,
  publishedAt: policyDocuments.publishedAt,
  updatedBy: editor.fullName,
  publishedBy: publisher.fullName,
};
interface SummaryRow {
  id: number;
  kind: PolicyKind;
  status: 'draft' | 'publish';
  version: number | null;
  changeNote: string;
  updatedAt: Date;
  publishedAt: Date | null;
  updatedBy: string | null;
  publishedBy: string | null;
}

function toSummary(r: SummaryRow) {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    version: r.version,
    change_note: r.changeNote,
    updated_at: r.updatedAt.toISOString(),
    updated_by: r.updatedBy,
    published_at: iso(r.publishedAt),
    published_by: r.publishedBy,
  };
}

const selectWithBody = (db: DbOrTx) =>
  db
    .select({ ...summary, body: policyDocuments.body })
    .from(policyDocuments)
    .leftJoin(editor, eq(editor.id, policyDocuments.updatedBy))
    .leftJoin(publisher, eq(publisher.id, policyDocuments.publishedBy))
    .$dynamic();
const selectSummary = (db: DbOrTx) =>
  db
    .select({ ...summary, acceptedCount: count(policyAcceptances.id) })
    .from(policyDocuments)
    .leftJoin(editor, eq(editor.id, policyDocuments.updatedBy))
    .leftJoin(publisher, eq(publisher.id, policyDocuments.publishedBy))
    .leftJoin(policyAcceptances, eq(policyAcceptances.documentId, policyDocuments.id))
    .groupBy(policyDocuments.id, editor.fullName, publisher.fullName)
    .$dynamic();

const scoped = (s: { organizationId: number; kind: PolicyKind }) => and(eq(policyDocuments.organizationId, s.organizationId), eq(policyDocuments.kind, s.kind));

/** The current version (the highest published number), or null. */
async function currentDocument(s: DocumentScope): Promise<PolicyDocument | null> {
  const [row] = await selectWithBody(s.db)
    .where(and(scoped(s), isNotNull(policyDocuments.version)))
    .orderBy(desc(policyDocuments.version))
    .limit(1);
  return row ? { ...toSummary(row), body: row.body } : null;
}

/** The draft, or null. */
async function draftDocument(s: DocumentScope): Promise<PolicyDocument | null> {
  const [row] = await selectWithBody(s.db).where(and(scoped(s), eq(policyDocuments.status, 'draft')));
  return row ? { ...toSummary(row), body: row.body } : null;
}

/** The settings screen: current version, draft and the published versions, newest first, with their acceptances. */
export async function getPolicyOverview(s: DocumentScope): Promise<PolicyOverview> {
  const [current, draft, rows] = await allQueries(
    s.db,
    () => currentDocument(s),
    () => draftDocument(s),
    () =>
      selectSummary(s.db)
        .where(and(scoped(s), isNotNull(policyDocuments.version)))
        .orderBy(desc(policyDocuments.version)),
  );
  const versions: VersionRow[] = rows.map((r) => ({ ...toSummary(r), accepted_count: Number(r.acceptedCount) }));
  return { kind: s.kind, current, draft, versions };
}

/** One version or the draft of this organisation's document of this kind (anything else is a 404). */
export async function getPolicyVersion(s: DocumentScope & { id: number }): Promise<PolicyDocument> {
  const [row] = await selectWithBody(s.db).where(and(scoped(s), eq(policyDocuments.id, s.id)));
  if (!row) throw new AppError('NOT_FOUND', M.versionNotFound);
  return { ...toSummary(row), body: row.body };
}
