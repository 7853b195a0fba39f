import type { PageScope } from '@/server/http/page';
import type { DocumentArea, DocumentType } from '../kinds';
import type { DocumentRowData } from '../schemas';
import { getDocument } from './document-rows';

/**
 * The loader of a document page for loadOr404: the area's document of the caller's organisation, and on
 * /content-document/{type} only one of that type (/content-document/ppt/detail/<a pdf's id> is a 404).
 */
export const documentPageLoader =
  (area: DocumentArea, type?: string) =>
  async (scope: PageScope): Promise<DocumentRowData | null> => {
    const doc = await getDocument({ ...scope, area });
    return type && doc.type !== (type as DocumentType) ? null : doc;
  };

/** The route's type on /content-document/{type} (the registry only matches pdf or ppt). */
export const routeType = (params: Record<string, string | undefined>): DocumentType | null =>
  params.type === 'pdf' || params.type === 'ppt' ? params.type : null;
