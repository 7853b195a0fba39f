import { bind, reply } from '@/server/http/dispatch';
import { parseWith } from '@/server/http/parse';
import { quizApi } from '../api';
import { QUIZ_CONSTANTS } from '../constants';
import { quizMessages } from '../messages';
import { AttemptStartSchema, ImportTypeSchema } from '../schemas';
import { readUpload } from './read-upload';
import { createQuiz } from './create-quiz';
import { deleteQuiz } from './delete-quiz';
import { downloadResults } from './download-results';
import { countExportRows, enqueueQuizExport, inlineExportMax } from './export-job';
import { findAssociates } from './find-associates';
import { findQuizzes } from './find-quizzes';
import { findResults } from './find-results';
import { getDashboard } from './get-dashboard';
import { getQuiz } from './get-quiz';
import { getUserAnswer } from './get-user-answer';
import { gradeAnswer } from './grade-answer';
import { importQuestions } from './import-questions';
import { startAttempt } from './start-attempt';
import { submitAttempt } from './submit-attempt';
import { templateWorkbook } from './template';
import { updateQuiz } from './update-quiz';

const TEMPLATE_PATH = quizApi.template.path;

/** The quiz endpoints (api.ts) bound to their use cases. */
export const quizEndpoints = bind(quizApi, {
  list: ({ caller, query }) => findQuizzes({ db: caller.db, organizationId: caller.organizationId, query }),
  constants: () => QUIZ_CONSTANTS,
  create: async ({ caller, body }) => reply(await createQuiz({ ...caller, input: body }), quizMessages.createSuccess, 201),
  get: ({ caller, params }) => getQuiz({ db: caller.db, organizationId: caller.organizationId, id: params.id }),
  update: async ({ caller, params, body }) => reply(await updateQuiz({ ...caller, id: params.id, input: body }), quizMessages.editSuccess),
  remove: async ({ caller, params }) => {
    await deleteQuiz({ ...caller, id: params.id });
    return reply(null, quizMessages.quizDeleted);
  },
  associates: ({ caller, params, query, ctx }) => findAssociates({ db: caller.db, org: ctx.locals.org, quizId: params.id, query }),
  results: ({ caller, params, query }) => findResults({ db: caller.db, organizationId: caller.organizationId, quizId: params.id, query }),
  dashboard: ({ caller, params, query }) => getDashboard({ db: caller.db, organizationId: caller.organizationId, quizId: params.id, query }),
  /** Streams the file; a result set past the inline limit is built by the background job instead (202 with its id). */
  download: async ({ caller, params, query }) => {
    const scope = { db: caller.db, organizationId: caller.organizationId, quizId: params.id, query };
    const rows = await countExportRows(scope);
    if (rows > inlineExportMax()) return reply(await enqueueQuizExport({ ...scope, userId: caller.userId, rows }), quizMessages.exportQueued, 202);
    return downloadResults(scope);
  },
  userAnswer: ({ caller, params }) => getUserAnswer({ db: caller.db, organizationId: caller.organizationId, quizId: params.id, attemptId: params.resultId }),
  grade: async ({ caller, params, body }) =>
    reply(await gradeAnswer({ ...caller, quizId: params.id, attemptId: params.resultId, input: body }), quizMessages.gradeSaved),
  importQuestions: async ({ caller, params, ctx }) => {
    const type = parseWith(ImportTypeSchema, params.type);
    const { bytes } = await readUpload(ctx, 5 * 1024 * 1024);
    const questions = await importQuestions({ bytes, type, owner: `${caller.organizationId}:${caller.userId}` });
    return reply({ data: { results: questions }, results: questions }, quizMessages.importSuccess);
  },
  /** The template: its link and size (spec 001 §3 'Import template'), or the file itself with ?download=1. */
  template: async ({ query }) => {
    const bytes = await templateWorkbook();
    if (query.download === '1') {
      return new Response(new Uint8Array(bytes), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="template-quiz-question.xlsx"',
          'cache-control': 'no-store',
        },
      });
    }
    return { file: `${TEMPLATE_PATH}?download=1`, size: bytes.length };
  },
  learnerStart: async ({ caller, params, ctx }) => {
    // The body is optional: none (or only whitespace) starts a general attempt.
    const input = (await ctx.text()).trim() ? await ctx.json(AttemptStartSchema) : {};
    return reply(await startAttempt({ ...caller, placementId: params.placementId, objective: input.objective }), 'Success', 201);
  },
  learnerSubmit: ({ caller, params, body }) => submitAttempt({ ...caller, attemptId: params.attemptId, input: body }),
});
