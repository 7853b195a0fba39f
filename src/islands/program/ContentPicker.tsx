import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { PickerResults } from '@/islands/kit/PickerResults';
import { showError } from '@/stores/error-dialog';
import { programClient } from '@/features/program/client';
import { PICKER_PAGE_SIZE, type ProgramContentItem as PickItem } from '@/features/program/schemas';
import type { ContentTypeInfo } from '@/lib/content-types';

interface Page {
  results: PickItem[];
  pagination: { current_page: number; total_pages: number; total_data: number };
}

/** The content pickers (GET /cms/program-settings?type&keyword, 10 a page): one of the types a program holds, then its items. */
export function ContentPicker({
  types,
  open,
  onClose,
  onPick,
  taken,
}: {
  types: ContentTypeInfo[];
  open: boolean;
  onClose: () => void;
  onPick: (item: PickItem) => void;
  taken: (item: PickItem) => boolean;
}) {
  const offered = types.filter((t) => t.available);
  const [type, setType] = useState(offered[0]?.id ?? '');
  const label = offered.find((t) => t.id === type)?.label ?? type;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);

  useEffect(() => {
    if (!open || !type) return;
    const q = keyword.trim();
    if (q.length > 0 && q.length < 3) return;
    const timer = setTimeout(() => {
      programClient.pick(type, q, page).then(setData, (err) => showError(err, 'Failed get contents'));
    }, 300);
    return () => clearTimeout(timer);
  }, [open, type, keyword, page]);

  return (
    <Modal open={open} onClose={onClose} title="Add Content" size="medium">
      <div role="radiogroup" aria-label="Content type" className="program-toolbar">
        {offered.map((t) => (
          <button
            key={t.id}
            type="button"
            role="radio"
            aria-checked={t.id === type}
            className={`btn btn-sm ${t.id === type ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => {
              setType(t.id);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <PickerResults
        searchLabel={`Search ${label.toLowerCase()}`}
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
        listLabel={`${label} results`}
        pagerLabel={`${label} pages`}
        classes={{ list: 'program-contents', add: 'btn btn-sm btn-outline' }}
      />
    </Modal>
  );
}
