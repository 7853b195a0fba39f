import type { MediaKindInfo } from '@/lib/media-library';

/** Videos on the media library (docs/decisions/0082): what the shared kit, its screens and islands need to know. */
export const videoKind: MediaKindInfo = {
  kind: 'video',
  noun: 'Video',
  plural: 'videos',
  base: '/video',
  api: '/api/videos',
  folder: 'video',
  accept: 'video/mp4,video/webm,.mp4,.webm',
  formats: 'MP4 or WebM',
  mimeTypes: ['video/mp4', 'video/webm'],
  visual: true,
  example: 'Fire Evacuation Drill',
};
