import { describe, expect, it } from 'vitest';
import { ListQuerySchema, MAX_PAGE_SIZE, pageSizeSchema } from './list';

describe('the list query', () => {
  it('serves a request for everything (page size = the maximum safe integer, spec 000 §9) one capped page at a time', () => {
    expect(ListQuerySchema.parse({ page_size: String(Number.MAX_SAFE_INTEGER) }).page_size).toBe(MAX_PAGE_SIZE);
    expect(ListQuerySchema.parse({ page_size: '100' }).page_size).toBe(100);
    expect(ListQuerySchema.parse({}).page_size).toBe(10);
    expect(pageSizeSchema(20).parse(undefined)).toBe(20);
  });

  it('still refuses a page size that is not a positive whole number', () => {
    for (const bad of ['0', '-1', '2.5', 'all', String(Number.MAX_SAFE_INTEGER + 2)])
      expect(ListQuerySchema.safeParse({ page_size: bad }).success, bad).toBe(false);
  });
});
