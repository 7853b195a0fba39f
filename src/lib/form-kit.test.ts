import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsFromIssues, nothingChanged, openStep, personMessage, validate, withFieldRollups } from './form-kit';

describe('form kit helpers', () => {
  it('keeps the first message per field by its dotted path, from zod issues or server field messages', () => {
    expect(
      errorsFromIssues([
        { path: ['title'], message: 'Title is required' },
        { path: ['title'], message: 'second' },
        { path: ['items', 0, 'name'], message: 'Name is required' },
        { field: 'code', message: 'Code is taken' },
        { field: 'sections.0.contents.1.content_type', message: 'Unknown content type' },
        { message: 'no field' },
      ]),
    ).toEqual({
      title: 'Title is required',
      'items.0.name': 'Name is required',
      code: 'Code is taken',
      'sections.0.contents.1.content_type': 'Unknown content type',
    });
  });

  it('rolls a nested message up to its top-level field, keeping a message of the field itself', () => {
    expect(withFieldRollups({ 'items.0.name': 'Name is required', keys: 'Choose at least one', 'keys.2': 'Unknown key' })).toEqual({
      'items.0.name': 'Name is required',
      items: 'Name is required',
      keys: 'Choose at least one',
      'keys.2': 'Unknown key',
    });
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

describe('messages for a person (issue 27 item 14)', () => {
  const Batch = z.strictObject({
    title: z.string().trim().min(1, 'Batch title is required'),
    radius: z.number().int().min(10).max(50_000),
    capacity: z.number().int().min(1).nullable(),
    day: z.iso.date(),
    status: z.enum(['draft', 'published']),
    people: z.array(z.number()).max(2),
    code: z.string().min(3),
    note: z.string().max(5),
  });

  it("rewrites zod's own messages and keeps the schema's", () => {
    const errors = validate(Batch, { title: ' ', radius: 5, capacity: 1.5, day: '31/12', status: 'archived', people: [1, 2, 3], code: 'ab', note: '123456' });
    expect(errors).toEqual({
      title: 'Batch title is required',
      radius: 'Enter 10 or more',
      capacity: 'Enter a whole number',
      day: 'Enter a valid date',
      status: 'Choose one of the options',
      people: 'Add at most 2',
      code: 'Enter at least 3 characters',
      note: 'Enter at most 5 characters',
    });
    expect(validate(Batch, { title: 'A', radius: 60_000, capacity: null, day: '2031-01-01', status: 'draft', people: [], code: 'abc', note: '' })).toEqual({
      radius: 'Enter 50,000 or less',
    });
  });

  it('says a missing value is required, and leaves custom rules and unknown keys to their own message', () => {
    expect(validate(Batch.pick({ radius: true }), {})).toEqual({ radius: 'This field is required' });
    expect(validate(z.number(), 'x')).toEqual({});
    expect(personMessage({ code: 'invalid_type', expected: 'number', input: 'x' })).toBe('Enter a number');
    expect(personMessage({ code: 'custom' })).toBeUndefined();
    expect(personMessage({ code: 'unrecognized_keys' })).toBeUndefined();
  });
});

describe('openStep (a wizard page resumes where the record stands)', () => {
  it('opens an asked step the record has reached, else its first unsaved step; a complete record opens whenComplete', () => {
    expect(openStep('2', 1, 3)).toBe(2);
    expect(openStep('3', 1, 3)).toBe(2);
    expect(openStep('1', 1, 3)).toBe(1);
    expect(openStep(null, 2, 3)).toBe(3);
    expect(openStep('abc', 0, 3)).toBe(1);
    expect(openStep('2.5', 3, 3)).toBe(1);
    expect(openStep(null, 3, 3)).toBe(1);
    expect(openStep(null, 4, 4, 4)).toBe(4);
    expect(openStep('4', 2, 4, 4)).toBe(3);
  });
});
