import type { ApiContext } from '@/server/http/api-context';
import { AppError } from '@/server/http/app-error';
import { bind, reply } from '@/server/http/dispatch';
import { parseWith } from '@/server/http/parse';
import { assignmentApi } from '../api';
import { assignmentMessages } from '../messages';
import { SubmissionNotesSchema, type AssignmentData } from '../schemas';
import { createAssignment } from './create-assignment';
import { deleteAssignment } from './delete-assignment';
import { downloadReport } from './download-report';
import { findAssignments } from './find-assignments';
import { findAssociates } from './find-associates';
import { findFilterOptions } from './find-filter-options';
import { findResults } from './find-results';
import { getAssignment } from './get-assignment';
import { getDashboard } from './get-dashboard';
import { gradeResults } from './grade-results';
import { importGrades } from './import-grades';
import { submitAssignment, type UploadedPart } from './submit-assignment';
import { SUBMISSION_MAX_FILES, SUBMISSION_MAX_TOTAL_BYTES } from './upload-policy';
import { updateAssignment } from './update-assignment';

/** One multipart file field within a cap. */
async function readSingleFile(ctx: ApiContext, maxBytes: number): Promise<Buffer> {
  return (await ctx.file({ maxBytes })).bytes;
}

/** The assignment endpoints (api.ts) bound to their use cases. */
export const assignmentEndpoints = bind(assignmentApi, {
  list: ({ caller, query }) => findAssignments({ db: caller.db, organizationId: caller.organizationId, query }),
  create: async ({ caller, body }) => reply(await createAssignment({ ...caller, input: body }), assignmentMessages.createSuccess, 201),
  get: ({ caller, params }) => getAssignment({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => {
    const { updated_at: updatedAt, ...input } = body as typeof body & { updated_at?: string };
    return reply(await updateAssignment({ ...caller, id: params.id, input: input as AssignmentData, updatedAt }), assignmentMessages.changeSuccess);
  },
  remove: async ({ caller, params }) => {
    await deleteAssignment({ ...caller, id: params.id });
    return reply(null, assignmentMessages.deleteSuccess);
  },
  associates: ({ caller, params, query, ctx }) =>
    findAssociates({ db: caller.db, organizationId: caller.organizationId, orgCode: ctx.locals.org.orgCode, id: params.id, query }),
  filterOptions: ({ caller, params, query }) => findFilterOptions({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  results: ({ caller, params, query }) => findResults({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  dashboard: ({ caller, params, query }) => getDashboard({ db: caller.db, organizationId: caller.organizationId, id: params.id, filter: query }),
  download: ({ caller, params, query }) => downloadReport({ db: caller.db, organizationId: caller.organizationId, id: params.id, query }),
  grade: async ({ caller, params, body }) => {
    const res = await gradeResults({ ...caller, id: params.id, input: body });
    const message = body.data.length > 1 ? assignmentMessages.bulkGraded(res.graded) : assignmentMessages.gradeSuccess;
    return reply({ success: true, ...res }, message);
  },
  gradeImport: async ({ caller, params, ctx }) => {
    const bytes = await readSingleFile(ctx, 10 * 1024 * 1024);
    const preview = await importGrades({ db: caller.db, organizationId: caller.organizationId, id: params.id, bytes, userId: caller.userId });
    return reply({ success: true, data: preview }, assignmentMessages.importSuccess);
  },
  /** POST /learner/assignment-placements/{placementId}/submissions: multipart files[] (or file) and notes. */
  submit: async ({ caller, params, ctx }) => {
    // Multipart framing on top of the files' bytes: a little headroom over the total.
    const form = await ctx.form(SUBMISSION_MAX_TOTAL_BYTES + 1024 * 1024);
    const parts = [...form.getAll('files[]'), ...form.getAll('files'), ...form.getAll('file')].filter((f): f is File => f instanceof File && f.size > 0);
    if (parts.length > SUBMISSION_MAX_FILES) throw new AppError('VALIDATION', `Upload at most ${SUBMISSION_MAX_FILES} files.`);
    const files: UploadedPart[] = await Promise.all(parts.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
    const notesRaw = form.get('notes');
    const notes = parseWith(SubmissionNotesSchema, typeof notesRaw === 'string' ? notesRaw : undefined) ?? null;
    const res = await submitAssignment({ db: caller.db, organization: ctx.locals.org, userId: caller.userId, placementId: params.placementId, files, notes });
    return reply(res, assignmentMessages.submitted, 201);
  },
});
