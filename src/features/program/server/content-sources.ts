import type { DbOrTx } from '@/db/client';
import { declaredContents, type ServedContent } from '@/features/contents';
import type { ContentTypeInfo } from '@/lib/content-types';
import type { ListResult } from '@/lib/list';
import { findPlaceableItems } from '@/server/placed-contents';
import { AppError } from '@/server/http/app-error';
import { contentMessages as C } from '../messages';
import type { ProgramContentItem } from '../schemas';

const invalid = (field: string, message: string) => new AppError('VALIDATION', message, { details: [{ field, message }] });

/**
 * What a program holds: the types the areas declare placeable in a classroom (quiz, presence, assignment and the LIM
 * surveys), in that order. Courses and live events are structures of their own, not items a placement names
 * (docs/decisions/0146).
 */
export const programContentTypes = async (): Promise<ContentTypeInfo[]> => (await declaredContents()).catalogue('classroom');

export const sources = async (): Promise<ServedContent[]> =>
  (await declaredContents()).placeable('classroom').filter((c): c is ServedContent => Boolean(c.items));

/** GET /cms/program-settings?type&keyword: one page of the organisation's items of a type, by title. */
export async function findProgramPickItems(options: {
  db: DbOrTx;
  organizationId: number;
  query: { type: string; keyword?: string; page: number; page_size: number };
}): Promise<ListResult<ProgramContentItem>> {
  return findPlaceableItems({ ...options, sources: await sources(), unknownType: () => invalid('type', C.typeUnknown) });
}
