/** Pagination as the list contract answers it (zod-free, so that islands can import it cheaply). */
export interface Pagination {
  current_page: number;
  total_pages: number;
  total_data: number;
}

/** The first and last row numbers shown: 'from - to of total'. */
export function rowRange(p: Pagination, pageSize: number): { from: number; to: number } {
  if (p.total_data === 0) return { from: 0, to: 0 };
  const from = (p.current_page - 1) * pageSize + 1;
  return { from, to: Math.min(p.total_data, from + pageSize - 1) };
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page numbers of spec 001 §9: all when 10 or fewer; otherwise first, ellipsis, window, ellipsis, last,
 * where the window is the first 9 when current ≤ 6, the last 9 when within 5 of the end, else current ± 3.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 10) return Array.from({ length: total }, (_, i) => i + 1);
  let start: number;
  let end: number;
  if (current <= 6) {
    start = 1;
    end = 9;
  } else if (current >= total - 5) {
    // 'Within 5 of the end' mirrors 'current ≤ 6' (within 5 of the start), so an ellipsis never hides one page.
    start = total - 8;
    end = total;
  } else {
    start = current - 3;
    end = current + 3;
  }
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < total - 1) items.push('ellipsis-end');
  if (end < total) items.push(total);
  return items;
}
