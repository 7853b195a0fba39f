import { and, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { quizAttempts, quizListCounts, quizQuestions, quizzes } from '@/db/schema/quiz';
import type { ListResult } from '@/lib/list';
import { contentListTable, contentPage, placedFlag, contentRows } from '@/server/list/content-list';
import { hasAny, inPageOrder, listResult } from '@/server/list/query';
import { LIST_FILTER_TYPES, questionTypeLabel } from '../constants';
import { QUIZ_SORT_COLUMNS, type QuizListItem, type QuizListQuery } from '../schemas';

const LIST = contentListTable<(typeof QUIZ_SORT_COLUMNS)[number]>(quizzes, {
  counter: quizListCounts,
  sorts: { question_type: { column: quizzes.questionType, cast: 'text' } },
});

const ROWS = contentRows(quizzes, {
  used: hasAny(quizAttempts, quizAttempts.quizId, quizzes.id),
  placed: placedFlag(quizzes, 'quiz'),
});

/** A list filter type (LIST_FILTER_TYPES) matches quizzes with a question of that type; any other, the quiz's own type. */
function questionTypeMatch(db: DbOrTx, questionType: string): SQL {
  const type = LIST_FILTER_TYPES[questionType as keyof typeof LIST_FILTER_TYPES];
  if (!type) return eq(quizzes.questionType, questionType);
  return exists(
    db
      .select({ one: sql`1` })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.questionType, type))),
  );
}

/** The organisation's quizzes, one page at a time (src/server/list), with can_delete (no attempts yet and placed nowhere). */
export async function findQuizzes(options: { db: DbOrTx; organizationId: number; query: QuizListQuery }): Promise<ListResult<QuizListItem>> {
  const { db, organizationId, query } = options;
  const custom = { questionType: (type: string) => questionTypeMatch(db, type) };
  const filter = { dates: ['startDate', 'endDate'], custom } as const;
  const { ids, total } = await contentPage({ db, list: LIST, table: quizzes, organizationId, query, sortColumns: QUIZ_SORT_COLUMNS, filter });
  const rows = await ROWS(db, ids, organizationId);
  return listResult(
    inPageOrder(ids, rows, (r) => r.row.id).map(({ row: quiz, creator, extra }) => ({
      id: quiz.id,
      title: quiz.title,
      type: quiz.type,
      question_type: quiz.questionType,
      question_type_label: questionTypeLabel(quiz.questionType),
      created_by: creator ? { full_name: creator } : null,
      created_at: quiz.createdAt.toISOString(),
      updated_at: quiz.updatedAt.toISOString(),
      can_delete: !extra.used && !extra.placed,
    })),
    total,
    query.page,
    query.page_size,
  );
}
