import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { PickerResults } from '@/islands/kit/PickerResults';
import { showError } from '@/stores/error-dialog';
import type { ContentTypeInfo } from '@/lib/content-types';
import type { Pagination } from '@/lib/pager';

/** One item a typed picker offers: its content type and id (the caller's pick call answers them). */
export interface TypedPickItem {
  type: string;
  id: number;
  title: string;
  subtitle?: string;
}

export interface TypedContentPickerProps<T extends TypedPickItem> {
  /** The types the holder takes, in its order (the first available one is picked first). */
  types: ContentTypeInfo[];
  open: boolean;
  onClose: () => void;
  onPick: (item: T) => void;
  /** Whether the item is already held (shown as Added). */
  taken: (item: T) => boolean;
  /** One page of a type's items, the keyword matched in the title: the holder's own picker call. */
  pick: (type: string, keyword: string, page: number) => Promise<{ results: T[]; pagination: Pagination }>;
  pageSize: number;
  classes: { types: string; list: string };
}

/**
 * The Add Content dialog of the holders whose picker call takes a content type (a classroom's, a live event's and a program's:
 * GET /cms/…-settings?type&keyword, docs/decisions/0145): the type buttons, then the shared search, items and pager.
 * The holder gives its call and its class names; a keyword counts from three characters.
 */
export function TypedContentPicker<T extends TypedPickItem>({ types, open, onClose, onPick, taken, pick, pageSize, classes }: TypedContentPickerProps<T>) {
  const offered = types.filter((t) => t.available);
  const [type, setType] = useState(offered[0]?.id ?? '');
  const label = offered.find((t) => t.id === type)?.label ?? type;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: T[]; pagination: Pagination } | null>(null);

  useEffect(() => {
    if (!open || !type) return;
    const q = keyword.trim();
    if (q.length > 0 && q.length < 3) return;
    const timer = setTimeout(() => {
      pick(type, q, page).then(setData, (err) => showError(err, 'Failed get contents'));
    }, 300);
    return () => clearTimeout(timer);
  }, [open, type, keyword, page, pick]);

  return (
    <Modal open={open} onClose={onClose} title="Add Content" size="medium">
      <div role="radiogroup" aria-label="Content type" className={classes.types}>
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
        pageSize={pageSize}
        onPage={setPage}
        onPick={onPick}
        listLabel={`${label} results`}
        pagerLabel={`${label} pages`}
        classes={{ list: classes.list, add: 'btn btn-sm btn-outline' }}
      />
    </Modal>
  );
}
