import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { openReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';
import { ReportDetailSchema, type ReportDetail } from '../schemas';

/** The decoded `detail` parameter of a quiz report (sealed by findAssociateRows), or null when it was tampered with or is not a report detail. */
export async function openQuizReport(db: DbOrTx, org: Organization, token: string): Promise<ReportDetail | null> {
  const value = openReportLink(await serverSecret(db, 'report-link'), org.orgCode, token);
  const parsed = ReportDetailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
