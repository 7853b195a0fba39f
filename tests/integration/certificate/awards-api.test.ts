// A classroom's and a program's certificate award through the served console (decision 0151): read and set with the
// content's own key, a template of the content's type only, cleared with null; 401 without a session, 403 without
// the key, 404 for another organisation's content.
import { describe, expect, it } from 'vitest';
import { RESTRICTED, RESTRICTED_KEYS, acmeCall, adminCall, call, callAs, fieldMessages, json, type Loose } from '../../setup/http';

const first = async (path: string) => ((await json(await adminCall(path))).data as Loose).results[0] as Loose;

describe('certificate awards', () => {
  it('sets, reads and clears a classroom award of a classroom template; refuses another type', async () => {
    const classroom = await first('/api/cms/classrooms?page=1&page_size=1');
    const template = await first('/api/certificates/template?type=24&page_size=1');
    const program = await first('/api/certificates/template?type=3&page_size=1');
    const path = `/api/certificates/awards/classroom/${classroom.id}`;
    const before = (await json(await adminCall(path))).data as Loose;
    const wrong = await adminCall(path, { method: 'PUT', body: { template_id: program.id } });
    expect(wrong.status).toBe(400);
    expect((await fieldMessages(wrong)).template_id).toBe('Choose a certificate template of the classroom type');
    const set = await adminCall(path, { method: 'PUT', body: { template_id: template.id } });
    expect(set.status).toBe(200);
    expect((await json(set)).data).toEqual({ template: { id: template.id, title: template.title } });
    expect((await json(await adminCall(path))).data).toEqual({ template: { id: template.id, title: template.title } });
    // Back as it was.
    const restored = await adminCall(path, { method: 'PUT', body: { template_id: before.template?.id ?? null } });
    expect((await json(restored)).data).toEqual(before);
    expect((await acmeCall(path)).status).toBe(404);
    expect((await call(path)).status).toBe(401);
    if (!RESTRICTED_KEYS.includes('classroom')) expect((await callAs(RESTRICTED, path)).status).toBe(403);
  });

  it('reads a program award and refuses a classroom template for it', async () => {
    const program = await first('/api/programs?page=1&page_size=1');
    const classroomTemplate = await first('/api/certificates/template?type=24&page_size=1');
    const path = `/api/certificates/awards/program/${program.id}`;
    expect((await adminCall(path)).status).toBe(200);
    const wrong = await adminCall(path, { method: 'PUT', body: { template_id: classroomTemplate.id } });
    expect(wrong.status).toBe(400);
    expect((await fieldMessages(wrong)).template_id).toBe('Choose a certificate template of the program type');
    expect((await acmeCall(path)).status).toBe(404);
  });
});
