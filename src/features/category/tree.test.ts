import { describe, expect, it } from 'vitest';
import { ancestorsOf, depthOf, heightOf, placementProblem, reorder } from './tree';

// 1 ─ 2 ─ 3     4 ─ 5     6
const parents = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 2],
  [4, null],
  [5, 4],
  [6, null],
]);

describe('category tree rules', () => {
  it('walks ancestors, depth and height', () => {
    expect(ancestorsOf(parents, 3)).toEqual([2, 1]);
    expect(depthOf(parents, 1)).toBe(1);
    expect(depthOf(parents, 3)).toBe(3);
    expect(heightOf(parents, 1)).toBe(3);
    expect(heightOf(parents, 4)).toBe(2);
    expect(heightOf(parents, 6)).toBe(1);
  });

  it('stops on a cycle in stored data instead of looping', () => {
    const broken = new Map<number, number | null>([
      [1, 2],
      [2, 1],
    ]);
    expect(ancestorsOf(broken, 1)).toEqual([2, 1]);
    expect(heightOf(broken, 1)).toBe(2);
  });

  it('refuses a category as its own parent or under its own descendant', () => {
    expect(placementProblem(parents, 2, 2)).toBe('own-parent');
    expect(placementProblem(parents, 1, 3)).toBe('own-ancestor');
    expect(placementProblem(parents, 1, 2)).toBe('own-ancestor');
  });

  it('keeps the tree within the depth limit, counting the moved subtree', () => {
    expect(placementProblem(parents, null, 2)).toBeNull(); // a new grandchild: depth 3
    expect(placementProblem(parents, null, 3)).toBe('too-deep'); // depth 4
    expect(placementProblem(parents, 4, 6)).toBeNull(); // 6 ─ 4 ─ 5 ends at depth 3
    expect(placementProblem(parents, 4, 2)).toBe('too-deep'); // 1 ─ 2 ─ 4 ─ 5 would end at depth 4
    expect(placementProblem(parents, 1, 6)).toBe('too-deep'); // 6 ─ 1 ─ 2 ─ 3
    expect(placementProblem(parents, 5, 6)).toBeNull();
    expect(placementProblem(parents, 6, 2)).toBeNull();
    expect(placementProblem(parents, 3, null)).toBeNull();
  });

  it('needs an existing parent', () => {
    expect(placementProblem(parents, null, 99)).toBe('parent-missing');
  });

  it('moves a sibling up, down or to a position, and says when nothing moves', () => {
    expect(reorder([1, 4, 6], 4, { direction: 'up' })).toEqual([4, 1, 6]);
    expect(reorder([1, 4, 6], 4, { direction: 'down' })).toEqual([1, 6, 4]);
    expect(reorder([1, 4, 6], 1, { direction: 'up' })).toBeNull();
    expect(reorder([1, 4, 6], 6, { direction: 'down' })).toBeNull();
    expect(reorder([1, 4, 6], 6, { position: 1 })).toEqual([6, 1, 4]);
    expect(reorder([1, 4, 6], 1, { position: 99 })).toEqual([4, 6, 1]);
    expect(reorder([1, 4, 6], 9, { position: 1 })).toBeNull();
  });
});
