import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { courseContents } from '@/db/schema/course';
import { quizAnswers, quizAttempts, quizQuestions, quizzes } from '@/db/schema/quiz';
import { paginate, type ListQuery, type ListResult } from '@/lib/list';
import { AppError } from '@/server/http/app-error';
import { escapeLike } from '@/server/sql';
import { declaredContents } from '@/features/contents';
import { courseMessages as M } from '../messages';
import type { FeedbackAnswer, FeedbackDetail, LimContent } from '../schemas';
import { loadCourse } from './load-course';
import { allQueries } from '@/db/all-queries';

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

/**
 * The answers that count: each participant's latest handed-in attempt per objective (a LIM 3 survey is taken once
 * before and once after) on the given placements.
 */
function latestAttempts(db: DbOrTx, placementIds: number[]) {
  return db
    .selectDistinctOn([quizAttempts.userId, quizAttempts.objective], { id: quizAttempts.id, userId: quizAttempts.userId, at: quizAttempts.submittedAt })
    .from(quizAttempts)
    .where(and(inArray(quizAttempts.placementId, placementIds.length ? placementIds : [0]), ne(quizAttempts.status, 'in_progress')))
    .orderBy(quizAttempts.userId, quizAttempts.objective, desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .as('latest');
}

/** The course content types placed as quizzes (a quiz, a LIM survey); among them, the LIM surveys are the quizzes of type lim. */
const placedAsQuiz = async () => (await declaredContents()).all.filter((c) => c.placement === 'quiz').map((c) => c.type);

/**
 * The course's LIM surveys and their questions with how many participants answered each: the Contents tab lists them
 * and links each question to its Feedback Detail.
 */
export async function findLimContents(options: { db: DbOrTx; organizationId: number; id: number }): Promise<LimContent[]> {
  const { db, organizationId, id } = options;
  await loadCourse(db, organizationId, id);
  const types = await declaredContents();
  const contents = await db
    .select({ c: courseContents })
    .from(courseContents)
    .innerJoin(quizzes, and(eq(quizzes.id, courseContents.refId), eq(quizzes.organizationId, organizationId), eq(quizzes.type, 'lim')))
    .where(and(eq(courseContents.courseId, id), inArray(courseContents.contentType, await placedAsQuiz())))
    .orderBy(asc(courseContents.sectionId), asc(courseContents.position));
  if (!contents.length) return [];
  const placementIds = contents.flatMap(({ c }) => (c.placementId ? [c.placementId] : []));
  const latest = latestAttempts(db, placementIds);
  const [questions, answered] = await allQueries(
    db,
    () =>
      db
        .select()
        .from(quizQuestions)
        .where(
          inArray(
            quizQuestions.quizId,
            contents.map(({ c }) => c.refId),
          ),
        )
        .orderBy(asc(quizQuestions.position), asc(quizQuestions.id)),
    () =>
      db
        .select({ questionId: quizAnswers.questionId, answers: count() })
        .from(quizAnswers)
        .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
        .where(or(isNotNull(quizAnswers.scaleValue), sql`coalesce(trim(${quizAnswers.text}), '') <> ''`))
        .groupBy(quizAnswers.questionId),
  );
  const counts = new Map(answered.map((a) => [a.questionId, a.answers]));
  return contents.map(({ c }) => ({
    content_id: c.id,
    title: c.title,
    type_label: types.label(c.contentType),
    questions: questions
      .filter((q) => q.quizId === c.refId)
      .map((q) => ({ id: q.id, question: plain(q.question), question_type: q.questionType, objective: q.objective, answers: counts.get(q.id) ?? 0 })),
  }));
}

/** One question of a LIM survey placed in the course, with the placement its answers were given on; else 404. */
async function loadLimQuestion(db: DbOrTx, organizationId: number, id: number, questionId: number) {
  const course = await loadCourse(db, organizationId, id);
  const [found] = await db
    .select({ q: quizQuestions, content: courseContents })
    .from(quizQuestions)
    .innerJoin(quizzes, and(eq(quizzes.id, quizQuestions.quizId), eq(quizzes.organizationId, organizationId), eq(quizzes.type, 'lim')))
    .innerJoin(
      courseContents,
      and(eq(courseContents.refId, quizzes.id), eq(courseContents.courseId, id), inArray(courseContents.contentType, await placedAsQuiz())),
    )
    .where(eq(quizQuestions.id, questionId))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', M.questionNotFound);
  return { course, ...found, placementIds: found.content.placementId ? [found.content.placementId] : [] };
}

/** GET /courses/{id}/feedback-lim/{questionId}: the question and, for a linear scale, how the answers are spread. */
export async function getLimFeedback(options: { db: DbOrTx; organizationId: number; id: number; questionId: number }): Promise<FeedbackDetail> {
  const { db, organizationId, id, questionId } = options;
  const { course, q, content, placementIds } = await loadLimQuestion(db, organizationId, id, questionId);
  const latest = latestAttempts(db, placementIds);
  const byValue = await db
    .select({ value: quizAnswers.scaleValue, answers: count() })
    .from(quizAnswers)
    .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
    .where(and(eq(quizAnswers.questionId, questionId), or(isNotNull(quizAnswers.scaleValue), sql`coalesce(trim(${quizAnswers.text}), '') <> ''`)))
    .groupBy(quizAnswers.scaleValue);
  const total = byValue.reduce((n, r) => n + r.answers, 0);
  const scale = q.questionType === 'linear_scale';
  const counts = new Map(byValue.map((r) => [r.value, r.answers]));
  const scaled = byValue.filter((r) => r.value !== null);
  const sum = scaled.reduce((n, r) => n + r.value! * r.answers, 0);
  const scaledCount = scaled.reduce((n, r) => n + r.answers, 0);
  return {
    course: { id: course.id, title: course.title },
    content: { id: content.id, title: content.title, type_label: (await declaredContents()).label(content.contentType) },
    question: { id: q.id, question: plain(q.question), question_type: q.questionType, objective: q.objective },
    total_answers: total,
    distribution: scale
      ? [...q.options]
          .sort((a, b) => a.no - b.no)
          .map((o) => {
            const n = counts.get(o.no) ?? 0;
            return { value: o.no, label: o.label, answers: n, percent: total ? Math.round((1000 * n) / total) / 10 : 0 };
          })
      : null,
    average: scale && scaledCount ? Math.round((100 * sum) / scaledCount) / 100 : null,
  };
}

/** The participants' answers to the question, 10 a page, searched by name, e-mail or the answer's words; by name. */
export async function findLimAnswers(options: {
  db: DbOrTx;
  organizationId: number;
  id: number;
  questionId: number;
  query: ListQuery;
  /** Every answer at once (the download). */
  all?: boolean;
}): Promise<ListResult<FeedbackAnswer>> {
  const { db, organizationId, id, questionId, query } = options;
  const { placementIds } = await loadLimQuestion(db, organizationId, id, questionId);
  const latest = latestAttempts(db, placementIds);
  const k = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    eq(quizAnswers.questionId, questionId),
    or(isNotNull(quizAnswers.scaleValue), sql`coalesce(trim(${quizAnswers.text}), '') <> ''`),
    k ? or(ilike(users.fullName, k), ilike(users.email, k), ilike(quizAnswers.text, k)) : undefined,
  );
  const page = db
    .select({ user_id: users.id, full_name: users.fullName, email: users.email, text: quizAnswers.text, value: quizAnswers.scaleValue, at: latest.at })
    .from(quizAnswers)
    .innerJoin(latest, eq(latest.id, quizAnswers.attemptId))
    .innerJoin(users, eq(users.id, latest.userId))
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
  return paginate(
    rows.map((r) => ({
      user_id: r.user_id,
      full_name: r.full_name,
      email: r.email,
      answer: r.value !== null ? String(r.value) : (r.text ?? ''),
      submitted_at: r.at ? r.at.toISOString() : null,
    })),
    total,
    options.all ? 1 : query.page,
    options.all ? Math.max(1, total) : query.page_size,
  );
}
