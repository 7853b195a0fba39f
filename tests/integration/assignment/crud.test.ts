import { describe, expect, it } from 'vitest';
import { ACME_HOST, acmeToken, adminToken, answer, call, RESTRICTED, tokenFor } from '../../setup/http';
import { seeded, validInput } from './helpers';

describe('GET /api/cms/assignments', () => {
  it('lists the seeded assignments with the row fields of the spec, newest change first', async () => {
    // A page big enough for the seed and what other files add beside it (their assignments are newer: page 1 of 10 can
    // be theirs alone).
    const { status, body } = await answer('/api/cms/assignments?page_size=200', { token: await adminToken() });
    expect(status).toBe(200);
    const titles = body.data.results.map((r: { title: string }) => r.title);
    expect(titles).toEqual(expect.arrayContaining(['Leadership Reflection Essay', 'Team Coaching Plan', 'Sales Dashboard Project']));
    const essay = body.data.results.find((r: { title: string }) => r.title === 'Leadership Reflection Essay');
    expect(essay.submitted).toBeGreaterThanOrEqual(12);
    expect(essay).toMatchObject({ assignment_type: 'individual', is_associated: true, can_delete: false, created_by: { full_name: 'Ayu Pratiwi' } });
    expect(body.data.pagination).toMatchObject({ current_page: 1, total_data: expect.any(Number) });
    const times = body.data.results.map((r: { updated_at: string }) => Date.parse(r.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('a seeded assignment (no audit entry) still shows who created it and when in its history', async () => {
    const token = await adminToken();
    const list = await answer('/api/cms/assignments?keyword=Complaint', { token });
    const row = list.body.data.results.find((r: { title: string }) => r.title === 'Complaint Handling Case Notes');
    const got = await answer(`/api/cms/assignments/${row.id}`, { token });
    expect(got.body.data.history.at(-1)).toEqual({ action: 'create', user: 'Budi Santoso', created_at: row.created_at });
  });

  it('searches title or creator name, filters by type and date, and sorts', async () => {
    const token = await adminToken();
    const byCreator = await answer('/api/cms/assignments?keyword=budi', { token });
    expect(byCreator.body.data.results.map((r: { title: string }) => r.title)).toContain('Complaint Handling Case Notes');
    expect(
      byCreator.body.data.results.every(
        (r: { title: string; created_by: { full_name: string } }) => r.created_by.full_name === 'Budi Santoso' || /budi/i.test(r.title),
      ),
    ).toBe(true);
    const group = await answer('/api/cms/assignments?assignment_type=group', { token });
    expect(group.body.data.results.every((r: { assignment_type: string }) => r.assignment_type === 'group')).toBe(true);
    const future = await answer('/api/cms/assignments?start_date=2099-01-01', { token });
    expect(future.body.data.results).toEqual([]);
    const sorted = await answer('/api/cms/assignments?order_by=title&order_type=asc', { token });
    const t = sorted.body.data.results.map((r: { title: string }) => r.title);
    expect(t).toEqual([...t].sort((a, b) => a.localeCompare(b)));
    const bad = await answer('/api/cms/assignments?assignment_type=team', { token });
    expect(bad.status).toBe(400);
  });

  it('answers 401 without a session and 403 without the key', async () => {
    expect((await call('/api/cms/assignments')).status).toBe(401);
    const res = await answer('/api/cms/assignments', { token: await tokenFor(RESTRICTED) });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, error: 'Forbidden' });
  });
});

describe('POST, PATCH, DELETE /api/cms/assignments', () => {
  it('validates: title and instruction required, visible instruction, file types unless disallowed, unknown fields', async () => {
    const token = await adminToken();
    const empty = await answer('/api/cms/assignments', { method: 'POST', token, body: { title: '', instruction: '' } });
    expect(empty.status).toBe(400);
    const messages = empty.body.message.map((m: { message: string }) => m.message);
    expect(messages).toContain('Title is required');
    expect(messages).toContain('Instruction is required');
    const blank = await answer('/api/cms/assignments', { method: 'POST', token, body: validInput({ instruction: '<p>&nbsp; <br></p>' }) });
    expect(blank.status).toBe(400);
    expect(blank.body.message[0].message).toBe('Instruction is required');
    const noTypes = await answer('/api/cms/assignments', {
      method: 'POST',
      token,
      body: validInput({ allowed_upload_extensions: { documents: [], videos: [], audios: [], others: [] } }),
    });
    expect(noTypes.status).toBe(400);
    const badExt = await answer('/api/cms/assignments', {
      method: 'POST',
      token,
      body: validInput({ allowed_upload_extensions: { documents: ['exe'], videos: [], audios: [], others: [] } }),
    });
    expect(badExt.status).toBe(400);
    const extra = await answer('/api/cms/assignments', { method: 'POST', token, body: validInput({ owner: 1 }) });
    expect(extra.status).toBe(400);
  });

  it('creates with the defaults, sanitises the instruction, clears file types when uploads are disallowed', async () => {
    const token = await adminToken();
    const res = await answer('/api/cms/assignments', {
      method: 'POST',
      token,
      body: validInput({ instruction: '<p>Read <img src="x" onerror="alert(1)"><script>alert(1)</script>this</p>' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Assignment has been successfully created.');
    const got = await answer(`/api/cms/assignments/${res.body.data.id}`, { token });
    expect(got.body.data).toMatchObject({
      grading_status: 'graded',
      assignment_type: 'individual',
      upload_condition: 'required',
      submit_condition: 'resubmit',
      display_result: false,
      can_delete: true,
      is_associated: false,
      submitted: 0,
    });
    expect(got.body.data.instruction).not.toMatch(/script|onerror/);
    expect(got.body.data.history[0]).toMatchObject({ action: 'create', user: 'Ayu Pratiwi' });
    expect(got.body.data.history.filter((h: { action: string }) => h.action === 'create')).toHaveLength(1);
    const none = await answer('/api/cms/assignments', {
      method: 'POST',
      token,
      body: validInput({ upload_condition: 'disallowed', allowed_upload_extensions: { documents: ['pdf'], videos: [], audios: [], others: [] } }),
    });
    const noneRow = await answer(`/api/cms/assignments/${none.body.data.id}`, { token });
    expect(noneRow.body.data.allowed_upload_extensions).toEqual({ documents: [], videos: [], audios: [], others: [] });
  });

  it('changes with the version it started from; a stale version is a 409', async () => {
    const token = await adminToken();
    const { body } = await answer('/api/cms/assignments', { method: 'POST', token, body: validInput({ title: 'To change' }) });
    const id = body.data.id;
    const before = (await answer(`/api/cms/assignments/${id}`, { token })).body.data;
    const changed = await answer(`/api/cms/assignments/${id}`, {
      method: 'PATCH',
      token,
      body: validInput({ title: 'Changed', assignment_type: 'group', updated_at: before.updated_at }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Assignment has been successfully changed.');
    const stale = await answer(`/api/cms/assignments/${id}`, { method: 'PATCH', token, body: validInput({ title: 'Again', updated_at: before.updated_at }) });
    expect(stale.status).toBe(409);
    const after = (await answer(`/api/cms/assignments/${id}`, { token })).body.data;
    expect(after).toMatchObject({ title: 'Changed', assignment_type: 'group' });
    const invalid = await answer(`/api/cms/assignments/${id}`, { method: 'PATCH', token, body: { title: '' } });
    expect(invalid.status).toBe(400);
  });

  it('deletes only what can be deleted', async () => {
    const token = await adminToken();
    const { body } = await answer('/api/cms/assignments', { method: 'POST', token, body: validInput({ title: 'To delete' }) });
    const del = await answer(`/api/cms/assignments/${body.data.id}`, { method: 'DELETE', token });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe('Assignment Deleted Successfully');
    expect((await answer(`/api/cms/assignments/${body.data.id}`, { token })).status).toBe(404);
    const used = await seeded('Leadership Reflection Essay');
    expect((await answer(`/api/cms/assignments/${used.id}`, { method: 'DELETE', token })).status).toBe(409);
  });

  it("answers 404 for another organisation's assignment on every endpoint, and never changes it", async () => {
    const acme = await acmeToken();
    const created = await answer('/api/cms/assignments', { method: 'POST', token: acme, host: ACME_HOST, body: validInput({ title: 'Acme only' }) });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const token = await adminToken();
    for (const [method, path, body] of [
      ['GET', `/api/cms/assignments/${id}`],
      ['PATCH', `/api/cms/assignments/${id}`, validInput()],
      ['DELETE', `/api/cms/assignments/${id}`],
      ['GET', `/api/cms/assignments/${id}/associates`],
      ['GET', `/api/cms/assignments/${id}/filter`],
      ['GET', `/api/cms/assignments/${id}/results`],
      ['GET', `/api/cms/assignments/${id}/dashboard`],
      ['GET', `/api/cms/assignments/${id}/results/download`],
      ['PATCH', `/api/cms/assignments/${id}/results/grade`, { data: [{ id: 1, score: 80 }] }],
    ] as const) {
      const res = await answer(path, { method, token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const still = await answer(`/api/cms/assignments/${id}`, { token: acme, host: ACME_HOST });
    expect(still.body.data.title).toBe('Acme only');
    const list = await answer('/api/cms/assignments?keyword=Acme', { token });
    expect(list.body.data.results).toEqual([]);
  });
});
