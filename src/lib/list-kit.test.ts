import { describe, expect, it } from 'vitest';
import { fieldOf, fillPath, filterKeysOf, screenFor, type ListScreen } from './list-kit';

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
