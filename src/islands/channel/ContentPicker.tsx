import { useEffect, useState } from 'react';
import { createClient } from '@/lib/api-client';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { SearchBox } from '@/ui/SearchBox';
import { Pager } from '@/ui/Pager';
import { showError } from '@/stores/error-dialog';
import type { Pagination } from '@/lib/list';
import { channelApi } from '@/features/channel/api';
import { channelMessages as M } from '@/features/channel/messages';
import { PICKER_PAGE_SIZE, type ChannelItem, type PickerRow } from '@/features/channel/schemas';

const api = createClient(channelApi);

export interface ContentPickerProps {
  open: boolean;
  onClose: () => void;
  types: { value: string; label: string }[];
  /** Already in the channel: shown as added. */
  chosen: { type: string; id: number }[];
  onAdd: (item: ChannelItem) => void;
}

/** Add Content: a content type, a search (3 characters / 500 ms), 10 per page, Add per row. */
export function ContentPicker({ open, onClose, types, chosen, onAdd }: ContentPickerProps) {
  const [type, setType] = useState(types[0]?.value ?? '');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<PickerRow[]>([]);
  const [pagination, setPagination] = useState<Pagination>({ current_page: 1, total_pages: 1, total_data: 0 });
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open || !type) return;
    const ctrl = new AbortController();
    setLoading(true);
    api
      .content({ query: { type, keyword, page, page_size: PICKER_PAGE_SIZE }, signal: ctrl.signal })
      .then((data) => {
        setRows(data.results);
        setPagination(data.pagination);
        setLoading(false);
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        setLoading(false);
        showError(err, M.pickerFailed);
      });
    return () => ctrl.abort();
  }, [open, type, keyword, page]);

  const label = types.find((t) => t.value === type)?.label ?? type;
  const isChosen = (r: PickerRow) => chosen.some((c) => c.type === r.type && c.id === r.id);

  return (
    <Modal open={open} onClose={onClose} title="Add Content" size="medium">
      <div className="channel-picker-filters">
        <Select
          label="Content Type"
          options={types}
          value={type}
          onChange={(v) => {
            setType(v ?? types[0]?.value ?? '');
            setPage(1);
          }}
        />
        <SearchBox
          value={keyword}
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
          placeholder={`Search ${label.toLowerCase()} by title`}
          label="Search content"
          minChars={3}
          debounceMs={500}
          className="channel-picker-search"
        />
      </div>
      <table className="channel-table" aria-busy={loading || undefined}>
        <caption className="visually-hidden">{label} to add</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.type}:${r.id}`}>
              <td>{r.title}</td>
              <td>{r.status ?? '-'}</td>
              <td>
                {isChosen(r) ? (
                  <span>Added</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={`Add ${r.title}`}
                    onClick={() => onAdd({ type: r.type, type_label: label, id: r.id, title: r.title, status: r.status, removed: false })}
                  >
                    Add
                  </button>
                )}
              </td>
            </tr>
          ))}
          {!rows.length && !loading && (
            <tr>
              <td colSpan={3}>No content found</td>
            </tr>
          )}
        </tbody>
      </table>
      <Pager pagination={pagination} pageSize={PICKER_PAGE_SIZE} onPageChange={setPage} label="Content pages" />
    </Modal>
  );
}
