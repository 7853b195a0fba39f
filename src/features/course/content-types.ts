import type { ContentTypeId } from '@/lib/content-types';

/**
 * The course reads the shared content type catalogue (src/lib/content-types.ts: the classroom's sessions place the
 * same types, docs/decisions/0098); restricted mode is the course's own.
 */
export { CONTENT_TYPES, CONTENT_TYPE_IDS, LIM_CONTENT_TYPES, contentTypeOf, placementTypeOf, type ContentTypeId } from '@/lib/content-types';

/** Restricted mode: PDF and PPT only (spec 002 §3). */
export const RESTRICTED_TYPES = ['pdf', 'ppt'] as const satisfies readonly ContentTypeId[];
