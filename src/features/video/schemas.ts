import { MediaListQuerySchema, MediaRowSchema, mediaInputSchema, mediaUpdateSchema } from '@/lib/media-library';
import { videoMessages as M } from './messages';

/** The video area's schemas: the media library's, with the video texts (docs/decisions/0082). */
export const VideoInputSchema = mediaInputSchema(M);
export const VideoUpdateSchema = mediaUpdateSchema(M);
export const VideoListQuerySchema = MediaListQuerySchema;
export const VideoRowSchema = MediaRowSchema;
