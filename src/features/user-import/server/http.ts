import { and, asc, eq } from 'drizzle-orm';
import { roles } from '@/db/schema';
import { bind, reply } from '@/server/http/dispatch';
import { readMultipartFile } from '@/server/http/multipart';
import { DEFAULT_LIMITS } from '@/server/spreadsheet/read-sheet';
import { userImportApi } from '../api';
import { userImportMessages as M } from '../messages';
import { commitImport, previewImport } from './import-users';
import { userImportTemplate } from './template';

/** The user import endpoints (api.ts) bound to their use cases; the dispatcher guards (account-user) before these run. */
export const userImportEndpoints = bind(userImportApi, {
  template: async ({ caller }) => {
    // The example row names a role the organisation has: the first one that is not its built-in administrator role.
    const [role] = await caller.db
      .select({ name: roles.name })
      .from(roles)
      .where(and(eq(roles.organizationId, caller.organizationId), eq(roles.builtIn, false)))
      .orderBy(asc(roles.name))
      .limit(1);
    return userImportTemplate(role?.name ?? null);
  },
  preview: async ({ caller, ctx }) => {
    const { bytes, file } = await readMultipartFile(ctx.request, { maxBytes: DEFAULT_LIMITS.maxBytes });
    return reply(await previewImport({ ...caller, bytes, filename: file.name }), M.previewed);
  },
  commit: async ({ caller, ctx }) => {
    const { bytes, file } = await readMultipartFile(ctx.request, { maxBytes: DEFAULT_LIMITS.maxBytes });
    const result = await commitImport({ ...caller, bytes, filename: file.name });
    return reply(result, M.imported(result.created, result.updated));
  },
});
