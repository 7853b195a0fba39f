/** A column of the user import file: its header in the template, the other headers accepted for it, and its cap. */
export interface ImportColumn {
  key: ColumnKey;
  header: string;
  aliases: readonly string[];
  /** Written as a text cell in the template (no lost leading zeros, no dates, no numbers in E notation). */
  text?: boolean;
  max?: number;
  /** The template's example; the codes and the role are the organisation's own, read when the template is made. */
  example: string;
}

export type ColumnKey = 'full_name' | 'email' | 'nik' | 'position' | 'phone' | 'division_code' | 'company_code' | 'roles' | 'status';

// NIK and phone caps are the user form's (NIK_MAX, PHONE_MAX in features/user/schemas.ts): whatever the form stores
// can come back through a file.
const COLUMNS = [
  { key: 'full_name', header: 'Full Name', aliases: ['name', 'fullname'], max: 200, example: 'Dewi Lestari' },
  { key: 'email', header: 'Email', aliases: ['e-mail', 'email address'], max: 254, example: 'dewi.lestari@example.com' },
  { key: 'nik', header: 'NIK', aliases: ['employee id'], text: true, max: 50, example: '0012345' },
  { key: 'position', header: 'Position', aliases: ['job position', 'posisi'], max: 200, example: 'Sales Supervisor' },
  { key: 'phone', header: 'Phone', aliases: ['phone number', 'mobile'], text: true, max: 30, example: '+62 812 3456 7890' },
  { key: 'division_code', header: 'Division Code', aliases: ['division'], text: true, max: 64, example: '' },
  { key: 'company_code', header: 'Company Code', aliases: ['company'], text: true, max: 64, example: '' },
  { key: 'roles', header: 'Roles', aliases: ['role', 'role name', 'role names'], max: 1000, example: '' },
  { key: 'status', header: 'Status', aliases: [], max: 16, example: 'invited' },
] as const satisfies readonly ImportColumn[];

/** The template's columns in order (docs/decisions/0078). Headers are matched case-insensitively. */
export const IMPORT_COLUMNS: readonly ImportColumn[] = COLUMNS;

/**
 * The template's headers in order, as a type. The user list's export (another area, which may share only types)
 * writes its first columns typed against it, so the compiler keeps an export an import file.
 */
export type ImportHeaders = HeadersOf<typeof COLUMNS>;
type HeadersOf<T extends readonly { header: string }[]> = { readonly [K in keyof T]: T[K] extends { header: infer H } ? H : never };

/**
 * Every status a person can have, and so every status the export writes. `invited` and `pending` are states the
 * console sets (an invitation, a self-registration waiting for approval): in a file they keep a person who is in
 * that state as they are, and cannot put anyone back into it (docs/decisions/0078).
 */
export const IMPORT_STATUSES = ['active', 'inactive', 'invited', 'pending'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
