import type { DbOrTx } from '@/db/client';
import { openReportLink } from '@/server/crypto/report-link';
import { serverSecret } from '@/server/secrets';
import { ReportFilterSchema, type AssignmentRow, type ReportFilter } from '../schemas';
import { getAssignment } from './get-assignment';

export type ReportPage =
  | { state: 'missing'; assignment: AssignmentRow }
  | { state: 'tampered'; assignment: AssignmentRow }
  | { state: 'ok'; assignment: AssignmentRow; filter: ReportFilter };

/** The report screen's start: the assignment and the filters decrypted from its detail parameter. */
export async function openReport(options: { db: DbOrTx; organizationId: number; orgCode: string; id: number; detail: string | null }): Promise<ReportPage> {
  const { db, organizationId, orgCode, id, detail } = options;
  const assignment = await getAssignment({ db, organizationId, id });
  if (!detail) return { state: 'missing', assignment };
  const value = openReportLink(await serverSecret(db, 'report-link'), orgCode, detail);
  const parsed = ReportFilterSchema.safeParse(value);
  if (value === null || !parsed.success) return { state: 'tampered', assignment };
  return { state: 'ok', assignment, filter: parsed.data };
}
