import { useEffect, useMemo, useState } from 'react';
import type { DataTableColumn } from '@/ui/DataTable';
import type { Row } from './cells';

/**
 * Row selection for a kit list (ListScreen.selection): the ids checked on the current page, a check-box column with
 * a select-all for the page, and the selection's reset when the page's rows change (another page, a search).
 */
export type RowSelectionHook = (
  rows: Row[],
  titleOf: (row: Row) => string,
  enabled: boolean,
) => { selected: number[]; clear: () => void; column: DataTableColumn<Row> | null };

export function useRowSelection(rows: Row[], titleOf: (row: Row) => string, enabled: boolean) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const pageIds = useMemo(() => rows.map((r) => Number(r.id)), [rows]);
  useEffect(() => setSelected(new Set()), [pageIds]);
  const all = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const some = pageIds.some((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const column: DataTableColumn<Row> | null = enabled
    ? {
        id: '__select',
        header: 'Select',
        className: 'dt-select',
        headerContent: (
          <input
            type="checkbox"
            aria-label="Select all rows on this page"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some && !all;
            }}
            onChange={() => setSelected(all ? new Set() : new Set(pageIds))}
          />
        ),
        cell: (row) => (
          <input type="checkbox" aria-label={`Select ${titleOf(row)}`} checked={selected.has(Number(row.id))} onChange={() => toggle(Number(row.id))} />
        ),
      }
    : null;
  return { selected: [...selected], clear: () => setSelected(new Set()), column };
}
