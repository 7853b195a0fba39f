import type { DbOrTx } from '@/db/client';
import { formatDate } from '@/lib/format';
import { STATUS_LABELS } from '../messages';
import { ApprovalListQuerySchema, type ApprovalDetail } from '../schemas';
import { findApprovals } from './approvals';

const at = (iso: string) => formatDate(iso, 'DD/MM/YYYY HH:mm');

/** /approvals' data from its URL: one page of requests as table rows, the status filter and the pager's links. */
export async function loadApprovalsPage(options: { db: DbOrTx; organizationId: number; userId: number; search: URLSearchParams }) {
  const { search, ...viewer } = options;
  const query = ApprovalListQuerySchema.parse(Object.fromEntries(search));
  const list = await findApprovals({ ...viewer, query });
  const rows = list.results.map((r) => [
    { text: `Request #${r.id}`, href: `/approvals/detail/${r.id}` },
    r.requested_by.full_name,
    at(r.created_at),
    r.summary,
    r.total_label,
    r.status_label,
  ]);
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `/approvals?${params.toString()}`;
  };
  return { query, list, rows, statuses: Object.entries(STATUS_LABELS), hrefFor };
}

const EVENT_LABELS = { requested: 'Requested', approved: 'Approved', rejected: 'Rejected' } as const;

/** The detail page's tables: items by module with their prices, and the request's history. */
export function approvalTables(a: ApprovalDetail) {
  const items = a.groups.flatMap((g) => [
    ...g.items.map((i) => [g.module_label, i.title, i.provider, i.duration_label, i.price_label]),
    [`${g.module_label} subtotal`, '', '', '', g.price_label],
  ]);
  const history = a.history.map((h) => [at(h.at), EVENT_LABELS[h.event], h.by.full_name, h.note || '-']);
  const facts: [string, string][] = [
    ['Status', a.status_label],
    ['Requested By', a.requested_by.full_name],
    ['Requested', at(a.created_at)],
    ['Items', a.summary],
    ['Total', a.total_label],
    ...(a.decided_by ? ([['Decided By', `${a.decided_by.full_name}, ${at(a.decided_at!)}`]] as [string, string][]) : []),
    ...(a.status === 'rejected' ? ([['Reason', a.reason]] as [string, string][]) : []),
  ];
  return { items, history, facts };
}
