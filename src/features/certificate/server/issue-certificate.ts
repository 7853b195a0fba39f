import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { certificateNumberSequences, certificateTemplates, issuedCertificates, type IssuedCertificate } from '@/db/schema/certificate';
import type { LearningEvent } from '@/features/learning-events';
import { writeAudit } from '@/server/audit';
import { emitNotificationEvent } from '@/server/notification-events';

/** What completing something awards one learner: the one entry point of every completing area (decision 0139). */
export interface IssueRequest {
  organizationId: number;
  userId: number;
  /** What was completed, as the completing area names it (e.g. a course: { type: 'course', id }). */
  source: { type: string; id: number };
  templateId: number;
  contentTitle: string;
  completedAt: Date;
}

const WIB = 7 * 3_600_000;

/** The year of an instant in WIB: the number's year part. */
const wibYear = (at: Date) => new Date(at.getTime() + WIB).getUTCFullYear();

/** `months` after an instant, on the same WIB calendar day (the last day of a shorter month). */
function addMonths(at: Date, months: number): Date {
  const wib = new Date(at.getTime() + WIB);
  const day = wib.getUTCDate();
  wib.setUTCDate(1);
  wib.setUTCMonth(wib.getUTCMonth() + months);
  const last = new Date(Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth() + 1, 0)).getUTCDate();
  wib.setUTCDate(Math.min(day, last));
  return new Date(wib.getTime() - WIB);
}

/** The next number of the organisation's prefix and year: prefix + year + '-' + 6 digits (NLA/CRS-2026-000123). */
async function nextNumber(db: DbOrTx, organizationId: number, prefix: string, at: Date): Promise<string> {
  const year = wibYear(at);
  const [row] = await db
    .insert(certificateNumberSequences)
    .values({ organizationId, prefix, year, last: 1 })
    .onConflictDoUpdate({
      target: [certificateNumberSequences.organizationId, certificateNumberSequences.prefix, certificateNumberSequences.year],
      set: { last: sql`${certificateNumberSequences.last} + 1` },
    })
    .returning({ last: certificateNumberSequences.last });
  return `${prefix}${year}-${String(row.last).padStart(6, '0')}`;
}

/**
 * Issues the template's certificate to the learner for what they completed, once: a second request for the same
 * learner and source (a replayed event, two completions at once) issues nothing and answers null. The row is written
 * in the caller's transaction with what the certificate says as of now (the learner's name, the content's title, the
 * dates); the PDF is rendered later, on the first download or by the reissue job (decision 0139), never here. The
 * learner is told through the notification area ('certificate_issued').
 */
export async function issueCertificate(db: DbOrTx, r: IssueRequest, now = new Date()): Promise<IssuedCertificate | null> {
  const once = and(
    eq(issuedCertificates.organizationId, r.organizationId),
    eq(issuedCertificates.sourceType, r.source.type),
    eq(issuedCertificates.sourceId, r.source.id),
    eq(issuedCertificates.userId, r.userId),
  );
  const [[template], [learner], [issued]] = [
    await db
      .select()
      .from(certificateTemplates)
      .where(and(eq(certificateTemplates.id, r.templateId), eq(certificateTemplates.organizationId, r.organizationId))),
    await db
      .select({ name: users.fullName })
      .from(users)
      .where(and(eq(users.id, r.userId), eq(users.organizationId, r.organizationId))),
    await db.select({ id: issuedCertificates.id }).from(issuedCertificates).where(once),
  ];
  if (!template || !learner || issued) return null;
  const number = await nextNumber(db, r.organizationId, template.numberPrefix, now);
  const [row] = await db
    .insert(issuedCertificates)
    .values({
      organizationId: r.organizationId,
      templateId: template.id,
      userId: r.userId,
      sourceType: r.source.type,
      sourceId: r.source.id,
      number,
      learnerName: learner.name,
      contentTitle: r.contentTitle,
      completedAt: r.completedAt,
      issuedAt: now,
      expiresAt: template.validityMonths ? addMonths(now, template.validityMonths) : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  await writeAudit(db, {
    organizationId: r.organizationId,
    userId: null,
    action: 'issue',
    entity: 'certificate',
    entityId: row.id,
    after: { number, template_id: template.id, user_id: r.userId, source: r.source },
  });
  await emitNotificationEvent(db, {
    kind: 'certificate_issued',
    organizationId: r.organizationId,
    userIds: [r.userId],
    key: `certificate:${row.id}`,
    values: { certificate_title: `${template.title}: ${r.contentTitle}` },
  });
  return row;
}

/**
 * The certificate area's listener of learning events: a completion that awards a certificate template (a course's
 * today) issues it. Classroom batches, program batches and live events award theirs the same way once they record
 * completions.
 */
export async function issueAwardedCertificate(db: DbOrTx, event: LearningEvent): Promise<void> {
  if (!event.award) return;
  await issueCertificate(db, {
    organizationId: event.organizationId,
    userId: event.userId,
    source: event.source,
    templateId: event.award.certificateTemplateId,
    contentTitle: event.award.contentTitle,
    completedAt: event.at,
  });
}
