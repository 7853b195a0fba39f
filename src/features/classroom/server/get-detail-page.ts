import type { DbOrTx } from '@/db/client';
import { activeTab } from '@/server/http/page';
import { findBatches } from './batch-read';
import { getClassroom } from './get-classroom';

const DETAIL_TABS = [
  { key: 'overview', label: 'Overview' },
  { key: 'batches', label: 'Batches' },
  { key: 'participants', label: 'Participants' },
] as const;

/** /classroom/detail/{id}: the tab from ?tab= (decision 0072), the classroom and its batches. */
export async function getDetailPage(options: { db: DbOrTx; organizationId: number; id: number; search: URLSearchParams }) {
  const classroom = await getClassroom(options);
  const batches = await findBatches({ db: options.db, classroomId: options.id });
  return { classroom, batches, tabs: DETAIL_TABS, tab: activeTab(DETAIL_TABS, options.search) };
}
