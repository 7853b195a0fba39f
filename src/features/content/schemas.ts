import { z } from 'zod';
import { ListQuerySchema } from '@/lib/list';

export const VIDEO_SORT_COLUMNS = ['title', 'status_enum', 'updated_at', 'created_at'] as const;

export const VideoListQuerySchema = ListQuerySchema.extend({
  status: z.enum(['draft', 'review', 'publish']).optional(),
});
export type VideoListQuery = z.infer<typeof VideoListQuerySchema>;

export const VideoRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  duration: z.number(),
  status_enum: z.enum(['draft', 'review', 'publish']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VideoRow = z.infer<typeof VideoRowSchema>;
