import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAt, numberRange, setAt } from './form-paths';

describe('form paths', () => {
  it('reads and writes a dotted path without touching what is off the path', () => {
    const values = { general: { title: 'A', capacity: 3 }, rundown: [{ title: 'Day 1', sessions: [{ title: 'Morning' }] }], note: 'x' };
    const next = setAt(values, 'rundown.0.sessions.0.title', 'Opening');
    expect(getAt(next, 'rundown.0.sessions.0.title')).toBe('Opening');
    expect(Array.isArray(next.rundown)).toBe(true);
    expect(next.general).toBe(values.general);
    expect(values.rundown[0].sessions[0].title).toBe('Morning');
    expect(getAt(values, 'general.missing.deeper')).toBeUndefined();
    expect(setAt(values, 'note', 'y').note).toBe('y');
  });

  it('answers the range the schema gives a number, through objects, lists, defaults and refinements; no range for .int() alone', () => {
    const schema = z
      .strictObject({
        location: z.strictObject({ radius_meters: z.number().int().min(10).max(50_000).default(300), latitude: z.number().min(-90).max(90).nullable() }),
        rundown: z.array(z.object({ seats: z.number().int().min(1) })),
        count: z.number().int(),
        title: z.string().max(10),
      })
      .superRefine(() => undefined);
    expect(numberRange(schema, 'location.radius_meters')).toEqual({ min: 10, max: 50_000 });
    expect(numberRange(schema, 'location.latitude')).toEqual({ min: -90, max: 90 });
    expect(numberRange(schema, 'rundown.3.seats')).toEqual({ min: 1 });
    expect(numberRange(schema, 'count')).toEqual({});
    expect(numberRange(schema, 'title')).toEqual({});
    expect(numberRange(schema, 'nowhere.deep')).toEqual({});
  });
});
