// The journey endpoints (decision 0148) through the built server: the demo journey, validation in the spec's words,
// create / read / edit (nothing changed, stale 409) / delete, the step pickers, the learners' progress, and another
// organisation's journey is a 404.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, fieldMessages, json } from '../../setup/http';

const J = '/api/journeys';
const unique = (what: string) => `${what} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;
const firstOf = async (type: string) => {
  const body = await json(await adminCall(`/api/cms/journey-settings?type=${type}`));
  expect(body.data.results.length).toBeGreaterThan(0);
  return body.data.results[0] as { id: number; title: string; type: string };
};

describe('journeys API', () => {
  it('lists the demo journey with its two steps, and its learners’ progress per step', async () => {
    const list = await json(await adminCall(`${J}?keyword=Customer%20Service%20Excellence`));
    const demo = list.data.results.find((r: { title: string }) => r.title === 'Customer Service Excellence Journey');
    expect(demo).toMatchObject({ status: 'publish', audience_type: 'invitation', steps: 2 });
    const detail = (await json(await adminCall(`${J}/${demo.id}`))).data;
    expect(detail.step_list.map((s: { kind: string; unlock: string }) => [s.kind, s.unlock])).toEqual([
      ['course', 'none'],
      ['checkpoint', 'previous'],
    ]);
    const learners = (await json(await adminCall(`${J}/${demo.id}/invite-users`))).data;
    expect(learners.pagination.total_data).toBe(detail.invited.length);
    expect(learners.results[0].steps).toHaveLength(2);
  });

  it('refuses bad input with clear messages', async () => {
    const course = await firstOf('course');
    const post = (body: Record<string, unknown>) => adminCall(J, { method: 'POST', body });
    expect(await fieldMessages(await post({ title: ' ' }))).toMatchObject({ title: 'Title is required' });
    expect(await fieldMessages(await post({ title: 'No steps', status: 'publish' }))).toMatchObject({
      steps: 'Add at least one step before sending the journey to review or publishing it.',
    });
    expect(await fieldMessages(await post({ title: 'Previous first', steps: [{ kind: 'course', content_id: course.id, unlock: 'previous' }] }))).toMatchObject({
      'steps.0.unlock': 'The first step has no previous step: it opens from the start or from a date.',
    });
    expect(await fieldMessages(await post({ title: 'No date', steps: [{ kind: 'course', content_id: course.id, unlock: 'date' }] }))).toMatchObject({
      'steps.0.unlock_date': 'Choose the date the step opens on',
    });
    expect(
      await fieldMessages(
        await post({
          title: 'Twice',
          steps: [
            { kind: 'course', content_id: course.id },
            { kind: 'course', content_id: course.id, unlock: 'previous' },
          ],
        }),
      ),
    ).toMatchObject({ 'steps.1.content_id': 'This content is already a step of the journey.' });
    expect(await fieldMessages(await post({ title: 'Missing', steps: [{ kind: 'checkpoint', content_id: 2_000_000 }] }))).toMatchObject({
      'steps.0.content_id': 'This step’s content is not one of this organisation’s (it may have been deleted).',
    });
    expect(await fieldMessages(await post({ title: 'Company', audience_type: 'company' }))).toMatchObject({
      audience_ids: 'Choose at least one company for the audience',
    });
    expect((await adminCall('/api/cms/journey-settings?type=quiz')).status).toBe(400);
  });

  it('creates, reads, edits (nothing changed, stale 409, reordered) and deletes; another organisation’s is a 404', async () => {
    const course = await firstOf('course');
    const checkpoint = await firstOf('checkpoint');
    const input = {
      title: unique('Onboarding Journey'),
      description: '<p>First <script>x()</script>month</p>',
      status: 'draft',
      steps: [
        { kind: 'course', content_id: course.id, unlock: 'none' },
        { kind: 'checkpoint', content_id: checkpoint.id, unlock: 'date', unlock_date: '2031-02-01' },
      ],
    };
    const created = await adminCall(J, { method: 'POST', body: input });
    expect(created.status).toBe(201);
    const createdBody = await json(created);
    expect(createdBody.message).toBe('Journey has been successfully created.');
    const id = createdBody.data.id as number;
    const detail = (await json(await adminCall(`${J}/${id}`))).data;
    expect(detail).toMatchObject({ title: input.title, status: 'draft', steps: 2, audience_type: 'invitation' });
    expect(detail.description).not.toContain('script');
    expect(detail.step_list[0]).toMatchObject({ kind: 'course', title: course.title });
    const values = {
      title: detail.title,
      description: detail.description,
      thumbnail_default: 1,
      audience_type: 'invitation',
      steps: detail.step_list.map(({ kind, content_id, unlock, unlock_date }: Record<string, unknown>) => ({ kind, content_id, unlock, unlock_date })),
      status: 'draft',
    };
    const same = await adminCall(`${J}/${id}`, { method: 'PATCH', body: { ...values, updated_at: detail.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const reordered = {
      ...values,
      steps: [
        { kind: 'checkpoint', content_id: checkpoint.id, unlock: 'none' },
        { kind: 'course', content_id: course.id, unlock: 'previous' },
      ],
    };
    const edited = await adminCall(`${J}/${id}`, { method: 'PATCH', body: { ...reordered, updated_at: detail.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Journey has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${J}/${id}`, { method: 'PATCH', body: { ...values, updated_at: detail.updated_at } });
    expect(stale.status).toBe(409);
    const after = (await json(await adminCall(`${J}/${id}`))).data;
    expect(after.step_list.map((s: { kind: string }) => s.kind)).toEqual(['checkpoint', 'course']);

    for (const [method, path] of [
      ['GET', `${J}/${id}`],
      ['GET', `${J}/${id}/invite-users`],
      ['PATCH', `${J}/${id}`],
      ['DELETE', `${J}/${id}`],
    ] as const) {
      const res = await acmeCall(path, { method, body: method === 'PATCH' ? values : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const acmeList = await json(await acmeCall(`${J}?keyword=${encodeURIComponent(input.title)}`));
    expect(acmeList.data.results).toEqual([]);

    const removed = await adminCall(`${J}/${id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ message: 'Journey Deleted Successfully' });
    expect((await adminCall(`${J}/${id}`)).status).toBe(404);
  });
});
