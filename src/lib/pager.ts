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
  } else if (current > total - 5) {
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
