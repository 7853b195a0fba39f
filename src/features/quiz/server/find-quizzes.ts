import { and, asc, count, desc, eq, exists, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { quizAttempts, quizQuestions, quizzes, users } from '@/db/schema';
import { paginate, readSort, type ListResult } from '@/lib/list';
import { LIST_FILTER_TYPES, questionTypeLabel } from '../constants';
import { QUIZ_SORT_COLUMNS, type QuizListItem, type QuizListQuery } from '../schemas';
import { escapeLike } from '@/server/sql';

const COLUMN = { title: quizzes.title, question_type: quizzes.questionType, created_by: users.fullName, created_at: quizzes.createdAt, updated_at: quizzes.updatedAt } as const;

/** Jakarta calendar days (UTC+7) bound the date filter, as the screens show them. */
const dayStart = (iso: string, plusDays = 0) => new Date(Date.parse(`${iso}T00:00:00+07:00`) + plusDays * 86_400_000);

/** The organisation's quizzes, one page at a time, with can_delete (no attempts yet). */
export async function findQuizzes(options: { db: DbOrTx; organizationId: number; query: QuizListQuery }): Promise<ListResult<QuizListItem>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, QUIZ_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [eq(quizzes.organizationId, organizationId)];
  if (query.keyword) filters.push(ilike(quizzes.title, `%${escapeLike(query.keyword)}%`));
  if (query.startDate) filters.push(gte(quizzes.createdAt, dayStart(query.startDate)));
  if (query.endDate) filters.push(lt(quizzes.createdAt, dayStart(query.endDate, 1)));
  if (query.questionType) {
    const type = LIST_FILTER_TYPES[query.questionType];
    if (type) {
      filters.push(exists(db.select({ one: sql`1` }).from(quizQuestions).where(and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.questionType, type)))));
    } else {
      filters.push(eq(quizzes.questionType, query.questionType));
    }
  }
  const where = and(...filters);
  const order = sort.direction === 'asc' ? asc(COLUMN[sort.column]) : desc(COLUMN[sort.column]);
  const hasAttempts = sql<boolean>`exists (select 1 from ${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id})`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ quiz: quizzes, creator: users.fullName, hasAttempts })
      .from(quizzes)
      .leftJoin(users, eq(users.id, quizzes.createdBy))
      .where(where)
      .orderBy(order, desc(quizzes.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(quizzes).where(where),
  ]);
  return paginate(
    rows.map(({ quiz, creator, hasAttempts: used }) => ({
      id: quiz.id,
      title: quiz.title,
      type: quiz.type,
      question_type: quiz.questionType,
      question_type_label: questionTypeLabel(quiz.questionType),
      created_by: creator ? { full_name: creator } : null,
      created_at: quiz.createdAt.toISOString(),
      updated_at: quiz.updatedAt.toISOString(),
      can_delete: !used,
    })),
    total,
    query.page,
    query.page_size,
  );
}
