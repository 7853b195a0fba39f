import type { MediaKindInfo } from '@/lib/media-library';

/** Podcasts on the media library (docs/decisions/0082): what the shared kit, its screens and islands need to know. */
export const podcastKind: MediaKindInfo = {
  kind: 'podcast',
  noun: 'Podcast',
  plural: 'podcasts',
  base: '/podcast',
  api: '/api/podcasts',
  folder: 'podcast',
  accept: 'audio/mpeg,audio/mp4,audio/wav,audio/x-wav,.mp3,.m4a,.wav',
  formats: 'MP3, M4A or WAV',
  mimeTypes: ['audio/mpeg', 'audio/mp4', 'audio/wav'],
  visual: false,
  example: 'Leadership Lunch Talk #13',
};
