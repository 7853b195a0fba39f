import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { Pager } from '@/ui/Pager';
import { showError } from '@/stores/error-dialog';
import { classroomClient } from '@/features/classroom/client';
import { CONTENT_LABELS, CONTENT_TYPES, PICKER_PAGE_SIZE, type ContentType, type PickItem } from '@/features/classroom/schemas';

interface Page {
  results: PickItem[];
  pagination: { current_page: number; total_pages: number; total_data: number };
}

/** The content pickers (GET /cms/classroom-settings?type&keyword, 10 a page): pick a quiz, presence or assignment. */
export function ContentPicker({
  open,
  onClose,
  onPick,
  taken,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: PickItem) => void;
  taken: (item: PickItem) => boolean;
}) {
  const [type, setType] = useState<ContentType>('quiz');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);

  useEffect(() => {
    if (!open) return;
    const q = keyword.trim();
    if (q.length > 0 && q.length < 3) return;
    const timer = setTimeout(() => {
      classroomClient.pick(type, q, page).then(setData, (err) => showError(err, 'Failed get contents'));
    }, 300);
    return () => clearTimeout(timer);
  }, [open, type, keyword, page]);

  return (
    <Modal open={open} onClose={onClose} title="Add Content" size="medium">
      <div className="classroom-picker">
        <div role="radiogroup" aria-label="Content type" className="classroom-picker-types">
          {CONTENT_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="radio"
              aria-checked={t === type}
              className={`btn btn-sm ${t === type ? 'btn-primary' : 'btn-outline'}`}
              onClick={() => {
                setType(t);
                setPage(1);
              }}
            >
              {CONTENT_LABELS[t]}
            </button>
          ))}
        </div>
        <label className="field">
          <span>Search {CONTENT_LABELS[type].toLowerCase()}</span>
          <input
            type="search"
            className="input"
            value={keyword}
            placeholder="Search by title (at least 3 characters)"
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <ul className="classroom-picker-list" aria-label={`${CONTENT_LABELS[type]} results`}>
          {data?.results.map((item) => (
            <li key={`${item.type}-${item.id}`}>
              <span>{item.title}</span>
              <button type="button" className="btn btn-sm btn-outline" disabled={taken(item)} onClick={() => onPick(item)} aria-label={`Add ${item.title}`}>
                {taken(item) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
          {data && data.results.length === 0 && <li>No data</li>}
        </ul>
        {data && data.pagination.total_pages > 1 && (
          <Pager pagination={data.pagination} pageSize={PICKER_PAGE_SIZE} onPageChange={setPage} label={`${CONTENT_LABELS[type]} pages`} />
        )}
      </div>
    </Modal>
  );
}
