import { describe, expect, it } from 'vitest';
import { mediaListScreen } from './media-library';

const api = (p: string) => ({ list: { path: p }, remove: { path: `${p}/:id` }, categories: { path: `${p}/categories` } });

describe('mediaListScreen', () => {
  it('declares the video and podcast lists alike, with the noun and paths of each kind', () => {
    const video = mediaListScreen('video', api('/api/videos'));
    const podcast = mediaListScreen('podcast', api('/api/podcasts'));
    expect(video.label).toBe('Video List');
    expect(podcast.label).toBe('Podcast List');
    expect(podcast.search).toEqual({ placeholder: 'Search by title', label: 'Search podcasts' });
    expect(video.create).toEqual({ label: 'Create Video', href: '/video/create' });
    expect(podcast.endpoints).toEqual({ list: '/api/podcasts', remove: '/api/podcasts/:id' });
    expect(video.filters?.map((f) => (f.kind === 'select' ? f.key : f.start))).toEqual(['start_date', 'status', 'category_id']);
    expect(podcast.filters?.[2]).toMatchObject({ optionsFrom: { path: '/api/podcasts/categories' } });
    expect(video.columns.map((c) => [c.label, c.sortKey])).toEqual([
      ['Title', 'title'],
      ['Category', undefined],
      ['Duration', 'duration'],
      ['Status', 'status_enum'],
      ['Created By', 'created_by'],
      ['Created', 'created_at'],
      ['Last Update', 'updated_at'],
    ]);
    expect(podcast.columns[0].cell).toEqual({ kind: 'link', field: 'title', href: '/podcast/detail/:id' });
    expect(podcast.messages).toMatchObject({ listFailed: 'Failed get podcasts', deleteTitle: 'Delete Podcast?', deleteFailedFromServer: true });
  });
});
