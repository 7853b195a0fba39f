/** A column of the user import file: its header in the template, the other headers accepted for it, and its cap. */
export interface ImportColumn {
  key: ColumnKey;
  header: string;
  aliases: string[];
  /** Written as a text cell in the template (no lost leading zeros, no dates, no numbers in E notation). */
  text?: boolean;
  max?: number;
  example: string;
}

export type ColumnKey = 'full_name' | 'email' | 'nik' | 'position' | 'phone' | 'division_code' | 'company_code' | 'roles' | 'status';

/** The template's columns in order (docs/decisions/0078). Headers are matched case-insensitively. */
export const IMPORT_COLUMNS: ImportColumn[] = [
  { key: 'full_name', header: 'Full Name', aliases: ['name', 'fullname'], max: 200, example: 'Dewi Lestari' },
  { key: 'email', header: 'Email', aliases: ['e-mail', 'email address'], max: 254, example: 'dewi.lestari@example.com' },
  { key: 'nik', header: 'NIK', aliases: ['employee id'], text: true, max: 32, example: '0012345' },
  { key: 'position', header: 'Position', aliases: ['job position', 'posisi'], max: 200, example: 'Sales Supervisor' },
  { key: 'phone', header: 'Phone', aliases: ['phone number', 'mobile'], text: true, max: 20, example: '+62 812 3456 7890' },
  { key: 'division_code', header: 'Division Code', aliases: ['division'], text: true, max: 64, example: 'SLS' },
  { key: 'company_code', header: 'Company Code', aliases: ['company'], text: true, max: 64, example: 'NSI' },
  { key: 'roles', header: 'Roles', aliases: ['role', 'role name', 'role names'], max: 1000, example: '' },
  { key: 'status', header: 'Status', aliases: [], max: 16, example: 'invited' },
];

export const IMPORT_STATUSES = ['active', 'inactive', 'invited'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
