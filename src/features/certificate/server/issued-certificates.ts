import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { certificateTemplates, certificateThemes, issuedCertificates, type IssuedCertificate } from '@/db/schema/certificate';
import { files } from '@/db/schema';
import { AppError } from '@/server/http/app-error';
import { storageDriver } from '@/server/storage/drivers';
import { storeFile } from '@/server/storage/store-file';
import { writeAudit } from '@/server/audit';
import { fillPlaceholders } from '../schemas';
import { THEME_SAMPLE, type CertificateTexts } from '../sample';
import { issuedMessages as M } from '../messages';
import { certificatePdf } from './certificate-pdf';

/** valid, revoked (with a reason) or expired (past its validity): what the verification page and the lists say. */
type CertificateStatus = 'valid' | 'revoked' | 'expired';

const statusOf = (c: Pick<IssuedCertificate, 'revokedAt' | 'expiresAt'>, now = new Date()): CertificateStatus =>
  c.revokedAt ? 'revoked' : c.expiresAt && c.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';

/** The path of a certificate's public verification page: its number in lower case (the console's canonical paths). */
const verifyPath = (number: string) => `/certificates/verify/${encodeURI(number.toLowerCase())}`;

const dateOf = (at: Date) =>
  new Date(at.getTime() + 7 * 3_600_000).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

async function loadIssued(db: DbOrTx, organizationId: number, id: number): Promise<IssuedCertificate> {
  const [row] = await db
    .select()
    .from(issuedCertificates)
    .where(and(eq(issuedCertificates.id, id), eq(issuedCertificates.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/**
 * Renders an issued certificate with the same PDF code as the samples (decision 0093): its template's texts filled
 * with what was kept at issue, on the template's theme, with a QR code of its verification address (`origin` is the
 * organisation's public address). A deleted template leaves the certificate its own texts on a plain page.
 */
async function renderIssuedPdf(db: DbOrTx, c: IssuedCertificate, origin: string): Promise<Uint8Array> {
  const [found] = c.templateId
    ? await db
        .select({ t: certificateTemplates, theme: certificateThemes })
        .from(certificateTemplates)
        .innerJoin(certificateThemes, eq(certificateThemes.id, certificateTemplates.themeId))
        .where(eq(certificateTemplates.id, c.templateId))
    : [];
  const t = found?.t;
  const city = t?.city || 'Jakarta';
  const values = {
    learner_name: c.learnerName,
    content_title: c.contentTitle,
    completion_date: dateOf(c.completedAt),
    city,
    certificate_number: c.number,
  };
  const texts: CertificateTexts = {
    heading: fillPlaceholders(t?.heading ?? THEME_SAMPLE.heading, values),
    body: fillPlaceholders(t?.body ?? THEME_SAMPLE.body, values),
    learnerName: c.learnerName,
    place: `${city}, ${dateOf(c.issuedAt)}`,
    signatoryName: t?.signatoryName ?? '',
    signatoryPosition: t?.signatoryPosition ?? '',
    number: `No. ${c.number}`,
    validUntil: c.expiresAt ? `Valid until ${dateOf(c.expiresAt)}` : null,
  };
  const design = {
    orientation: found?.theme.orientation ?? 'landscape',
    textColor: found?.theme.textColor ?? '#1f2937',
    font: found?.theme.font ?? 'helvetica',
    backgroundFileId: found?.theme.backgroundFileId ?? null,
    signatureFileId: t?.signatureFileId ?? null,
  } as const;
  return certificatePdf(db, design, texts, `${c.contentTitle}: ${c.learnerName}`, `${origin}${verifyPath(c.number)}`);
}

const PDF_POLICY = { kinds: ['pdf' as const], maxBytes: 20 * 1024 * 1024 };

/** Renders the certificate and keeps the PDF in storage (the `certificates` folder), replacing the one it had. */
export async function storeIssuedPdf(db: DbOrTx, organization: { id: number; orgCode: string }, c: IssuedCertificate, origin: string): Promise<Uint8Array> {
  const bytes = await renderIssuedPdf(db, c, origin);
  const stored = await storeFile({
    db,
    organization,
    userId: null,
    folder: 'certificates',
    name: `${c.number}.pdf`,
    bytes: Buffer.from(bytes),
    policy: PDF_POLICY,
  });
  await db.update(issuedCertificates).set({ fileId: stored.id }).where(eq(issuedCertificates.id, c.id));
  return bytes;
}

/**
 * GET /api/certificates/issued/{id}/pdf: the kept PDF; the first download renders and keeps it (decision 0139: the
 * completing transaction only records the row).
 */
export async function downloadIssued(options: { db: Db; organization: { id: number; orgCode: string }; id: number; origin: string }) {
  const { db, organization, id, origin } = options;
  const c = await loadIssued(db, organization.id, id);
  if (c.fileId) {
    const [file] = await db.select().from(files).where(eq(files.id, c.fileId));
    const bytes = file ? await storageDriver(db).get(file.storageKey) : null;
    if (bytes) return { bytes: new Uint8Array(bytes), name: c.number.replace(/\//g, '-') };
  }
  return { bytes: await storeIssuedPdf(db, organization, c, origin), name: c.number.replace(/\//g, '-') };
}

/** POST /api/certificates/issued/{id}/revoke: revoked with a reason (audited); a revoked certificate stays revoked. */
export async function revokeIssued(options: { db: Db; organizationId: number; userId: number; id: number; reason: string }) {
  const { db, organizationId, userId, id, reason } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(issuedCertificates)
      .set({ revokedAt: new Date(), revokedBy: userId, revokeReason: reason })
      .where(and(eq(issuedCertificates.id, id), eq(issuedCertificates.organizationId, organizationId), isNull(issuedCertificates.revokedAt)))
      .returning();
    if (!row) {
      await loadIssued(tx, organizationId, id);
      throw new AppError('CONFLICT', M.alreadyRevoked);
    }
    await writeAudit(tx, { organizationId, userId, action: 'revoke', entity: 'certificate', entityId: id, after: { number: row.number, reason } });
    return row;
  });
}

/** An issued certificate as the lists show it. */
export const issuedRow = (c: IssuedCertificate, now = new Date()) => ({
  id: c.id,
  number: c.number,
  user_id: c.userId,
  learner_name: c.learnerName,
  content_title: c.contentTitle,
  completed_at: c.completedAt.toISOString(),
  issued_at: c.issuedAt.toISOString(),
  expires_at: c.expiresAt?.toISOString() ?? null,
  status: statusOf(c, now),
  revoke_reason: c.revokeReason,
  verify_path: verifyPath(c.number),
});

/** GET /api/certificates/issued?user_id= | source_type=&source_id=: a learner's or a content's certificates, newest first. */
export async function findIssued(options: { db: DbOrTx; organizationId: number; query: { user_id?: number; source_type?: string; source_id?: number } }) {
  const { db, organizationId, query } = options;
  const rows = await db
    .select()
    .from(issuedCertificates)
    .where(
      and(
        eq(issuedCertificates.organizationId, organizationId),
        query.user_id ? eq(issuedCertificates.userId, query.user_id) : undefined,
        query.source_type ? eq(issuedCertificates.sourceType, query.source_type) : undefined,
        query.source_id ? eq(issuedCertificates.sourceId, query.source_id) : undefined,
      ),
    )
    .orderBy(desc(issuedCertificates.issuedAt), desc(issuedCertificates.id))
    .limit(1000);
  const now = new Date();
  return rows.map((c) => issuedRow(c, now));
}

export interface VerifiedCertificate {
  number: string;
  learner_name: string;
  content_title: string;
  completed_on: string;
  issued_on: string;
  expires_on: string | null;
  status: CertificateStatus;
}

/** The public verification page: only the learner's name, the content's title, the dates and the status; null: no such number here. */
export async function verifyCertificate(options: { db: DbOrTx; organizationId: number; number: string }): Promise<VerifiedCertificate | null> {
  const { db, organizationId, number } = options;
  const [c] = await db
    .select()
    .from(issuedCertificates)
    .where(and(eq(issuedCertificates.organizationId, organizationId), sql`lower(${issuedCertificates.number}) = ${number.toLowerCase()}`));
  if (!c) return null;
  return {
    number: c.number,
    learner_name: c.learnerName,
    content_title: c.contentTitle,
    completed_on: dateOf(c.completedAt),
    issued_on: dateOf(c.issuedAt),
    expires_on: c.expiresAt ? dateOf(c.expiresAt) : null,
    status: statusOf(c),
  };
}
