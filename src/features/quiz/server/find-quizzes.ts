import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { users } from '@/db/schema';
import { quizAttempts, quizListCounts, quizQuestions, quizzes } from '@/db/schema/quiz';
import type { ListResult } from '@/lib/list';
import { readSort } from '@/lib/list';
import { dateRange, idsWithAny, inPageOrder, keywordLike, listPage, listResult, type ListTable } from '@/server/list/query';
import { LIST_FILTER_TYPES, questionTypeLabel } from '../constants';
import { QUIZ_SORT_COLUMNS, type QuizListItem, type QuizListQuery } from '../schemas';

type QuizSort = (typeof QUIZ_SORT_COLUMNS)[number];
const LIST: ListTable<QuizSort> = {
  name: 'quizzes',
  table: quizzes,
  id: quizzes.id,
  organizationId: quizzes.organizationId,
  counter: quizListCounts,
  sorts: {
    title: { column: quizzes.title, cast: 'text' },
    question_type: { column: quizzes.questionType, cast: 'text' },
    created_by: { expr: sql`${users.fullName}`, from: sql`left join ${users} on ${users.id} = ${quizzes.createdBy}` },
    created_at: { column: quizzes.createdAt, cast: 'timestamptz' },
    updated_at: { column: quizzes.updatedAt, cast: 'timestamptz' },
  },
};

/** The organisation's quizzes, one page at a time (src/server/list), with can_delete (no attempts yet). */
export async function findQuizzes(options: { db: DbOrTx; organizationId: number; query: QuizListQuery }): Promise<ListResult<QuizListItem>> {
  const { db, organizationId, query } = options;
  const sort = readSort(query, QUIZ_SORT_COLUMNS, { column: 'updated_at', direction: 'desc' });
  const filters: SQL[] = [...dateRange(quizzes.createdAt, query.startDate, query.endDate)];
  if (query.keyword) filters.push(keywordLike(quizzes.title, query.keyword));
  if (query.questionType) {
    const type = LIST_FILTER_TYPES[query.questionType];
    if (type) {
      filters.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(quizQuestions)
            .where(and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.questionType, type))),
        ),
      );
    } else {
      filters.push(eq(quizzes.questionType, query.questionType));
    }
  }
  const filterKey = { keyword: query.keyword, startDate: query.startDate, endDate: query.endDate, questionType: query.questionType };
  const { ids, total } = await listPage({ db, list: LIST, organizationId, filters, filterKey, sort, page: query.page, pageSize: query.page_size });
  const [rows, used] = ids.length
    ? await Promise.all([
        db.select({ quiz: quizzes, creator: users.fullName }).from(quizzes).leftJoin(users, eq(users.id, quizzes.createdBy)).where(inArray(quizzes.id, ids)),
        idsWithAny(db, ids, quizAttempts, quizAttempts.quizId),
      ])
    : [[], new Set<number>()];
  return listResult(
    inPageOrder(ids, rows, (r) => r.quiz.id).map(({ quiz, creator }) => ({
      id: quiz.id,
      title: quiz.title,
      type: quiz.type,
      question_type: quiz.questionType,
      question_type_label: questionTypeLabel(quiz.questionType),
      created_by: creator ? { full_name: creator } : null,
      created_at: quiz.createdAt.toISOString(),
      updated_at: quiz.updatedAt.toISOString(),
      can_delete: !used.has(quiz.id),
    })),
    total,
    query.page,
    query.page_size,
  );
}
