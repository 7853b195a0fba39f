import { endpoint, endpoints } from '@/lib/endpoint';
import { ImportCountsSchema, ImportPreviewSchema } from './schemas';

const key = { access: 'key', key: 'account-user' } as const;
const P = '/api/user-import';

/** The user import's calls (issue 16; docs/decisions/0078); bound in server/http.ts. */
export const userImportApi = endpoints({
  template: endpoint({
    method: 'GET',
    path: `${P}/template`,
    ...key,
    summary: 'User_import_template.xlsx: the header row and one example row (NIK, phone and codes as text cells)',
    raw: true,
  }),
  preview: endpoint({
    method: 'POST',
    path: `${P}/preview`,
    ...key,
    summary: 'Read a user file (multipart file: xlsx, csv or xls by content) and answer what it would do, with row errors; writes nothing',
    body: 'multipart',
    response: ImportPreviewSchema,
  }),
  commit: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Import a user file (multipart file): upsert by email or NIK in one transaction, all or nothing (any row error is 400)',
    body: 'multipart',
    response: ImportCountsSchema,
  }),
});
