import { DataTable, type DataTableColumn } from '@/ui/DataTable';
import { useListState } from '@/ui/useListState';
import { useState } from 'react';
import { api, toErrorInfo } from '@/lib/fetcher';
import { formatDate, titleCase } from '@/lib/format';
import type { ListResult } from '@/lib/list';

export interface PlaygroundVideo {
  id: number;
  title: string;
  status_enum: string;
  updated_at: string;
}

export interface VideoTableProps {
  initial: ListResult<PlaygroundVideo>;
  pageSize: number;
}

const columns: DataTableColumn<PlaygroundVideo>[] = [
  { id: 'title', header: 'Title', accessor: 'title' },
  {
    id: 'status',
    header: 'Status',
    cell: (v) => <span className={`pill pill-${v.status_enum.toLowerCase()}`}>{titleCase(v.status_enum)}</span>,
  },
  { id: 'updated_at', header: 'Last Update', cell: (v) => formatDate(v.updated_at, 'DD/MM/YYYY') },
];

const loadVideos = (query: Record<string, string | number>) => api<ListResult<PlaygroundVideo>>('/playground/videos', { query });

/** /playground 'Video List': read-only, no row actions, no search or filter, a pagination footer (spec 000 §2). */
export default function VideoTable({ initial, pageSize }: VideoTableProps) {
  // A read-only page: a failed load is said above the table (the page mounts no global error dialog).
  const [error, setError] = useState<string | null>(null);
  const list = useListState<PlaygroundVideo>({
    initial,
    pageSize,
    load: (q) => loadVideos(q).then((r) => (setError(null), r)),
    onError: (err) => setError(toErrorInfo(err, 'Failed get videos').message),
  });
  return (
    <>
      {error && <p className="alert alert-error" role="alert">{error}</p>}
      <DataTable label="Video List" columns={columns} numbering="none" search={false} {...list.tableProps} />
    </>
  );
}

export { VideoTable };
