import type { ListResult } from '@/lib/list';

/**
 * The page links of a server-rendered list on the course screens (participants, user history, feedback answers):
 * plain links that keep the rest of the address (tab, keyword), so they work before any script runs.
 */
export default function PageLinks({ label, list, query }: { label: string; list: ListResult<unknown>; query: Record<string, string> }) {
  const { current_page: current, total_pages: pages } = list.pagination;
  if (!pages) return null;
  const href = (page: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).filter(([, v]) => v)), page: String(page) })}`;
  return (
    <nav aria-label={label} className="course-moves course-pages">
      {Array.from({ length: pages }, (_, i) => (
        <a key={i} className={`btn btn-sm ${current === i + 1 ? '' : 'btn-outline'}`} href={href(i + 1)} aria-current={current === i + 1 ? 'page' : undefined}>
          {i + 1}
        </a>
      ))}
    </nav>
  );
}
