import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quizzes } from '../../../src/db/schema/quiz';
import { users } from '../../../src/db/schema';
import { insertOrganization } from '../../../src/features/organization/testing';
import { insertUser } from '../../../src/features/account/testing';
import { findQuizzes } from '../../../src/features/quiz/server/find-quizzes';
import { forgetKeywordSamples, keywordSearch } from '../../../src/server/list/keyword';
import { escapeLike } from '../../../src/server/sql';
import { withTestDb } from '../../setup/test-db';

const t = withTestDb();
const words = ['Leadership', 'Safety', 'Onboarding', 'Compliance', 'Sales'];

describe('keyword searches by the rare part of the keyword (docs/decisions/0100)', () => {
  it('finds exactly what the whole keyword finds, searching the index by the part the statistics show rare', async () => {
    const org = await insertOrganization(t.db);
    const user = await insertUser(t.db, { organizationId: org.id });
    await t.db.execute(sql`insert into quizzes (organization_id, title, description, type, question_type, created_by)
      select ${org.id}, (array['Leadership','Safety','Onboarding','Compliance','Sales'])[1 + g % 5] || ' Quiz ' || g, '<p>x</p>', 'quiz', 'Combine', ${user.id}
      from generate_series(1, 3000) g`);
    await t.db.execute(sql`analyze quizzes`);
    forgetKeywordSamples();

    const condition = await keywordSearch(t.db, [quizzes.title], 'Quiz 123');
    const { params } = (t.db as unknown as { dialect: { sqlToQuery: (q: SQL) => { params: unknown[] } } }).dialect.sqlToQuery(condition);
    expect(params).toEqual(['% 123%', '%Quiz 123%']);

    const ids = async (where: SQL) =>
      (
        await t.db
          .select({ id: quizzes.id })
          .from(quizzes)
          .where(and(eq(quizzes.organizationId, org.id), where))
          .orderBy(quizzes.id)
      ).map((r) => r.id);
    for (const keyword of ['Quiz 123', 'quiz 2999', 'Safety Quiz 12', 'QUIZ 7', 'Quiz', 'Sales Quiz', 'Quiz 100 ', 'nothing 123', `${words[3]} Quiz 1_`]) {
      const found = await ids(await keywordSearch(t.db, [quizzes.title], keyword));
      expect({ keyword, found }).toEqual({ keyword, found: await ids(sql`${quizzes.title} ilike ${`%${escapeLike(keyword)}%`}`) });
    }
    // Through the list: the page and its total.
    const list = await findQuizzes({ db: t.db, organizationId: org.id, query: { page: 1, page_size: 50, keyword: 'Quiz 123' } as never });
    expect(list.pagination.total_data).toBe(11); // 123, 1230–1239
    expect(list.results.map((q) => q.title).every((title) => title.includes('Quiz 123'))).toBe(true);
    expect(list.results).toHaveLength(11);
  });

  it('searches several columns with the same results as the whole keyword', async () => {
    const org = await insertOrganization(t.db);
    for (let i = 0; i < 30; i++)
      await insertUser(t.db, { organizationId: org.id, fullName: `Staff Person ${100 + i * 37}`, email: `staff${i}@people.example` });
    await t.db.execute(sql`analyze users`);
    forgetKeywordSamples();
    const columns = [users.fullName, users.email];
    const ids = async (where: SQL) =>
      (
        await t.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.organizationId, org.id), where))
          .orderBy(users.id)
      ).map((r) => r.id);
    for (const keyword of ['Person 137', 'Staff Person 1', 'staff1', 'Person']) {
      const plain = `%${escapeLike(keyword)}%`;
      const found = await ids(await keywordSearch(t.db, columns, keyword));
      expect({ keyword, found }).toEqual({ keyword, found: await ids(sql`(${users.fullName} ilike ${plain} or ${users.email} ilike ${plain})`) });
    }
  });
});
