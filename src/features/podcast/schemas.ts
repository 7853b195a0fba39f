import { mediaInputSchema, mediaUpdateSchema } from '@/lib/media-library';
import { podcastMessages as M } from './messages';

/** The podcast area's schemas: the media library's, with the podcast texts (docs/decisions/0082). */
export const PodcastInputSchema = mediaInputSchema(M);
export const PodcastUpdateSchema = mediaUpdateSchema(M);
