import type { DbOrTx } from '@/db/client';
import type { BatchRow } from '../schemas';
import { findBatchHistory } from './history';
import { findMembers, findWaitingList } from './members';

/** Edit Batch's participant tabs (docs/decisions/0150), their counts in the labels; the first is the default. */
export const batchTabs = (b: BatchRow) =>
  [
    { key: 'invited', label: `Invited Users (${b.invited})` },
    { key: 'waiting', label: `Waiting List (${b.waiting})` },
    { key: 'history', label: 'User History' },
  ] as const;
export type BatchTab = ReturnType<typeof batchTabs>[number]['key'];

/** What a participant tab renders: its page of people (the waiting list through GET /contents/waiting-list) or of history. */
export async function loadBatchTab(options: { db: DbOrTx; organizationId: number; batch: BatchRow; tab: BatchTab; search: URLSearchParams }) {
  const { db, organizationId, batch, tab, search } = options;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  const keyword = (search.get('keyword') ?? '').trim().slice(0, 200);
  const query = { page, page_size: 10, keyword: keyword || undefined };
  const scope = { db, organizationId, programId: batch.program_id, batchId: batch.id };
  if (tab === 'history') return { keyword, people: null, history: await findBatchHistory({ ...scope, query }) };
  const people =
    tab === 'invited'
      ? await findMembers({ ...scope, query: { ...query, status: 'invited' } })
      : await findWaitingList({
          db,
          organizationId,
          query: { ...query, content_id: batch.program_id, batch_id: batch.id, relation_id: batch.organization?.id },
        });
  return { keyword, people, history: null };
}
