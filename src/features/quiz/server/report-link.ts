import type { DbOrTx } from '@/db/client';
import type { Organization } from '@/db/schema';
import { openReportLink, sealReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';
import { ReportDetailSchema, type ReportDetail } from '../schemas';

/** The encrypted `detail` parameter of a quiz report, keyed with the organisation code. */
export async function sealQuizReport(db: DbOrTx, org: Organization, detail: ReportDetail): Promise<string> {
  return sealReportLink(await serverSecret(db, 'report-link'), org.orgCode, detail);
}

/** The decoded parameter, or null when it was tampered with or is not a report detail. */
export async function openQuizReport(db: DbOrTx, org: Organization, token: string): Promise<ReportDetail | null> {
  const value = openReportLink(await serverSecret(db, 'report-link'), org.orgCode, token);
  const parsed = ReportDetailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
