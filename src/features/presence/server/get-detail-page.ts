import type { DbOrTx } from '@/db/client';
import { DEFAULT_REPORT_TZ, formatDate, titleCase } from '@/lib/format';
import { AppError } from '@/server/http/app-error';
import { getPresenceWithBatches } from './get-presence';
import { qrBlocker } from './qr-readiness';
import { getCheckInRules } from './update-check-in-rules';

const DETAIL_TABS = [
  { key: 'general', label: 'General' },
  { key: 'qr', label: 'QR Code' },
  { key: 'attendance', label: 'Attendance' },
] as const;
type TabKey = (typeof DETAIL_TABS)[number]['key'];

/**
 * What /presence/detail/{id} renders: the detail, the chosen tab and the General tab's fields. Server-rendered
 * dates use the display zone, Asia/Jakarta (docs/decisions/0006). Null for an unknown id (the page parses the route id: src/server/http/page.ts).
 */
export async function getDetailPage(options: { db: DbOrTx; organizationId: number; id: number; tab: string | null }) {
  const { id } = options;
  let detail, batches;
  try {
    ({ detail, batches } = await getPresenceWithBatches({ db: options.db, organizationId: options.organizationId, id }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
  const rules = await getCheckInRules({ db: options.db, organizationId: options.organizationId, id });
  const tab: TabKey = DETAIL_TABS.some((t) => t.key === options.tab) ? (options.tab as TabKey) : 'general';
  const at = (v: string) => `${formatDate(v, 'DD MMM YYYY, HH:mm', DEFAULT_REPORT_TZ)} WIB`;
  return {
    detail,
    tab,
    tabs: DETAIL_TABS,
    rules,
    general: [
      { label: 'Title', value: detail.title },
      { label: 'Learning Module Type', value: titleCase(detail.content_type) },
      { label: 'Associated to', value: detail.associate_title ?? '-' },
      { label: 'Description', value: detail.description },
    ],
    history: [
      { label: 'Created by', value: detail.created_by.full_name },
      { label: 'Created', value: at(detail.created_at) },
      { label: 'Last Update', value: at(detail.updated_at) },
    ],
    qr: {
      id: detail.id,
      title: detail.title,
      is_associated: detail.is_associated,
      // A classroom among the placements decides: its code needs a chosen schedule (blurred until then).
      associate_type: batches.some((b) => b.moduleType === 'classroom') ? 'classroom' : (batches[0]?.moduleType ?? null),
      step_seconds: detail.step_seconds,
      // Null when a check-in is possible; else what the administrator must do (no usable-looking code is shown).
      blocker: tab === 'qr' ? await qrBlocker(options.db, options.organizationId, id, batches) : null,
    },
  };
}
