import { useEffect, useState } from 'react';
import { Modal } from '@/ui/Modal';
import { PickerResults } from '@/islands/kit/PickerResults';
import type { ContentTypeInfo } from '@/lib/content-types';
import { courseMessages as M } from '@/features/course/messages';
import { PICKER_PAGE_SIZE, type PickerItem } from '@/features/course/schemas';
import type { Pagination } from '@/lib/pager';
import { courseClient } from '@/features/course/client';

export interface ContentPickerProps {
  /** The course's content types in the spec's order (from the areas' declarations). */
  types: ContentTypeInfo[];
  open: boolean;
  restricted: boolean;
  /** Items already in the course (type:id), shown as added. */
  taken: Set<string>;
  onClose: () => void;
  onPick: (type: string, item: PickerItem) => void;
}

/**
 * Adds contents from the real areas (spec 002 §7 content pickers, 10 a page, search): the type's tab, then its
 * items. Types no area serves yet are shown disabled with 'not available yet'; restricted mode offers PDF and PPT.
 */
export function ContentPicker({ types, open, restricted, taken, onClose, onPick }: ContentPickerProps) {
  const allowed = (t: ContentTypeInfo) => !restricted || t.restricted;
  const firstAvailable = types.find((t) => t.available && allowed(t))?.id ?? null;
  const [type, setType] = useState<string | null>(firstAvailable);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ results: PickerItem[]; pagination: Pagination } | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!open || !type) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      courseClient
        .picker({ params: { type }, query: { page, page_size: PICKER_PAGE_SIZE, keyword: keyword.length >= 3 ? keyword : '' }, signal: controller.signal })
        .then(setData)
        .catch(() => setData(null))
        .finally(() => setLoading(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, type, keyword, page]);

  return (
    <Modal open={open} onClose={onClose} title="Add Content" size="large">
      <div className="course-picker">
        <div className="course-picker-types" role="group" aria-label="Content type">
          {types.map((t) => {
            const usable = t.available && allowed(t);
            return (
              <button
                key={t.id}
                type="button"
                className={`btn btn-sm ${type === t.id ? '' : 'btn-outline'}`}
                aria-pressed={type === t.id}
                disabled={!usable}
                onClick={() => {
                  setType(t.id);
                  setPage(1);
                }}
              >
                {t.label}
                {!t.available && <span className="course-na"> ({M.notAvailableYet})</span>}
              </button>
            );
          })}
        </div>
        {type ? (
          <PickerResults
            searchLabel="Search"
            placeholder="Type at least 3 characters"
            keyword={keyword}
            onKeyword={(k) => {
              setKeyword(k);
              setPage(1);
            }}
            data={data && { ...data, results: data.results.map((item) => ({ ...item, key: String(item.id), added: taken.has(`${type}:${item.id}`) })) }}
            pageSize={PICKER_PAGE_SIZE}
            onPage={setPage}
            onPick={(item) => onPick(type, item)}
            listLabel="Items"
            pagerLabel="Picker pages"
            busy={loading}
            classes={{ list: 'course-picker-list', add: 'btn btn-sm' }}
          />
        ) : (
          <p>{restricted ? `${M.restrictedOnly(types.filter((t) => t.restricted).map((t) => t.label))}.` : 'No content type is available yet.'}</p>
        )}
      </div>
    </Modal>
  );
}
