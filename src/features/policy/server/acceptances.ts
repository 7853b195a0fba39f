import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { policyAcceptances, policyDocuments } from '@/db/schema/policy';
import { AppError } from '@/server/http/app-error';
import { POLICY_DOCUMENTS, policyMessages as M } from '../messages';
import { POLICY_KINDS, type LearnerPolicies, type PolicyKind, type UserAcceptances } from '../schemas';

interface Person {
  db: DbOrTx;
  organizationId: number;
  userId: number;
}

/** The published versions of the organisation's documents with this person's acceptances, newest version first. */
function versionsWithAcceptances(p: Person) {
  return p.db
    .select({
      id: policyDocuments.id,
      kind: policyDocuments.kind,
      version: policyDocuments.version,
      body: policyDocuments.body,
      publishedAt: policyDocuments.publishedAt,
      acceptedAt: policyAcceptances.acceptedAt,
    })
    .from(policyDocuments)
    .leftJoin(policyAcceptances, and(eq(policyAcceptances.documentId, policyDocuments.id), eq(policyAcceptances.userId, p.userId)))
    .where(and(eq(policyDocuments.organizationId, p.organizationId), isNotNull(policyDocuments.version)))
    .orderBy(desc(policyDocuments.version));
}
type Row = Awaited<ReturnType<typeof versionsWithAcceptances>>[number];

/** Per document: its current version, the versions this person accepted (newest first) and whether they must accept now. */
function perDocument(rows: Row[]) {
  return POLICY_KINDS.map((kind) => {
    const mine = rows.filter((r) => r.kind === kind);
    const current = mine[0] ?? null;
    const accepted = mine.filter((r) => r.acceptedAt).map((r) => ({ version: r.version!, accepted_at: r.acceptedAt!.toISOString() }));
    return { kind, title: POLICY_DOCUMENTS[kind].title, current, accepted, must_accept: !!current && !current.acceptedAt };
  });
}

/**
 * The learner API's answer: the current version of the terms and of the user policy, the last version the learner
 * accepted and when, and whether they must accept (again): a published version they have not accepted. Nothing
 * published yet: nothing to accept.
 */
export async function getLearnerPolicies(p: Person): Promise<LearnerPolicies> {
  const documents = perDocument(await versionsWithAcceptances(p)).map((d) => ({
    kind: d.kind,
    title: d.title,
    current: d.current ? { id: d.current.id, version: d.current.version!, body: d.current.body, published_at: d.current.publishedAt!.toISOString() } : null,
    accepted_version: d.accepted[0]?.version ?? null,
    accepted_at: d.accepted[0]?.accepted_at ?? null,
    must_accept: d.must_accept,
  }));
  return { must_accept: documents.some((d) => d.must_accept), documents };
}

/**
 * The learner accepts the version they read. Only the current version can be accepted: an older one (a newer was
 * published while they read) is a 409 naming the current one. Accepting again keeps the first time.
 */
export async function acceptPolicy(p: Person & { db: Db; kind: PolicyKind; version: number }) {
  return p.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: policyDocuments.id, version: policyDocuments.version })
      .from(policyDocuments)
      .where(and(eq(policyDocuments.organizationId, p.organizationId), eq(policyDocuments.kind, p.kind), isNotNull(policyDocuments.version)))
      .orderBy(desc(policyDocuments.version))
      .limit(1);
    if (!current) throw new AppError('NOT_FOUND', M.nothingPublished);
    if (p.version > current.version!) throw new AppError('NOT_FOUND', M.versionNotFound);
    if (p.version < current.version!) throw new AppError('CONFLICT', M.notCurrent(current.version!));
    await tx.insert(policyAcceptances).values({ organizationId: p.organizationId, documentId: current.id, userId: p.userId }).onConflictDoNothing();
    const [row] = await tx
      .select({ acceptedAt: policyAcceptances.acceptedAt })
      .from(policyAcceptances)
      .where(and(eq(policyAcceptances.documentId, current.id), eq(policyAcceptances.userId, p.userId)));
    return { kind: p.kind, version: current.version!, accepted_at: row.acceptedAt.toISOString() };
  });
}

/** What one user of the organisation accepted and when (the user detail); another organisation's user is a 404. */
export async function getUserAcceptances(p: { db: DbOrTx; organizationId: number; id: number }): Promise<UserAcceptances> {
  const [user] = await p.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, p.id), eq(users.organizationId, p.organizationId)));
  if (!user) throw new AppError('NOT_FOUND', M.userNotFound);
  return perDocument(await versionsWithAcceptances({ db: p.db, organizationId: p.organizationId, userId: p.id })).map((d) => ({
    kind: d.kind,
    title: d.title,
    current_version: d.current?.version ?? null,
    must_accept: d.must_accept,
    accepted: d.accepted,
  }));
}
