import { Pager } from '@/ui/Pager';
import type { Pagination } from '@/lib/pager';

export interface PickerResultItem {
  key: string;
  title: string;
  subtitle?: string;
  added: boolean;
}

export interface PickerResultsProps<T extends PickerResultItem> {
  /** The search field's visible label and placeholder. */
  searchLabel: string;
  placeholder: string;
  keyword: string;
  /** A new keyword (the picker goes back to its first page). */
  onKeyword: (keyword: string) => void;
  data: { results: T[]; pagination: Pagination } | null;
  pageSize: number;
  onPage: (page: number) => void;
  onPick: (item: T) => void;
  /** Accessible names of the results list and its pager. */
  listLabel: string;
  pagerLabel: string;
  busy?: boolean;
  classes: { list: string; add: string };
}

/**
 * The body of a content picker dialog under its type buttons (the course's and the classroom's): a search field, the
 * page of items each with Add (Added once taken), and the pager. The caller owns the fetching and the type.
 */
export function PickerResults<T extends PickerResultItem>(p: PickerResultsProps<T>) {
  return (
    <>
      <label className="field">
        <span>{p.searchLabel}</span>
        <input className="input" type="search" value={p.keyword} placeholder={p.placeholder} onChange={(e) => p.onKeyword(e.target.value)} />
      </label>
      <ul className={p.classes.list} aria-busy={p.busy} aria-label={p.listLabel}>
        {p.data?.results.map((item) => (
          <li key={item.key}>
            <span>
              <strong>{item.title}</strong>
              {item.subtitle && <small> {item.subtitle}</small>}
            </span>
            <button type="button" className={p.classes.add} disabled={item.added} onClick={() => p.onPick(item)} aria-label={`Add ${item.title}`}>
              {item.added ? 'Added' : 'Add'}
            </button>
          </li>
        ))}
        {p.data && p.data.results.length === 0 && <li>No data</li>}
      </ul>
      {p.data && p.data.pagination.total_pages > 1 && (
        <Pager pagination={p.data.pagination} pageSize={p.pageSize} onPageChange={p.onPage} label={p.pagerLabel} />
      )}
    </>
  );
}
