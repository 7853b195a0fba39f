import { describe, expect, it } from 'vitest';
import { pageItems } from './pager';

describe('pageItems (spec 001 §9)', () => {
  it('shows every page when there are 10 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('shows the first 9 pages while current is 6 or lower', () => {
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'ellipsis-end', 20]);
    expect(pageItems(1, 11)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'ellipsis-end', 11]);
  });
  it('shows the last 9 pages within 5 of the end', () => {
    expect(pageItems(16, 20)).toEqual([1, 'ellipsis-start', 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(15, 20)).toEqual([1, 'ellipsis-start', 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(14, 20)).toEqual([1, 'ellipsis-start', 11, 12, 13, 14, 15, 16, 17, 'ellipsis-end', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'ellipsis-start', 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
  it('shows current ± 3 in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10, 11, 12, 13, 'ellipsis-end', 20]);
    expect(pageItems(7, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 9, 10, 'ellipsis-end', 20]);
  });
});
