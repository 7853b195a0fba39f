import type { MouseEvent } from 'react';
import { pageItems, rowRange, type Pagination } from '@/lib/pager';
import './ui.css';

export interface PagerProps {
  pagination: Pagination;
  pageSize: number;
  /** Called with the new page; without it the links simply navigate (server-rendered paging). */
  onPageChange?: (page: number) => void;
  /** URL of a page, so paging works before hydration and opens in a new tab; without it buttons are used. */
  hrefFor?: (page: number) => string;
  label?: string;
}

/** A left click without a modifier: a link handled in place (with a modifier it opens a new tab, as links do). */
export const isPlainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Pagination footer: 'from - to of total' and the page window of spec 001 §9 (lib/pager). */
export function Pager({ pagination, pageSize, onPageChange, hrefFor, label = 'Pagination' }: PagerProps) {
  const { current_page: current, total_pages: totalPages, total_data: total } = pagination;
  const { from, to } = rowRange(pagination, pageSize);
  const last = Math.max(1, totalPages);

  const control = (page: number, content: string, opts: { current?: boolean; disabled?: boolean; ariaLabel?: string } = {}) => {
    const { current: isCurrent = false, disabled = false, ariaLabel } = opts;
    if (hrefFor) {
      if (disabled) {
        return (
          <span className="page" aria-disabled="true" aria-label={ariaLabel}>
            {content}
          </span>
        );
      }
      return (
        <a
          href={hrefFor(page)}
          aria-current={isCurrent ? 'page' : undefined}
          aria-label={ariaLabel}
          onClick={(e) => {
            if (!onPageChange || !isPlainClick(e)) return;
            e.preventDefault();
            if (!isCurrent) onPageChange(page);
          }}
        >
          {content}
        </a>
      );
    }
    return (
      <button
        type="button"
        className="page"
        aria-current={isCurrent ? 'page' : undefined}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => {
          if (!isCurrent) onPageChange?.(page);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-range">{`${from} - ${to} of ${total}`}</p>
      <ul>
        <li>{control(current - 1, '‹', { disabled: current <= 1, ariaLabel: 'Previous page' })}</li>
        {pageItems(current, last).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, String(item), { current: item === current, ariaLabel: `Page ${item}` })}</li>
          ) : (
            <li key={item} aria-hidden="true">
              <span className="page">…</span>
            </li>
          ),
        )}
        <li>{control(current + 1, '›', { disabled: current >= last, ariaLabel: 'Next page' })}</li>
      </ul>
    </nav>
  );
}
