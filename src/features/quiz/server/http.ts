import type { APIContext, APIRoute } from 'astro';
import { handle, ok } from '@/server/http/envelope';
import { parseBody, parseQuery } from '@/server/http/parse';
import { readUpload } from './read-upload';
import { QUIZ_CONSTANTS } from '../constants';
import { quizMessages } from '../messages';
import { AssociatesQuerySchema, AttemptStartSchema, GradeSchema, ImportTypeSchema, QuizInputSchema, QuizListQuerySchema, ResultsQuerySchema, SubmitSchema } from '../schemas';
import { parseWith } from '@/server/http/parse';
import { createQuiz } from './create-quiz';
import { deleteQuiz } from './delete-quiz';
import { downloadResults } from './download-results';
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

const caller = (ctx: APIContext) => ({ db: ctx.locals.db, organizationId: ctx.locals.org.id, userId: ctx.locals.auth!.user.id });
const idParam = (ctx: APIContext, name = 'id') => Number(ctx.params[name]);

export const listQuizzes: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, QuizListQuerySchema);
  return ok(await findQuizzes({ db: ctx.locals.db, organizationId: ctx.locals.org.id, query }));
});

export const constants: APIRoute = handle(async () => ok(QUIZ_CONSTANTS));

export const postQuiz: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, QuizInputSchema, 8 * 1024 * 1024);
  return ok(await createQuiz({ ...caller(ctx), input }), quizMessages.createSuccess, 201);
});

export const showQuiz: APIRoute = handle(async (ctx) => ok(await getQuiz({ db: ctx.locals.db, organizationId: ctx.locals.org.id, id: idParam(ctx) })));

export const patchQuiz: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, QuizInputSchema, 8 * 1024 * 1024);
  return ok(await updateQuiz({ ...caller(ctx), id: idParam(ctx), input }), quizMessages.editSuccess);
});

export const removeQuiz: APIRoute = handle(async (ctx) => {
  await deleteQuiz({ ...caller(ctx), id: idParam(ctx) });
  return ok(null, quizMessages.quizDeleted);
});

export const associates: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, AssociatesQuerySchema);
  return ok(await findAssociates({ db: ctx.locals.db, org: ctx.locals.org, quizId: idParam(ctx), query }));
});

export const results: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, ResultsQuerySchema);
  return ok(await findResults({ db: ctx.locals.db, organizationId: ctx.locals.org.id, quizId: idParam(ctx), query }));
});

export const dashboard: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, ResultsQuerySchema);
  return ok(await getDashboard({ db: ctx.locals.db, organizationId: ctx.locals.org.id, quizId: idParam(ctx), query }));
});

export const download: APIRoute = handle(async (ctx) => {
  const query = parseQuery(ctx.url, ResultsQuerySchema);
  return downloadResults({ db: ctx.locals.db, organizationId: ctx.locals.org.id, quizId: idParam(ctx), query });
});

export const userAnswer: APIRoute = handle(async (ctx) =>
  ok(await getUserAnswer({ db: ctx.locals.db, organizationId: ctx.locals.org.id, quizId: idParam(ctx), attemptId: idParam(ctx, 'resultId') })),
);

export const grade: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, GradeSchema);
  return ok(await gradeAnswer({ ...caller(ctx), quizId: idParam(ctx), attemptId: idParam(ctx, 'resultId'), input }), quizMessages.gradeSaved);
});

export const importFile: APIRoute = handle(async (ctx) => {
  const type = parseWith(ImportTypeSchema, ctx.params.type);
  const { bytes } = await readUpload(ctx, 5 * 1024 * 1024);
  const questions = await importQuestions({ bytes, type, owner: `${ctx.locals.org.id}:${ctx.locals.auth!.user.id}` });
  return ok({ data: { results: questions }, results: questions }, quizMessages.importSuccess);
});

export const TEMPLATE_PATH = '/api/template/import/template-quiz-question';

/** The template: its link and size (spec 001 §3 'Import template'), or the file itself with ?download=1. */
export const template: APIRoute = handle(async (ctx) => {
  const bytes = await templateWorkbook();
  if (ctx.url.searchParams.get('download') === '1') {
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': 'attachment; filename="template-quiz-question.xlsx"',
        'cache-control': 'no-store',
      },
    });
  }
  return ok({ file: `${TEMPLATE_PATH}?download=1`, size: bytes.length });
});

export const learnerStart: APIRoute = handle(async (ctx) => {
  const text = await ctx.request.clone().text();
  const input = text.trim() ? await parseBody(ctx.request, AttemptStartSchema) : {};
  return ok(await startAttempt({ ...caller(ctx), placementId: idParam(ctx, 'placementId'), objective: input.objective }), 'Success', 201);
});

export const learnerSubmit: APIRoute = handle(async (ctx) => {
  const input = await parseBody(ctx.request, SubmitSchema);
  return ok(await submitAttempt({ ...caller(ctx), attemptId: idParam(ctx, 'attemptId'), input }));
});
