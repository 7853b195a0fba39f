import { describe, expect, it } from 'vitest';
import {
  areaListScreen,
  categoryColumn,
  categoryFilter,
  createdAtColumn,
  createdByColumn,
  DELETE_TEXT,
  dateRangeFilter,
  fieldOf,
  fillPath,
  filterKeysOf,
  listMessages,
  periodColumns,
  rowActions,
  screenFor,
  selectFilter,
  statusColumn,
  statusFilter,
  textColumn,
  titleColumn,
  treeOptions,
  updatedAtColumn,
  type ListScreen,
} from './list-kit';

const screen: ListScreen = {
  label: 'X',
  pageSize: 10,
  sortStyle: 'sort_by',
  filters: [
    { kind: 'date-range', start: 'startDate', end: 'endDate', label: 'Date Range' },
    { kind: 'select', key: 'questionType', label: 'Question Type', options: [] },
  ],
  columns: [],
  actions: [
    { kind: 'edit', href: '/x/edit/:id', permission: 'content-quiz' },
    { kind: 'detail', href: '/x/detail/:id' },
    { kind: 'delete', permission: 'presence' },
  ],
  create: { label: 'Create', href: '/x/create', permission: 'presence' },
  endpoints: { list: '/api/x' },
  messages: { listFailed: 'Failed' },
};

describe('list kit declaration helpers', () => {
  it('keeps each filter in its URL parameters, in declaration order', () => {
    expect(filterKeysOf(screen)).toEqual(['startDate', 'endDate', 'questionType']);
    expect(filterKeysOf({})).toEqual([]);
  });
  it('reads dotted fields and fills path patterns from a row', () => {
    const row = { id: 7, created_by: { full_name: 'Rina' }, slug: 'a b' };
    expect(fieldOf(row, 'created_by.full_name')).toBe('Rina');
    expect(fieldOf(row, 'created_by.missing.deeper')).toBeUndefined();
    expect(fillPath('/presence/edit/:id', row)).toBe('/presence/edit/7');
    expect(fillPath('/x/:slug/:id', row)).toBe('/x/a%20b/7');
  });
  it('drops the actions and the create button whose key the caller lacks', () => {
    const seen = screenFor(screen, (key) => key === 'content-quiz');
    expect(seen.actions?.map((a) => a.kind)).toEqual(['edit', 'detail']);
    expect(seen.create).toBeUndefined();
    expect(screenFor(screen, () => true).create?.href).toBe('/x/create');
  });
  it('is data only: it survives JSON (island props carry no functions)', () => {
    expect(JSON.parse(JSON.stringify(screen))).toEqual(screen);
  });
});

describe('declaration shorthands', () => {
  it('rowActions fills the family base in the given order; auditColumns ends a list with Created By, Created, Last Update', async () => {
    const { auditColumns, listEndpoints, rowActions } = await import('./list-kit');
    expect(rowActions('/quiz', ['detail', 'edit', 'delete'])).toEqual([
      { kind: 'detail', href: '/quiz/detail/:id' },
      { kind: 'edit', href: '/quiz/edit/:id' },
      { kind: 'delete' },
    ]);
    expect(auditColumns('Created by').map((c) => [c.label, c.sortKey, c.cell.kind])).toEqual([
      ['Created by', 'created_by', 'text'],
      ['Created', 'created_at', 'date'],
      ['Last Update', 'updated_at', 'date'],
    ]);
    expect(listEndpoints({ list: { path: '/api/x' } })).toEqual({ list: '/api/x', remove: undefined });
  });
});

describe('column and filter builders', () => {
  it('titleColumn: sortable, wrapping, a link when given a path; other fields and labels for names', () => {
    expect(titleColumn()).toEqual({ id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true });
    expect(titleColumn({ field: 'name', label: 'Name', href: '/role/detail/:id' })).toEqual({
      id: 'name',
      label: 'Name',
      sortKey: 'name',
      cell: { kind: 'link', field: 'name', href: '/role/detail/:id' },
      wrap: true,
    });
  });
  it('textColumn sorts and wraps only when asked; field and sort key may differ from the id', () => {
    expect(textColumn('batches', 'Batches')).toEqual({ id: 'batches', label: 'Batches', cell: { kind: 'text', field: 'batches' } });
    expect(textColumn('type', 'Type', { field: 'type_name', sortable: true, wrap: true })).toEqual({
      id: 'type',
      label: 'Type',
      sortKey: 'type',
      cell: { kind: 'text', field: 'type_name' },
      wrap: true,
    });
    expect(textColumn('open_reports', 'Open Reports', { sortKey: 'reported' }).sortKey).toBe('reported');
  });
  it('the audit and period columns keep their ids, labels and sort keys', () => {
    expect(updatedAtColumn()).toEqual({ id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } });
    expect(createdAtColumn()).toEqual({ id: 'created_at', label: 'Created', sortKey: 'created_at', cell: { kind: 'date', field: 'created_at' } });
    expect(createdByColumn('Created By', false)).toEqual({ id: 'created_by', label: 'Created By', cell: { kind: 'text', field: 'created_by.full_name' } });
    expect(periodColumns().map((c) => [c.id, c.label, c.sortKey])).toEqual([
      ['start_date', 'Start Date', 'start_date'],
      ['end_date', 'End Date', undefined],
    ]);
  });
  it('statusColumn and categoryColumn', () => {
    const labels = { draft: 'Draft' };
    expect(statusColumn(labels)).toEqual({ id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels } });
    expect(statusColumn(labels, { id: 'status', field: 'status_enum' })).toMatchObject({
      id: 'status',
      sortKey: 'status_enum',
      cell: { field: 'status_enum' },
    });
    expect(statusColumn(labels, { field: 'is_active', kind: 'label' })).toMatchObject({ id: 'is_active', sortKey: 'is_active', cell: { kind: 'label' } });
    expect(categoryColumn()).toEqual({ id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' } });
    expect(categoryColumn({ field: 'category', wrap: true })).toEqual({
      id: 'category',
      label: 'Category',
      cell: { kind: 'text', field: 'category' },
      wrap: true,
    });
  });
  it('select filters take their label as placeholder; status, category and date-range keep their URL parameters', () => {
    expect(selectFilter('type', 'Type', { pdf: 'PDF' })).toEqual({
      kind: 'select',
      key: 'type',
      label: 'Type',
      placeholder: 'Type',
      options: [{ value: 'pdf', label: 'PDF' }],
    });
    expect(statusFilter({ true: 'Active' }, 'is_active')).toMatchObject({ key: 'is_active', label: 'Status', placeholder: 'Status' });
    expect(categoryFilter([], { wide: true })).toMatchObject({ key: 'category_id', options: [], className: 'dt-filter-wide' });
    expect(categoryFilter({ path: '/api/videos/categories' })).toEqual({
      kind: 'select',
      key: 'category_id',
      label: 'Category',
      placeholder: 'Category',
      optionsFrom: { path: '/api/videos/categories' },
    });
    expect(dateRangeFilter('Created')).toEqual({ kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created' });
    expect(dateRangeFilter('Schedule', { placeholder: 'Schedule (WIB)', clearable: true })).toMatchObject({ placeholder: 'Schedule (WIB)', clearable: true });
  });
  it('treeOptions indents each choice by its depth', () => {
    expect(
      treeOptions([
        { label: 'A', value: 1, depth: 1 },
        { label: 'B', value: 2, depth: 3 },
      ]),
    ).toEqual([
      { label: 'A', value: '1' },
      { label: '\u2003\u2003B', value: '2' },
    ]);
  });
});

describe('areaListScreen', () => {
  const texts = {
    listTitle: 'Thing List',
    listFailed: 'Failed get things',
    deleteTitle: 'Delete Thing?',
    deleted: 'Deleted',
    deleteFailed: 'Failed Delete Thing',
  };
  const api = { list: { path: '/api/things' }, remove: { path: '/api/things/:id' } };
  it('derives the label, actions, create button, endpoints and messages of an ordinary area', () => {
    const screen = areaListScreen({ base: '/thing', api, texts, pageSize: 10, createLabel: 'Create Thing', columns: [titleColumn()] });
    expect(screen).toEqual({
      label: 'Thing List',
      pageSize: 10,
      sortStyle: 'order_type',
      columns: [titleColumn()],
      actions: rowActions('/thing'),
      create: { label: 'Create Thing', href: '/thing/create' },
      endpoints: { list: '/api/things', remove: '/api/things/:id' },
      messages: { ...texts, listTitle: undefined, deleteText: DELETE_TEXT, deleteFailedFromServer: true },
    });
  });
  it('listMessages carries the failure title only where the area has one', () => {
    expect(listMessages(texts)).not.toHaveProperty('deleteFailedTitle');
    expect(listMessages({ ...texts, deleteFailedTitle: 'Failed' }, 'Gone?')).toMatchObject({ deleteFailedTitle: 'Failed', deleteText: 'Gone?' });
  });
});
