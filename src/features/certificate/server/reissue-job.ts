import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import { organizations, files } from '@/db/schema';
import type { Db } from '@/db/client';
import { certificateTemplates, issuedCertificates } from '@/db/schema/certificate';
import { AppError } from '@/server/http/app-error';
import { enqueueJob, PermanentJobError, type JobContext, type JobHandlers } from '@/server/jobs/runner';
import { templateMessages as TM } from '../messages';
import { storeIssuedPdf } from './issued-certificates';

const REISSUE_JOB = 'certificate-reissue';
/** Certificates read per step: memory stays flat however many the template has. */
const STEP = 50;

/** POST /api/certificates/template/{id}/reissue: queues the job that renders again the template's certificates. */
export async function enqueueReissue(options: { db: Db; organizationId: number; userId: number; id: number; origin: string }) {
  const { db, organizationId, userId, id, origin } = options;
  const [t] = await db
    .select({ id: certificateTemplates.id })
    .from(certificateTemplates)
    .where(and(eq(certificateTemplates.id, id), eq(certificateTemplates.organizationId, organizationId)));
  if (!t) throw new AppError('NOT_FOUND', TM.notFound);
  const job = await enqueueJob(db, { organizationId, userId, kind: REISSUE_JOB, payload: { template_id: id, origin } });
  return { job_id: job.id };
}

/**
 * Renders again, with the template's current design, every certificate issued from it that is not revoked, STEP at
 * a time (keyset on the id), keeping each new PDF and letting the old file go (the storage sweep removes its bytes).
 * Numbers, dates and texts stay as issued. Progress after each step; a retry starts over (rendering is idempotent).
 */
async function reissueCertificates(ctx: JobContext): Promise<{ rendered: number }> {
  const { db, job } = ctx;
  const payload = job.payload as { template_id?: number; origin?: string };
  const [org] = await db.select({ id: organizations.id, orgCode: organizations.orgCode }).from(organizations).where(eq(organizations.id, job.organizationId));
  if (!org || !payload.template_id || !payload.origin) throw new PermanentJobError('The reissue job lacks its template or address.');
  const of = and(eq(issuedCertificates.organizationId, org.id), eq(issuedCertificates.templateId, payload.template_id), isNull(issuedCertificates.revokedAt));
  const [{ total }] = await db.select({ total: count() }).from(issuedCertificates).where(of);
  let rendered = 0;
  let after = 0;
  for (;;) {
    if (ctx.signal.aborted) throw new Error('The job was taken over by another runner.');
    const batch = await db
      .select()
      .from(issuedCertificates)
      .where(and(of, gt(issuedCertificates.id, after)))
      .orderBy(asc(issuedCertificates.id))
      .limit(STEP);
    if (!batch.length) break;
    for (const c of batch) {
      await db.transaction(async (tx) => {
        await storeIssuedPdf(tx, org, c, payload.origin!);
        if (c.fileId) await tx.delete(files).where(eq(files.id, c.fileId));
      });
      rendered += 1;
    }
    after = batch[batch.length - 1].id;
    await ctx.progress(total ? Math.min(99, Math.floor((100 * rendered) / total)) : 99, `${rendered} of ${total} certificates`);
  }
  return { rendered };
}

export const certificateJobs: JobHandlers = { [REISSUE_JOB]: { run: reissueCertificates, lane: 'certificates' } };
