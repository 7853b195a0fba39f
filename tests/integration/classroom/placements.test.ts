import { describe, expect, it } from 'vitest';
import { classroomContentTypes } from '../../../src/features/classroom/server/content-registry';
import { batchBody, C, createClassroom, newPresence, people } from './helpers';
import { adminCall, fieldMessages, json } from '../../setup/http';

const PR = '/api/cms/presences';
const Q = '/api/cms/v4/quizzes';

describe('classrooms API: step 2 Content and the placements presence reads', () => {
  it('offers the content pickers by type and keyword, 10 a page', async () => {
    const quizzes = await json(await adminCall('/api/cms/classroom-settings?type=quiz'));
    expect(quizzes.data.results.length).toBeGreaterThan(0);
    expect(quizzes.data.results.length).toBeLessThanOrEqual(10);
    expect(quizzes.data.results.every((r: { type: string }) => r.type === 'quiz')).toBe(true);
    const title = `IT Picker Presence ${Date.now()}`;
    await newPresence(title);
    const found = await json(await adminCall(`/api/cms/classroom-settings?type=presence&keyword=${encodeURIComponent(title)}`));
    expect(found.data.results.map((r: { title: string }) => r.title)).toEqual([title]);
    expect((await adminCall('/api/cms/classroom-settings?type=video')).status).toBe(400);
    // What its wizard offers, read from the areas' declarations in the classroom's order (docs/decisions/0107).
    expect((await classroomContentTypes()).map((t) => [t.id, t.label, t.passGrade, t.dueDate])).toEqual([
      ['quiz', 'Quiz', true, false],
      ['presence', 'Presence', false, false],
      ['assignment', 'Assignment', true, true],
      ['lim1', 'LIM 1', false, false],
      ['lim2', 'LIM 2', true, false],
      ['lim3', 'LIM 3', false, false],
    ]);
  });

  it('places a presence and a quiz in a session, shows the batch schedules in the QR tab selectors, and frees them when removed', async () => {
    const id = await createClassroom('IT Placement Classroom');
    const presenceId = await newPresence('IT Classroom Presence');
    const quiz = (await json(await adminCall('/api/cms/classroom-settings?type=quiz'))).data.results[0];

    const unknown = await adminCall(`${C}/${id}/contents`, {
      method: 'POST',
      body: { sessions: [{ title: 'S1', contents: [{ type: 'presence', id: 999999 }] }] },
    });
    expect(unknown.status).toBe(400);
    expect((await fieldMessages(unknown))['sessions.0.contents.0.id']).toBe('Content not found');
    const notHeld = await adminCall(`${C}/${id}/contents`, {
      method: 'POST',
      body: { sessions: [{ title: 'S1', contents: [{ type: 'video', id: 1 }] }] },
    });
    expect(notHeld.status).toBe(400);
    expect((await fieldMessages(notHeld))['sessions.0.contents.0.type']).toBe('Unknown content type');
    expect((await json(await adminCall(`${C}/${id}`))).data.sessions).toEqual([]);

    const saved = await adminCall(`${C}/${id}/contents`, {
      method: 'POST',
      body: {
        sessions: [
          {
            title: 'Session 1 - Opening',
            contents: [
              { type: 'presence', id: presenceId },
              { type: 'quiz', id: quiz.id },
            ],
          },
        ],
      },
    });
    expect(saved.status).toBe(200);
    const detail = (await json(await adminCall(`${C}/${id}`))).data;
    expect(detail.step).toBe(2);
    expect(detail.sessions[0].contents.map((c: { type: string }) => c.type)).toEqual(['presence', 'quiz']);
    const placementId = detail.sessions[0].contents[0].placement_id;

    // The quiz's associate list shows the classroom; the presence cannot be deleted while placed.
    const assoc = await json(await adminCall(`${Q}/${quiz.id}/associates?keyword=${encodeURIComponent('IT Placement Classroom')}`));
    expect(assoc.data.results[0]).toMatchObject({ title: 'IT Placement Classroom', module_type: 'classroom', section_title: 'Session 1 - Opening' });
    const presenceRow = (await json(await adminCall(`${PR}?keyword=${encodeURIComponent('IT Classroom Presence')}&page_size=100`))).data.results.find(
      (r: { id: number }) => r.id === presenceId,
    );
    expect(presenceRow).toMatchObject({ is_associated: true, can_delete: false });

    // A batch with two sessions: the presence's QR tab lists the batch and its schedules (WIB → UTC).
    const [expert] = await people();
    const batch = (
      await json(
        await adminCall(`${C}/${id}/batch`, {
          method: 'POST',
          body: batchBody(
            'IT QR Batch',
            [
              [
                '2031-07-01',
                [
                  ['Morning', '09:00', '12:00'],
                  ['Afternoon', '13:00', '16:00'],
                ],
              ],
            ],
            { experts: [expert.id] },
          ),
        }),
      )
    ).data;
    const batchOptions = (await json(await adminCall(`${PR}/${presenceId}/batch`))).data.results;
    expect(batchOptions).toContainEqual({ label: 'IT QR Batch', value: batch.id });
    const schedules = (await json(await adminCall(`${PR}/${presenceId}/schedules?batch_id=${batch.id}`))).data.results;
    expect(schedules).toEqual([
      expect.objectContaining({ label: 'Morning', start_date_time: '2031-07-01T02:00:00.000Z', end_date_time: '2031-07-01T05:00:00.000Z' }),
      expect.objectContaining({ label: 'Afternoon', start_date_time: '2031-07-01T06:00:00.000Z', end_date_time: '2031-07-01T09:00:00.000Z' }),
    ]);

    // Saving the same contents again keeps the placement (its id is the relation_id results refer to).
    await adminCall(`${C}/${id}/contents`, {
      method: 'POST',
      body: {
        sessions: [
          {
            id: detail.sessions[0].id,
            title: 'Session 1 - Opening',
            contents: [
              { type: 'quiz', id: quiz.id },
              { type: 'presence', id: presenceId },
            ],
          },
        ],
      },
    });
    const again = (await json(await adminCall(`${C}/${id}`))).data.sessions[0].contents;
    expect(again.map((c: { type: string }) => c.type)).toEqual(['quiz', 'presence']);
    expect(again.find((c: { type: string }) => c.type === 'presence').placement_id).toBe(placementId);

    // Removing the session frees both items.
    await adminCall(`${C}/${id}/contents`, { method: 'POST', body: { sessions: [] } });
    const freed = (await json(await adminCall(`${PR}?keyword=${encodeURIComponent('IT Classroom Presence')}&page_size=100`))).data.results.find(
      (r: { id: number }) => r.id === presenceId,
    );
    expect(freed).toMatchObject({ is_associated: false });
    expect((await json(await adminCall(`${PR}/${presenceId}/batch`))).data.results).toEqual([]);
  });

  it("places a presence in a batch's own contents, on a day", async () => {
    const id = await createClassroom('IT Batch Content Classroom');
    const presenceId = await newPresence('IT Batch Own Presence');
    const batch = (
      await json(
        await adminCall(`${C}/${id}/batch`, {
          method: 'POST',
          body: batchBody('IT Own Batch', [['2031-08-01', [['Only', '09:00', '10:00']]]], { content: [{ type: 'presence', id: presenceId, day_index: 0 }] }),
        }),
      )
    ).data;
    expect(batch.content).toEqual([expect.objectContaining({ type: 'presence', id: presenceId, day_index: 0 })]);
    const options = (await json(await adminCall(`${PR}/${presenceId}/batch`))).data.results;
    expect(options).toEqual([{ label: 'IT Own Batch', value: batch.id }]);
  });
});
