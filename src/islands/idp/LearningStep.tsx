import { useCallback, useEffect, useState } from 'react';
import { Pager } from '@/ui/Pager';
import type { Pagination } from '@/lib/pager';
import { showError } from '@/stores/error-dialog';
import { idpMessages as M } from '@/features/idp/messages';
import { addLearning, CONTENT_PAGE_SIZE, IDP_PAGE_SIZE, type GroupInfo, type Learning } from '@/features/idp/schemas';
import { stepHrefs, templateId, type StepMode } from '@/features/idp/steps';
import { idp } from './calls';
import './idp.css';

interface Item {
  id: number;
  title: string;
  subtitle: string;
}
interface Page {
  items: Item[];
  pagination: Pagination;
}
type CartItem = Learning & { title: string };

/** One page of a group's items (or of a recommended group's categories, or of one category's contents). */
async function load(group: GroupInfo, page: number, keyword: string, category: Item | null): Promise<Page> {
  const query = { page, keyword: keyword || undefined };
  const plain = (r: { results: Item[]; pagination: Pagination }): Page => ({ items: r.results, pagination: r.pagination });
  switch (group.id) {
    case 'course':
    case 'program':
      return plain(await idp.formal({ params: { kind: group.id }, query }));
    case 'live_event':
      return plain(await idp.formal({ params: { kind: 'live-event' }, query }));
    case 'project':
      return plain(await idp.project({ query }));
    case 'coaching':
    case 'mentoring': {
      const r = await idp.social({ params: { kind: group.id }, query });
      return { items: r.results.map((c) => ({ id: c.id, title: c.full_name, subtitle: c.description })), pagination: r.pagination };
    }
    case 'cba':
      if (!category) return plain(await idp.recommended({ params: { kind: 'cba-category' }, query }));
      return plain(await idp.cbaContent({ params: { id: category.id }, query }));
    case 'job_competencies': {
      if (!category) return plain(await idp.recommended({ params: { kind: 'job-competencies-category' }, query }));
      const r = await idp.jobContent({ params: { id: category.id }, query });
      return { items: r.results.map((c) => ({ id: c.id_course, title: c.title, subtitle: c.subtitle })), pagination: r.pagination };
    }
    default:
      return { items: [], pagination: { current_page: 1, total_pages: 1, total_data: 0 } };
  }
}

/**
 * The learning picker of one tab (spec 002 §2 /setting/template/learning): a tab per group, its items 8 a page (a
 * recommended group's categories 8 a page, then a category's contents 9), each added to the cart kept in the draft
 * under spec 002 §4's rules. A group no area serves yet says so.
 */
export default function LearningStep({ mode, groups, initialCart }: { mode: StepMode; groups: GroupInfo[]; initialCart: CartItem[] }) {
  const [active, setActive] = useState<GroupInfo>(groups[0]);
  const [category, setCategory] = useState<Item | null>(null);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page | null>(null);
  const [cart, setCart] = useState<CartItem[]>(initialCart);
  const [announce, setAnnounce] = useState('');
  const hrefs = stepHrefs(mode);
  const pageSize = active.byCategory && category ? CONTENT_PAGE_SIZE : IDP_PAGE_SIZE;

  const refresh = useCallback(async () => {
    if (!active.available) return setData(null);
    try {
      setData(await load(active, page, search, category));
    } catch (err) {
      showError(err);
    }
  }, [active, page, search, category]);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** Another list is coming: the one shown goes at once, so nothing stale is picked from. */
  function openList(c: Item | null) {
    setData(null);
    setCategory(c);
    setPage(1);
    setKeyword('');
    setSearch('');
  }

  function choose(g: GroupInfo) {
    if (g.id === active.id && !category) return;
    setData(null);
    setActive(g);
    setCategory(null);
    setPage(1);
    setKeyword('');
    setSearch('');
  }

  async function add(item: Item) {
    const learning: Learning = { group: active.id, id: item.id, title: item.title, ...(active.byCategory && category ? { category_id: category.id } : {}) };
    const next = addLearning(cart, learning);
    try {
      const saved = await idp.saveDraft({ body: { tab: mode.tab, template_id: templateId(mode), learnings: next } });
      setCart(saved.data.learnings);
      setAnnounce(`${item.title} added to the cart.`);
    } catch (err) {
      showError(err);
    }
  }

  const inCart = (id: number) => cart.some((c) => c.group === active.id && c.id === id);
  const showingCategories = active.byCategory && !category;

  return (
    <div className="card idp-picker">
      <div className="idp-picker-head">
        <div role="tablist" aria-label="Learning groups" className="idp-groups">
          {groups.map((g) => (
            <button
              key={g.id}
              type="button"
              role="tab"
              aria-selected={g.id === active.id}
              className={`idp-group${g.id === active.id ? ' is-active' : ''}`}
              onClick={() => choose(g)}
            >
              {g.label}
            </button>
          ))}
        </div>
        <a className="btn btn-outline" href={hrefs.cart}>
          Cart ({cart.length})
        </a>
      </div>
      <div role="tabpanel" aria-label={active.label}>
        {!active.available ? (
          <p className="idp-unavailable">{M.notAvailable(active.label)}.</p>
        ) : (
          <>
            {active.single && <p className="hint-text">{M.single(active.label)}: choosing another replaces the one in the cart.</p>}
            {category && (
              <p className="idp-crumb">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => openList(null)}>
                  All categories
                </button>{' '}
                <strong>{category.title}</strong>
              </p>
            )}
            <form
              className="idp-search"
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                setPage(1);
                setSearch(keyword.trim());
              }}
            >
              <label htmlFor="idp-search-box" className="visually-hidden">
                Search {showingCategories ? 'categories' : active.label}
              </label>
              <input id="idp-search-box" className="input" type="search" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="Search" />
              <button type="submit" className="btn btn-outline">
                Search
              </button>
            </form>
            {!data && <p className="hint-text">Loading…</p>}
            {data && data.items.length === 0 && <p className="idp-empty">Nothing to show.</p>}
            <ul className={`idp-items${showingCategories ? '' : ' is-content'}`}>
              {data?.items.map((item) => (
                <li key={item.id} className="idp-item">
                  <span className="idp-item-title">{item.title}</span>
                  {item.subtitle && <span className="hint-text">{item.subtitle}</span>}
                  {showingCategories ? (
                    <button type="button" className="btn btn-sm btn-outline" onClick={() => openList(item)}>
                      Open<span className="visually-hidden"> {item.title}</span>
                    </button>
                  ) : (
                    <button type="button" className="btn btn-sm" disabled={inCart(item.id)} onClick={() => void add(item)}>
                      {inCart(item.id) ? (
                        <>
                          <span className="visually-hidden">{item.title} </span>In cart
                        </>
                      ) : (
                        <>
                          Add<span className="visually-hidden"> {item.title}</span>
                        </>
                      )}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {data && data.pagination.total_data > 0 && <Pager pagination={data.pagination} pageSize={pageSize} onPageChange={setPage} />}
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
      <div className="idp-actions">
        <a className="btn btn-outline" href={hrefs.fields}>
          Back
        </a>
        <a className="btn" href={hrefs.cart}>
          Next
        </a>
      </div>
    </div>
  );
}
