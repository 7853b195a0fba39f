import { describe, expect, it } from 'vitest';
import { podcastListScreen } from './list-screen';

describe('podcastListScreen', () => {
  it("is the media library's list with the podcast's noun and paths", () => {
    expect(podcastListScreen.label).toBe('Podcast List');
    expect(podcastListScreen.search).toEqual({ placeholder: 'Search by title', label: 'Search podcasts' });
    expect(podcastListScreen.endpoints).toEqual({ list: '/api/podcasts', remove: '/api/podcasts/:id' });
    expect(podcastListScreen.filters?.[2]).toMatchObject({ optionsFrom: { path: '/api/podcasts/categories' } });
    expect(podcastListScreen.columns[0].cell).toEqual({ kind: 'link', field: 'title', href: '/podcast/detail/:id' });
    expect(podcastListScreen.messages).toMatchObject({ listFailed: 'Failed get podcasts', deleteTitle: 'Delete Podcast?', deleteFailedFromServer: true });
  });
});
