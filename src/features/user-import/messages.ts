import { IMPORT_STATUSES } from './columns';

/** The user import's texts (docs/decisions/0078). */
export const userImportMessages = {
  title: 'Import Users',
  templateName: 'User_import_template.xlsx',
  previewed: 'File has been successfully read.',
  imported: (created: number, updated: number) => `Users have been successfully imported: ${created} created, ${updated} updated.`,
  importFailed: 'Import Failed',
  rowErrors: 'The file has errors. Nothing was imported: correct the rows below and upload the file again.',
  notUserSheet: 'The file is not a user import: it has neither an Email nor a NIK column.',
  noRows: 'The file has no user to import.',
  required: (column: string) => `${column} is required for a new user`,
  identifierMissing: 'Email or NIK is required to find the user',
  invalidEmail: (v: string) => `'${v}' is not a valid e-mail address`,
  invalidNik: 'NIK must be 1 to 50 letters, digits, dots, dashes, slashes or underscores',
  tooLong: (column: string, max: number) => `${column} must be at most ${max} characters`,
  invalidPhone: 'Phone must be 6 to 30 digits, spaces, +, - or parentheses',
  unknownDivision: (code: string, named?: string) =>
    `unknown division code '${code}'${named ? ` ('${code}' is the name of division ${named}: write its code)` : ''}`,
  unknownCompany: (code: string, named?: string) =>
    `unknown company code '${code}'${named ? ` ('${code}' is the name of company ${named}: write its code)` : ''}`,
  unknownRole: (name: string) => `unknown role '${name}'`,
  invalidStatus: (v: string) => `status '${v}' is not one of ${IMPORT_STATUSES.join(', ')}`,
  invitedExisting: 'an existing user cannot be set back to invited',
  pendingExisting: 'an existing user cannot be set back to pending',
  pendingNew: 'a new user cannot be pending (a self-registration waiting for approval): leave Status blank to invite them, or write active or inactive',
  duplicateEmail: (row: number) => `the same e-mail as row ${row}`,
  duplicateNik: (row: number) => `the same NIK as row ${row}`,
  sameUser: (row: number) => `the same user as row ${row}`,
  twoUsers: 'the e-mail and the NIK belong to two different users',
  ownAccount: 'your own roles and status cannot be changed by an import',
  formula: 'a formula is not accepted',
  lastAdmin: 'After this import nobody active could manage roles any more. Keep at least one active user with the role management permission.',
} as const;
