import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { batches, placements, users } from '@/db/schema';
import { programBatches, programs } from '@/db/schema/program';
import { quizAnswers, quizAttempts, quizQuestions, quizzes } from '@/db/schema/quiz';
import { allQueries } from '@/db/all-queries';
import { paginate, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { limFeedbackMessages as M } from '../messages';
import type { LimAnswer, LimFeedback, LimFeedbackQuery, ProgramLimSurvey } from '../schemas';

/**
 * The program's LIM feedback (decision 0157): the quiz attempts and answers given on the LIM surveys placed in the
 * program's batches, read here through the program area's own SQL (the quiz area's server code is not imported).
 * The answers that count are each learner's latest handed-in attempt per objective (a LIM 3 survey is taken before
 * and after) on the program's placement of the survey; an empty essay is not an answer.
 */

/** A question's text as plain words (questions are stored as sanitised rich text). */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const answered = or(isNotNull(quizAnswers.scaleValue), sql`coalesce(trim(${quizAnswers.text}), '') <> ''`, sql`jsonb_array_length(${quizAnswers.codes}) > 0`);

async function loadProgram(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select({ id: programs.id, title: programs.title })
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', M.programNotFound);
  return row;
}

/** The placements of LIM surveys in the program's batches, with their batch. */
const limPlacements = (db: DbOrTx, organizationId: number, programId: number) =>
  db
    .select({ placementId: placements.id, quizId: quizzes.id, quizTitle: quizzes.title, batchId: batches.id, batchTitle: batches.title })
    .from(placements)
    .innerJoin(programBatches, and(eq(programBatches.batchId, placements.batchId), eq(programBatches.programId, programId)))
    .innerJoin(batches, eq(batches.id, placements.batchId))
    .innerJoin(quizzes, and(eq(quizzes.id, placements.contentId), eq(quizzes.organizationId, organizationId), eq(quizzes.type, 'lim')))
    .where(and(eq(placements.organizationId, organizationId), eq(placements.contentType, 'quiz')))
    .orderBy(asc(batches.id), sql`(${placements.settings} ->> 'position')::int nulls last`, asc(placements.id));

/** Each learner's latest handed-in attempt per objective on the given placements. */
const latestAttempts = (db: DbOrTx, placementIds: number[]) =>
  db
    .selectDistinctOn([quizAttempts.userId, quizAttempts.placementId, quizAttempts.objective], {
      id: quizAttempts.id,
      userId: quizAttempts.userId,
      placementId: quizAttempts.placementId,
      at: quizAttempts.submittedAt,
    })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.placementId, placementIds.length ? placementIds : [0]), ne(quizAttempts.status, 'in_progress')))
    .orderBy(quizAttempts.userId, quizAttempts.placementId, quizAttempts.objective, desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .as('latest');

/** The program detail's Feedback block: each LIM survey placed in the program, its questions and how many answered each. */
export async function findProgramLimSurveys(options: { db: DbOrTx; organizationId: number; id: number }): Promise<ProgramLimSurvey[]> {
  const { db, organizationId, id } = options;
  await loadProgram(db, organizationId, id);
  const placed = await limPlacements(db, organizationId, id);
  if (!placed.length) return [];
  const quizIds = [...new Set(placed.map((p) => p.quizId))];
  const latest = latestAttempts(
    db,
    placed.map((p) => p.placementId),
  );
  const [questions, counts] = await allQueries(
    db,
    () => db.select().from(quizQuestions).where(inArray(quizQuestions.quizId, quizIds)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    () =>
      db
        .select({ questionId: quizAnswers.questionId, answers: count() })
        .from(quizAnswers)
        .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
        .where(answered)
        .groupBy(quizAnswers.questionId),
  );
  const byQuestion = new Map(counts.map((c) => [c.questionId, c.answers]));
  return quizIds.map((quizId) => ({
    quiz_id: quizId,
    title: placed.find((p) => p.quizId === quizId)!.quizTitle,
    questions: questions
      .filter((q) => q.quizId === quizId)
      .map((q) => ({ id: q.id, question: plain(q.question), question_type: q.questionType, answers: byQuestion.get(q.id) ?? 0 })),
  }));
}

/** One question of a LIM survey placed in the program, with the placements (of the chosen batch) its answers count on; else 404. */
async function loadQuestion(db: DbOrTx, organizationId: number, id: number, questionId: number, batchId: number | undefined) {
  const program = await loadProgram(db, organizationId, id);
  const [question] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  const placed = question ? (await limPlacements(db, organizationId, id)).filter((p) => p.quizId === question.quizId) : [];
  if (!question || !placed.length) throw new AppError('NOT_FOUND', M.questionNotFound);
  const holding = [...new Map(placed.map((p) => [p.batchId, { id: p.batchId, title: p.batchTitle }])).values()];
  if (batchId !== undefined && !holding.some((b) => b.id === batchId))
    throw new AppError('VALIDATION', M.batchUnknown, { details: [{ field: 'batch_id', message: M.batchUnknown }] });
  return {
    program,
    question,
    survey: { id: placed[0].quizId, title: placed[0].quizTitle },
    batches: holding,
    placementIds: placed.filter((p) => batchId === undefined || p.batchId === batchId).map((p) => p.placementId),
  };
}

/** GET /programs/{id}/feedback-lim/{questionId}: the question, its answers' count and, for a scale or a choice, their spread. */
export async function getProgramLimFeedback(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  questionId: number;
  query: Pick<LimFeedbackQuery, 'batch_id'>;
}): Promise<LimFeedback> {
  const { db, organizationId, id, questionId, query } = options;
  const { program, question: q, survey, batches: holding, placementIds } = await loadQuestion(db, organizationId, id, questionId, query.batch_id);
  const latest = latestAttempts(db, placementIds);
  const given = await db
    .select({ value: quizAnswers.scaleValue, codes: quizAnswers.codes })
    .from(quizAnswers)
    .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
    .where(and(eq(quizAnswers.questionId, questionId), answered));
  const total = given.length;
  const share = (n: number) => (total ? Math.round((1000 * n) / total) / 10 : 0);
  const options_ = [...q.options].sort((a, b) => a.no - b.no);
  let distribution: LimFeedback['distribution'] = null;
  let average: number | null = null;
  if (q.questionType === 'linear_scale') {
    distribution = options_.map((o) => {
      const n = given.filter((g) => g.value === o.no).length;
      return { value: String(o.no), label: o.label, answers: n, percent: share(n) };
    });
    const scaled = given.filter((g) => g.value !== null);
    average = scaled.length ? Math.round((100 * scaled.reduce((s, g) => s + g.value!, 0)) / scaled.length) / 100 : null;
  } else if (q.questionType !== 'essay' && options_.length) {
    distribution = options_.map((o) => {
      const n = given.filter((g) => g.codes.includes(o.code)).length;
      return { value: o.code, label: plain(o.label), answers: n, percent: share(n) };
    });
  }
  return {
    program,
    survey,
    question: { id: q.id, question: plain(q.question), question_type: q.questionType, objective: q.objective },
    batches: holding,
    batch_id: query.batch_id ?? null,
    total_answers: total,
    distribution,
    average,
  };
}

/** The learners' answers to the question (of one batch or all), 10 a page, searched by name, e-mail or the answer's words; by name. */
export async function findProgramLimAnswers(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  questionId: number;
  query: LimFeedbackQuery;
  /** Every answer at once (the download). */
  all?: boolean;
}): Promise<ListResult<LimAnswer>> {
  const { db, organizationId, id, questionId, query } = options;
  const { question, placementIds } = await loadQuestion(db, organizationId, id, questionId, query.batch_id);
  const latest = latestAttempts(db, placementIds);
  const k = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    eq(quizAnswers.questionId, questionId),
    answered,
    k ? or(ilike(users.fullName, k), ilike(users.email, k), ilike(quizAnswers.text, k)) : undefined,
  );
  const page = db
    .select({
      user_id: users.id,
      full_name: users.fullName,
      email: users.email,
      batch: batches.title,
      text: quizAnswers.text,
      value: quizAnswers.scaleValue,
      codes: quizAnswers.codes,
      at: latest.at,
    })
    .from(quizAnswers)
    .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
    .innerJoin(users, eq(users.id, latest.userId))
    .innerJoin(placements, eq(placements.id, latest.placementId))
    .innerJoin(batches, eq(batches.id, placements.batchId))
    .where(where)
    .orderBy(asc(users.fullName), asc(users.id), desc(latest.at));
  const [rows, [{ total }]] = await allQueries(
    db,
    () => (options.all ? page : page.limit(query.page_size).offset((query.page - 1) * query.page_size)),
    () =>
      db
        .select({ total: count() })
        .from(quizAnswers)
        .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
        .innerJoin(users, eq(users.id, latest.userId))
        .where(where),
  );
  const labels = new Map(question.options.map((o) => [o.code, plain(o.label)]));
  return paginate(
    rows.map((r) => ({
      user_id: r.user_id,
      full_name: r.full_name,
      email: r.email,
      batch: r.batch,
      answer:
        r.value !== null
          ? String(r.value)
          : r.codes.length && question.questionType !== 'essay'
            ? r.codes.map((c) => labels.get(c) ?? c).join(', ')
            : (r.text ?? ''),
      submitted_at: r.at ? r.at.toISOString() : null,
    })),
    total,
    options.all ? 1 : query.page,
    options.all ? Math.max(1, total) : query.page_size,
  );
}
