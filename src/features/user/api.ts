import { z } from 'zod';
import { endpoint, endpoints } from '@/lib/endpoint';
import { CreatedSchema, listResultSchema } from '@/lib/list-schema';
import { ListQuerySchema } from '@/lib/list';
import {
  AuditRowSchema,
  BulkActionSchema,
  HistoryQuerySchema,
  EnrolmentRowSchema,
  HistoryRowSchema,
  SessionRowSchema,
  SetPasswordSchema,
  UserCreateSchema,
  UserDetailSchema,
  UserListQuerySchema,
  UserOptionsSchema,
  UserRowSchema,
  UserSavedSchema,
  UserUpdateSchema,
} from './schemas';

const key = { access: 'key', key: 'account-user' } as const;
/** Under /api/cms: GET /api/users is left to the pickers of spec 002 §7 (the directory area). */
const P = '/api/cms/users';

/** The user area's calls (issue 16, docs/decisions/0077); bound in server/http.ts. */
export const userApi = endpoints({
  list: endpoint({
    method: 'GET',
    path: P,
    ...key,
    summary: 'Users (list contract: keyword over name, NIK, e-mail and position; role_id, status, division_id, company_id, start_date, end_date)',
    query: UserListQuerySchema,
    response: listResultSchema(UserRowSchema),
  }),
  options: endpoint({
    method: 'GET',
    path: `${P}/options`,
    ...key,
    summary: "The organisation's roles, divisions and companies as choices",
    response: UserOptionsSchema,
  }),
  export: endpoint({
    method: 'GET',
    path: `${P}/export`,
    ...key,
    summary: 'The filtered list as .xlsx (streamed; NIK and phone as text cells)',
    query: UserListQuerySchema,
    raw: true,
  }),
  bulk: endpoint({
    method: 'POST',
    path: `${P}/bulk`,
    ...key,
    summary: 'Activate, deactivate or assign a role to the selected users, all or nothing',
    changesAccount: true,
    body: BulkActionSchema,
    response: z.object({ updated: z.number() }),
  }),
  create: endpoint({
    method: 'POST',
    path: P,
    ...key,
    summary: 'Create a user with a password, or invite them by e-mail (one-time link)',
    body: UserCreateSchema,
    response: CreatedSchema.extend({ invited: z.boolean() }),
  }),
  get: endpoint({ method: 'GET', path: `${P}/:id`, ...key, summary: 'A user with roles, structure, manager and sessions in use', response: UserDetailSchema }),
  update: endpoint({
    method: 'PATCH',
    path: `${P}/:id`,
    ...key,
    summary: 'Edit a user (nothing changed answers changed: false; a stale updated_at is 409; the last-admin rule is 409)',
    changesAccount: true,
    body: UserUpdateSchema,
    response: UserSavedSchema,
  }),
  sessions: endpoint({ method: 'GET', path: `${P}/:id/sessions`, ...key, summary: "The user's sessions in use", response: z.array(SessionRowSchema) }),
  revokeSessions: endpoint({
    method: 'DELETE',
    path: `${P}/:id/sessions`,
    ...key,
    summary: 'End every session of the user',
    changesAccount: true,
    response: z.object({ revoked: z.number() }),
  }),
  revokeSession: endpoint({
    method: 'DELETE',
    path: `${P}/:id/sessions/:sessionId`,
    ...key,
    summary: 'End one session of the user',
    changesAccount: true,
    response: z.object({ revoked: z.number() }),
  }),
  history: endpoint({
    method: 'GET',
    path: `${P}/:id/history`,
    ...key,
    summary: "The user's quiz attempts, assignment submissions or presence check-ins (kind), newest first",
    query: HistoryQuerySchema,
    response: listResultSchema(HistoryRowSchema),
  }),
  enrolments: endpoint({
    method: 'GET',
    path: `${P}/:id/enrolments`,
    ...key,
    summary: "The user's enrolments: courses and classroom batches with where they stand, newest first",
    query: ListQuerySchema,
    response: listResultSchema(EnrolmentRowSchema),
  }),
  audit: endpoint({
    method: 'GET',
    path: `${P}/:id/audit`,
    ...key,
    summary: 'The audit trail of the account: who changed what, newest first',
    query: ListQuerySchema,
    response: listResultSchema(AuditRowSchema),
  }),
  invite: endpoint({ method: 'POST', path: `${P}/:id/invitation`, ...key, summary: 'Send the invitation again (status invited)', response: z.null() }),
  passwordReset: endpoint({
    method: 'POST',
    path: `${P}/:id/password-reset`,
    ...key,
    summary: 'E-mail the user a one-hour, one-time link to set a new password',
    response: z.null(),
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/api/cms/auth/set-password',
    access: 'public',
    summary: 'Set a password with an invitation or reset link (JSON or the set-password page form)',
    body: SetPasswordSchema,
  }),
});
