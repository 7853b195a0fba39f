import { describe, expect, it } from 'vitest';
import {
  areaListScreen,
  column,
  DELETE_TEXT,
  fieldOf,
  fillPath,
  filter,
  filterKeysOf,
  listMessages,
  rowActions,
  screenFor,
  treeOptions,
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
  it('column.title: sortable, wrapping, a link when given a path; other fields and labels for names', () => {
    expect(column.title()).toEqual({ id: 'title', label: 'Title', sortKey: 'title', cell: { kind: 'text', field: 'title' }, wrap: true });
    expect(column.title({ field: 'name', label: 'Name', href: '/role/detail/:id' })).toEqual({
      id: 'name',
      label: 'Name',
      sortKey: 'name',
      cell: { kind: 'link', field: 'name', href: '/role/detail/:id' },
      wrap: true,
    });
  });
  it('column.text sorts and wraps only when asked; field and sort key may differ from the id', () => {
    expect(column.text('batches', 'Batches')).toEqual({ id: 'batches', label: 'Batches', cell: { kind: 'text', field: 'batches' } });
    expect(column.text('type', 'Type', { field: 'type_name', sortable: true, wrap: true })).toEqual({
      id: 'type',
      label: 'Type',
      sortKey: 'type',
      cell: { kind: 'text', field: 'type_name' },
      wrap: true,
    });
    expect(column.text('open_reports', 'Open Reports', { sortKey: 'reported' }).sortKey).toBe('reported');
  });
  it('the audit and period columns keep their ids, labels and sort keys', () => {
    expect(column.updatedAt()).toEqual({ id: 'updated_at', label: 'Last Update', sortKey: 'updated_at', cell: { kind: 'date', field: 'updated_at' } });
    expect(column.createdAt()).toEqual({ id: 'created_at', label: 'Created', sortKey: 'created_at', cell: { kind: 'date', field: 'created_at' } });
    expect(column.createdBy('Created By', false)).toEqual({ id: 'created_by', label: 'Created By', cell: { kind: 'text', field: 'created_by.full_name' } });
    expect(column.period().map((c) => [c.id, c.label, c.sortKey])).toEqual([
      ['start_date', 'Start Date', 'start_date'],
      ['end_date', 'End Date', undefined],
    ]);
  });
  it('column.status and column.category', () => {
    const labels = { draft: 'Draft' };
    expect(column.status(labels)).toEqual({ id: 'status', label: 'Status', sortKey: 'status', cell: { kind: 'badge', field: 'status', labels } });
    expect(column.status(labels, { id: 'status', field: 'status_enum' })).toMatchObject({
      id: 'status',
      sortKey: 'status_enum',
      cell: { field: 'status_enum' },
    });
    expect(column.status(labels, { field: 'is_active', kind: 'label' })).toMatchObject({ id: 'is_active', sortKey: 'is_active', cell: { kind: 'label' } });
    expect(column.category()).toEqual({ id: 'category', label: 'Category', cell: { kind: 'text', field: 'category.name' } });
    expect(column.category({ field: 'category', wrap: true })).toEqual({
      id: 'category',
      label: 'Category',
      cell: { kind: 'text', field: 'category' },
      wrap: true,
    });
  });
  it('select filters take their label as placeholder; status, category and date-range keep their URL parameters', () => {
    expect(filter.select('type', 'Type', { pdf: 'PDF' })).toEqual({
      kind: 'select',
      key: 'type',
      label: 'Type',
      placeholder: 'Type',
      options: [{ value: 'pdf', label: 'PDF' }],
    });
    expect(filter.status({ true: 'Active' }, 'is_active')).toMatchObject({ key: 'is_active', label: 'Status', placeholder: 'Status' });
    expect(filter.category([], { wide: true })).toMatchObject({ key: 'category_id', options: [], className: 'dt-filter-wide' });
    expect(filter.category({ path: '/api/videos/categories' })).toEqual({
      kind: 'select',
      key: 'category_id',
      label: 'Category',
      placeholder: 'Category',
      optionsFrom: { path: '/api/videos/categories' },
    });
    expect(filter.dateRange('Created')).toEqual({ kind: 'date-range', start: 'start_date', end: 'end_date', label: 'Created' });
    expect(filter.dateRange('Schedule', { placeholder: 'Schedule (WIB)', clearable: true })).toMatchObject({ placeholder: 'Schedule (WIB)', clearable: true });
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
    const screen = areaListScreen({ base: '/thing', api, texts, pageSize: 10, createLabel: 'Create Thing', columns: [column.title()] });
    expect(screen).toEqual({
      label: 'Thing List',
      pageSize: 10,
      sortStyle: 'order_type',
      columns: [column.title()],
      actions: rowActions('/thing'),
      create: { label: 'Create Thing', href: '/thing/create' },
      endpoints: { list: '/api/things', remove: '/api/things/:id' },
      messages: { ...texts, listTitle: undefined, deleteText: DELETE_TEXT, deleteFailedFromServer: true },
    });
  });
  it('takes other row actions in their order', () => {
    const screen = areaListScreen({ base: '/user/coach', api, texts, pageSize: 10, createLabel: 'Create Coach', actions: ['edit', 'delete'], columns: [] });
    expect(screen.actions).toEqual([{ kind: 'edit', href: '/user/coach/edit/:id' }, { kind: 'delete' }]);
  });
  it('listMessages carries the failure title only where the area has one', () => {
    expect(listMessages(texts)).not.toHaveProperty('deleteFailedTitle');
    expect(listMessages({ ...texts, deleteFailedTitle: 'Failed' }, 'Gone?')).toMatchObject({ deleteFailedTitle: 'Failed', deleteText: 'Gone?' });
  });
});
