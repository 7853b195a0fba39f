import type { ReactNode } from 'react';
import { formatDate, orDash, titleCase } from '@/lib/format';
import { fieldOf, fillPath, type CellFormat, type ListColumn } from '@/lib/list-kit';
import type { DataTableColumn } from '@/ui/DataTable';

export type Row = Record<string, unknown>;
export type CellRenderer = (row: Row) => ReactNode;

/**
 * Cells no formatter covers, by name (a declaration says `{ kind: 'custom', renderer: 'name' }`). Island props
 * carry no functions, so a custom cell is registered here, client-side, and the declaration names it.
 */
const cellRenderers: Record<string, CellRenderer> = {};

export function registerCell(name: string, render: CellRenderer): void {
  cellRenderers[name] = render;
}

// The call of a 'call' cell loads when its button is pressed (issue 11, the list-page budget).
const callRow = (format: Extract<CellFormat, { kind: 'call' }>, row: Row, button: HTMLButtonElement) =>
  import('./row-call').then((m) => m.callRow(format, row, button));

const text = (v: unknown) => String(orDash(v === null || v === undefined ? null : (v as string)));

const EMAIL = /^([^\s@]+@)([^\s@]+)$/;

/** A text value; an e-mail address may break after its @ (never inside a word), so a narrow screen keeps the row's actions in view. */
function breakable(v: unknown): ReactNode {
  const value = text(v);
  const email = EMAIL.exec(value);
  return email ? (
    <>
      {email[1]}
      <wbr />
      {email[2]}
    </>
  ) : (
    value
  );
}

/** The content of one cell for a formatter chosen by name (decision 0007). */
function renderCell(format: CellFormat, row: Row): ReactNode {
  switch (format.kind) {
    case 'custom': {
      const render = cellRenderers[format.renderer];
      if (!render) throw new Error(`No cell renderer named ${format.renderer}`);
      return render(row);
    }
    case 'text':
      return breakable(fieldOf(row, format.field));
    case 'date':
      return formatDate(fieldOf(row, format.field) as string | null, format.pattern ?? 'DD/MM/YYYY');
    case 'datetime':
      return formatDate(fieldOf(row, format.field) as string | null, 'DD/MM/YYYY HH:mm');
    case 'label': {
      const v = fieldOf(row, format.field);
      if (v === null || v === undefined || v === '') return text(v);
      return format.labels?.[String(v)] ?? format.fallback ?? titleCase(String(v));
    }
    case 'badge': {
      const v = String(fieldOf(row, format.field) ?? '');
      const pill = <span className={`pill pill-${v.toLowerCase()}`}>{format.labels?.[v] ?? titleCase(v)}</span>;
      const link = format.link;
      const linkText = link?.labels[String(fieldOf(row, link.field))];
      return link ? (
        <span className="pill-stack">
          {pill}
          {linkText && <a href={String(fieldOf(row, link.hrefField))}>{linkText}</a>}
        </span>
      ) : (
        pill
      );
    }
    case 'call':
      return (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          aria-label={`${format.label} ${text(fieldOf(row, format.field))}`}
          onClick={(e) => void callRow(format, row, e.currentTarget)}
        >
          {format.label}
        </button>
      );
    case 'link':
      return <a href={fillPath(format.href, row)}>{text(fieldOf(row, format.field))}</a>;
  }
}

/** A declaration's columns as DataTable columns. */
export function tableColumns(columns: ListColumn[]): DataTableColumn<Row>[] {
  return columns.map((c) => ({
    id: c.id,
    header: c.label,
    sortKey: c.sortKey,
    // Text wraps between words, so the Action column stays in a 1366 px screen (issue 27 item 13); a heading column
    // (wrap) has a width range too; dates, badges and numbers keep their one line.
    className: c.wrap ? 'dt-wrap' : c.cell.kind === 'text' || c.cell.kind === 'link' ? 'dt-text' : undefined,
    cell: (row: Row) => renderCell(c.cell, row),
  }));
}
