import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { PickerResults } from '@/islands/kit/PickerResults';
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
        <PickerResults
          searchLabel={`Search ${CONTENT_LABELS[type].toLowerCase()}`}
          placeholder="Search by title (at least 3 characters)"
          keyword={keyword}
          onKeyword={(k) => {
            setKeyword(k);
            setPage(1);
          }}
          data={data && { ...data, results: data.results.map((item) => ({ ...item, key: `${item.type}-${item.id}`, added: taken(item) })) }}
          pageSize={PICKER_PAGE_SIZE}
          onPage={setPage}
          onPick={onPick}
          listLabel={`${CONTENT_LABELS[type]} results`}
          pagerLabel={`${CONTENT_LABELS[type]} pages`}
          classes={{ list: 'classroom-picker-list', add: 'btn btn-sm btn-outline' }}
        />
      </div>
    </Modal>
  );
}
