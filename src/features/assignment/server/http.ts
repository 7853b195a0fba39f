import type { APIContext, APIRoute } from 'astro';
import { AppError } from '@/server/http/app-error';
import { handle, ok } from '@/server/http/envelope';
import { parseBody, parseQuery, parseWith } from '@/server/http/parse';
import { assignmentMessages } from '../messages';
import {
  AssignmentInputSchema,
  AssignmentListQuerySchema,
  AssignmentUpdateSchema,
  AssociatesQuerySchema,
  FilterOptionsQuerySchema,
  GradeInputSchema,
  ResultsQuerySchema,
  SubmissionNotesSchema,
} from '../schemas';
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
import { parseId } from './load';
import { submitAssignment, type UploadedPart } from './submit-assignment';
import { SUBMISSION_MAX_FILES, SUBMISSION_MAX_TOTAL_BYTES } from './upload-policy';
import { updateAssignment } from './update-assignment';
import { readMultipartFile, readMultipartForm } from '@/server/http/multipart';

/** One multipart file field within a cap. */
async function readSingleFile(ctx: APIContext, maxBytes: number): Promise<Buffer> {
  return (await readMultipartFile(ctx.request, { maxBytes })).bytes;
}

const caller = (ctx: APIContext) => ({ db: ctx.locals.db, organizationId: ctx.locals.org.id });
const userId = (ctx: APIContext) => ctx.locals.auth!.user.id;

export const list: APIRoute = handle(async (ctx) => ok(await findAssignments({ ...caller(ctx), query: parseQuery(ctx.url, AssignmentListQuerySchema) })));

export const create: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, AssignmentInputSchema);
  return ok(await createAssignment({ ...caller(ctx), userId: userId(ctx), input }), assignmentMessages.createSuccess, 201);
});

export const get: APIRoute = handle(async (ctx) => ok(await getAssignment({ ...caller(ctx), id: parseId(ctx.params.id) })));

export const update: APIRoute = handle(async (ctx) => {
  const id = parseId(ctx.params.id);
  const body = await parseBody(ctx.request, AssignmentUpdateSchema);
  const { updated_at: updatedAt, ...input } = body as typeof body & { updated_at?: string };
  return ok(await updateAssignment({ ...caller(ctx), userId: userId(ctx), id, input: input as never, updatedAt }), assignmentMessages.changeSuccess);
});

export const remove: APIRoute = handle(async (ctx) => {
  await deleteAssignment({ ...caller(ctx), userId: userId(ctx), id: parseId(ctx.params.id) });
  return ok(null, assignmentMessages.deleteSuccess);
});

export const associates: APIRoute = handle(async (ctx) =>
  ok(await findAssociates({ ...caller(ctx), orgCode: ctx.locals.org.orgCode, id: parseId(ctx.params.id), query: parseQuery(ctx.url, AssociatesQuerySchema) })),
);

export const filterOptions: APIRoute = handle(async (ctx) =>
  ok(await findFilterOptions({ ...caller(ctx), id: parseId(ctx.params.id), query: parseQuery(ctx.url, FilterOptionsQuerySchema) })),
);

export const results: APIRoute = handle(async (ctx) => ok(await findResults({ ...caller(ctx), id: parseId(ctx.params.id), query: parseQuery(ctx.url, ResultsQuerySchema) })));

export const dashboard: APIRoute = handle(async (ctx) => ok(await getDashboard({ ...caller(ctx), id: parseId(ctx.params.id), filter: parseQuery(ctx.url, ResultsQuerySchema) })));

export const download: APIRoute = handle(async (ctx) => downloadReport({ ...caller(ctx), id: parseId(ctx.params.id), query: parseQuery(ctx.url, ResultsQuerySchema) }));

export const grade: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, GradeInputSchema, 4 * 1024 * 1024);
  const res = await gradeResults({ ...caller(ctx), userId: userId(ctx), id: parseId(ctx.params.id), input });
  const message = input.data.length > 1 ? assignmentMessages.bulkGraded(res.graded) : assignmentMessages.gradeSuccess;
  return ok({ success: true, ...res }, message);
});

export const gradeImport: APIRoute = handle(async (ctx) => {
  const id = parseId(ctx.params.id);
  const bytes = await readSingleFile(ctx, 10 * 1024 * 1024);
  const preview = await importGrades({ ...caller(ctx), id, bytes, userId: userId(ctx) });
  return ok({ success: true, data: preview }, assignmentMessages.importSuccess);
});

/** POST /learner/assignment-placements/{placementId}/submissions: multipart files[] (or file) and notes. */
export const submit: APIRoute = handle(async (ctx) => {
  const placementId = Number(ctx.params.placementId);
  if (!/^\d{1,10}$/.test(ctx.params.placementId ?? '')) throw new AppError('NOT_FOUND', 'Assignment not found');
  // Multipart framing on top of the files' bytes: a little headroom over the total.
  const form = await readMultipartForm(ctx.request, SUBMISSION_MAX_TOTAL_BYTES + 1024 * 1024);
  const parts = [...form.getAll('files[]'), ...form.getAll('files'), ...form.getAll('file')].filter((f): f is File => f instanceof File && f.size > 0);
  if (parts.length > SUBMISSION_MAX_FILES) throw new AppError('VALIDATION', `Upload at most ${SUBMISSION_MAX_FILES} files.`);
  const files: UploadedPart[] = await Promise.all(parts.map(async (f) => ({ name: f.name, bytes: Buffer.from(await f.arrayBuffer()) })));
  const notesRaw = form.get('notes');
  const notes = parseWith(SubmissionNotesSchema, typeof notesRaw === 'string' ? notesRaw : undefined) ?? null;
  const res = await submitAssignment({ db: ctx.locals.db, organization: ctx.locals.org, userId: userId(ctx), placementId, files, notes });
  return ok(res, assignmentMessages.submitted, 201);
});
