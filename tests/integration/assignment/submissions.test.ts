import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { exeBytes, plainZip } from '../../fixtures/assignment/files';
import { ADMIN, adminToken, answer, postForm, tokenFor } from '../../setup/http';
import { associates, seeded } from './helpers';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function placementOf(title: string, moduleType: string) {
  const a = await seeded(title);
  const p = (await associates(a.id)).find((r) => r.module_type === moduleType)!;
  return { assignment: a, placement: p };
}

async function participants(id: number, relation: number) {
  const { body } = await answer(`/api/cms/assignments/${id}/results?relation_id=${relation}&page_size=100&order_by=nik&order_type=asc`, {
    token: await adminToken(),
  });
  const rows = body.data.results as {
    id: number | null;
    email: string;
    status: string;
    files: { url: string; name: string }[];
    notes: string | null;
    members: unknown[];
  }[];
  // The seed's people only: they sign in with the demo password. Other test files (sharing this server) create people
  // in the seed's divisions, who then join the courses those divisions were invited to, with passwords of their own.
  return rows.filter((r) => r.email.endsWith('@nusantara.example'));
}

const submit = (placementId: number, token: string, parts: Parameters<typeof postForm>[2]) =>
  postForm(`/api/learner/assignment-placements/${placementId}/submissions`, token, parts);

describe('POST /api/learner/assignment-placements/{placementId}/submissions', () => {
  it('stores a participant’s files checked by content, sets waiting_for_review, and allows a resubmission', async () => {
    const { assignment, placement } = await placementOf('Leadership Reflection Essay', 'course');
    const learner = (await participants(assignment.id, placement.relation_id)).find((r) => r.status === 'not_done')!;
    const token = await tokenFor(learner.email);
    const res = await submit(placement.relation_id, token, [
      { name: 'files[]', value: pdf, filename: 'essay.pdf' },
      { name: 'files[]', value: pngBytes(20, 20), filename: 'mindmap.png' },
      { name: 'notes', value: 'Here it is.' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('waiting_for_review');
    let row = (await participants(assignment.id, placement.relation_id)).find((r) => r.email === learner.email)!;
    expect(row).toMatchObject({ status: 'waiting_for_review', notes: 'Here it is.' });
    expect(row.files.map((f) => f.name)).toEqual(['essay.pdf', 'mindmap.png']);
    const again = await submit(placement.relation_id, token, [{ name: 'files[]', value: pdf, filename: 'essay-v2.pdf' }]);
    expect(again.status).toBe(201);
    row = (await participants(assignment.id, placement.relation_id)).find((r) => r.email === learner.email)!;
    expect(row.files.map((f) => f.name)).toEqual(['essay-v2.pdf']);
  });

  it('refuses a renamed program, a type not allowed, a missing required file, and a non-participant', async () => {
    const { assignment, placement } = await placementOf('Leadership Reflection Essay', 'course');
    const learner = (await participants(assignment.id, placement.relation_id)).filter((r) => r.status === 'not_done')[1];
    const token = await tokenFor(learner.email);
    const exe = await submit(placement.relation_id, token, [{ name: 'files[]', value: exeBytes(), filename: 'essay.pdf' }]);
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Mime types not accepted');
    const zip = await submit(placement.relation_id, token, [{ name: 'files[]', value: await plainZip(), filename: 'report.pbix' }]);
    expect(zip.status).toBe(415);
    const none = await submit(placement.relation_id, token, [{ name: 'notes', value: 'no file' }]);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Upload at least one file.');
    const admin = await submit(placement.relation_id, await tokenFor(ADMIN), [{ name: 'files[]', value: pdf, filename: 'a.pdf' }]);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe('You are not a participant of this assignment.');
    const unknown = await submit(999999, token, [{ name: 'files[]', value: pdf, filename: 'a.pdf' }]);
    expect(unknown.status).toBe(404);
    expect((await participants(assignment.id, placement.relation_id)).find((r) => r.email === learner.email)!.status).toBe('not_done');
  });

  it('answers 401 without a session', async () => {
    const res = await fetch(`${(await import('../../setup/http')).baseUrl()}/api/learner/assignment-placements/1/submissions`, {
      method: 'POST',
      body: new FormData(),
    });
    expect([401, 403]).toContain(res.status);
  });

  it('accepts one answer only for no_resubmit, no files when disallowed, and passes ungraded work at once', async () => {
    const { assignment, placement } = await placementOf('Complaint Handling Case Notes', 'course');
    const learner = (await participants(assignment.id, placement.relation_id))[0];
    const token = await tokenFor(learner.email);
    const withFile = await submit(placement.relation_id, token, [
      { name: 'files[]', value: pdf, filename: 'a.pdf' },
      { name: 'notes', value: 'x' },
    ]);
    expect(withFile.status).toBe(400);
    expect(withFile.body.message).toBe('This assignment does not accept files.');
    const first = await submit(placement.relation_id, token, [{ name: 'notes', value: 'Answer 1, 2 and 3.' }]);
    expect(first.status).toBe(201);
    expect(first.body.data.status).toBe('passed');
    const second = await submit(placement.relation_id, token, [{ name: 'notes', value: 'Changed my mind.' }]);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This assignment accepts one upload only.');
    // Two first hand-ins at the same moment: one is taken, the other refused, and the taken one stays as sent.
    const other = (await participants(assignment.id, placement.relation_id)).find((r) => r.status === 'not_done')!;
    const otherToken = await tokenFor(other.email);
    const both = await Promise.all([
      submit(placement.relation_id, otherToken, [{ name: 'notes', value: 'Tab one.' }]),
      submit(placement.relation_id, otherToken, [{ name: 'notes', value: 'Tab two.' }]),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const kept = (await participants(assignment.id, placement.relation_id)).find((r) => r.email === other.email)!;
    expect(kept.notes).toBe(both[0].status === 201 ? 'Tab one.' : 'Tab two.');
  });

  it('hands in group work for every member of the submitter’s group', async () => {
    const { assignment, placement } = await placementOf('Team Coaching Plan', 'course');
    const rows = await participants(assignment.id, placement.relation_id);
    const notDone = rows.filter((r) => r.status === 'not_done');
    expect(notDone).toHaveLength(8);
    const token = await tokenFor(notDone[0].email);
    const res = await submit(placement.relation_id, token, [{ name: 'files[]', value: pdf, filename: 'plan.pdf' }]);
    expect(res.status).toBe(201);
    expect(res.body.data.ids).toHaveLength(4);
    const after = await participants(assignment.id, placement.relation_id);
    expect(after.filter((r) => r.status === 'not_done')).toHaveLength(4);
  });
});
