import { xlsxResponse } from '@/server/spreadsheet/write-xlsx';
import { IMPORT_COLUMNS } from '../columns';
import { userImportMessages as M } from '../messages';

/**
 * User_import_template.xlsx: the header row and one example row. NIK, phone and the codes are text cells, so a NIK
 * such as 0012345 keeps its leading zeros when typed into it. The example role is one of the organisation's own.
 */
export function userImportTemplate(exampleRole: string | null): Response {
  const example = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.key === 'roles' ? (exampleRole ?? '') : c.example]));
  return xlsxResponse(M.templateName, [
    {
      name: 'Users',
      columns: IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, text: c.text, width: c.key === 'email' ? 30 : 20 })),
      rows: [example],
    },
  ]);
}
