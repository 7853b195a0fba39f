import { bind, reply } from '@/server/http/dispatch';
import { DEFAULT_LIMITS } from '@/server/spreadsheet/read-sheet';
import { userImportApi } from '../api';
import { userImportMessages as M } from '../messages';
import { commitImport, previewImport } from './import-users';
import { userImportTemplate } from './template';

/** The user import endpoints (api.ts) bound to their use cases; the dispatcher guards (account-user) before these run. */
export const userImportEndpoints = bind(userImportApi, {
  template: ({ caller }) => userImportTemplate(caller),
  preview: async ({ caller, ctx }) => {
    const { bytes, file } = await ctx.file({ maxBytes: DEFAULT_LIMITS.maxBytes });
    return reply(await previewImport({ ...caller, bytes, filename: file.name }), M.previewed);
  },
  commit: async ({ caller, ctx }) => {
    const { bytes, file } = await ctx.file({ maxBytes: DEFAULT_LIMITS.maxBytes });
    const result = await commitImport({ ...caller, bytes, filename: file.name });
    return reply(result, M.imported(result.created, result.updated));
  },
});
