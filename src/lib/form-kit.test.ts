import { describe, expect, it } from 'vitest';
import { errorsFromIssues, nothingChanged } from './form-kit';

describe('form kit helpers', () => {
  it('keeps the first message per top-level field, from zod issues or server field messages', () => {
    expect(
      errorsFromIssues([
        { path: ['title'], message: 'Title is required' },
        { path: ['title'], message: 'second' },
        { path: ['items', 0, 'name'], message: 'Name is required' },
        { field: 'code', message: 'Code is taken' },
        { message: 'no field' },
      ]),
    ).toEqual({ title: 'Title is required', items: 'Name is required', code: 'Code is taken' });
  });

  it('compares texts trimmed and lists and objects by content', () => {
    const initial = { name: 'A', parent_id: null, tags: ['x'], ext: { documents: ['pdf'] }, on: true };
    expect(nothingChanged({ ...initial, name: ' A ', tags: ['x'], ext: { documents: ['pdf'] } }, initial)).toBe(true);
    expect(nothingChanged({ ...initial, parent_id: 3 }, initial)).toBe(false);
    expect(nothingChanged({ ...initial, tags: ['x', 'y'] }, initial)).toBe(false);
    expect(nothingChanged({ ...initial, ext: { documents: [] } }, initial)).toBe(false);
    expect(nothingChanged({ ...initial, on: false }, initial)).toBe(false);
  });
});
