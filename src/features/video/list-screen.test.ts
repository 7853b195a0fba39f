import { describe, expect, it } from 'vitest';
import { videoListScreen } from './list-screen';

describe('videoListScreen', () => {
  it("is the media library's list with the video's noun and paths", () => {
    expect(videoListScreen.label).toBe('Video List');
    expect(videoListScreen.create).toEqual({ label: 'Create Video', href: '/video/create' });
    expect(videoListScreen.filters?.map((f) => (f.kind === 'select' ? f.key : f.start))).toEqual(['start_date', 'status', 'category_id']);
    expect(videoListScreen.columns.map((c) => [c.label, c.sortKey])).toEqual([
      ['Title', 'title'],
      ['Category', undefined],
      ['Duration', 'duration'],
      ['Status', 'status_enum'],
      ['Created By', 'created_by'],
      ['Created', 'created_at'],
      ['Last Update', 'updated_at'],
    ]);
  });
});
