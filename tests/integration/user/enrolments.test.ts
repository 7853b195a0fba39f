import { describe, expect, it } from 'vitest';
import { batchBody, C, createClassroom } from '../classroom/helpers';
import { api, V2 } from '../course/helpers';
import { createUser, U } from './helpers';
import { acmeCall, adminCall, json } from '../../setup/http';

describe('users API: enrolments', () => {
  it("lists the user's courses and classroom batches with where they stand, and nothing of a stranger", async () => {
    const u = await createUser({ full_name: 'Enrolment Person' });
    const empty = await json(await adminCall(`${U}/${u.id}/enrolments`));
    expect(empty.data).toMatchObject({ results: [], pagination: { total_data: 0 } });

    const course = (await api(`${V2}/courses?keyword=Customer%20Service%20Excellence`)).body.data.results[0];
    const invited = await api(`/api/courses/${course.id}/invite-users`, { method: 'POST', body: { by: 'user', ids: [u.id] } });
    expect(invited.status).toBe(200);

    const classroom = await createClassroom('IT Enrolment Classroom');
    const batch = await json(
      await adminCall(`${C}/${classroom}/batch`, {
        method: 'POST',
        body: batchBody('IT Enrolment Batch', [['2031-07-01', [['Day one', '09:00', '12:00']]]]),
      }),
    );
    const added = await adminCall(`${C}/${classroom}/batch/${batch.data.id}/participants`, { method: 'POST', body: { user_ids: [u.id] } });
    expect(added.status).toBe(200);

    const list = await json(await adminCall(`${U}/${u.id}/enrolments`));
    expect(list.data.pagination.total_data).toBe(2);
    // Newest first: the classroom batch starts in 2031, the course invitation is from today.
    expect(list.data.results).toEqual([
      expect.objectContaining({
        kind: 'classroom',
        id: classroom,
        title: 'IT Enrolment Classroom',
        batch: 'IT Enrolment Batch',
        status: 'draft',
        href: `/classroom/detail/${classroom}`,
      }),
      expect.objectContaining({
        kind: 'course',
        id: course.id,
        title: 'Customer Service Excellence',
        batch: null,
        status: 'invited',
        href: `/course/detail/${course.id}`,
      }),
    ]);
    expect((await json(await adminCall(`${U}/${u.id}/enrolments?page=2&page_size=1`))).data.results).toHaveLength(1);
    expect((await adminCall(`${U}/${u.id}/enrolments?page_size=0`)).status).toBe(400);
    expect((await acmeCall(`${U}/${u.id}/enrolments`)).status).toBe(404);
  });
});
