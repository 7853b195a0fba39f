import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, callAs, EDITOR, json, RESTRICTED } from '../../setup/http';

describe('GET /api/users (people picker)', () => {
  it("answers the active people of the caller's organisation, 10 per page by name, in the list envelope", async () => {
    const body = await json(await adminCall('/api/users'));
    expect(body.success).toBe(true);
    expect(body.data.results).toHaveLength(10);
    expect(Object.keys(body.data.results[0]).sort()).toEqual(['email', 'full_name', 'id', 'picture', 'position']);
    const names = body.data.results.map((r: { full_name: string }) => r.full_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    // 3 staff and 40 learners of whom 3 are inactive: 40 active people in the demo seed, plus any that other test files
    // of the shared server (user, import) have added meanwhile; the pager agrees with the total.
    const { current_page, total_pages, total_data } = body.data.pagination;
    expect(current_page).toBe(1);
    expect(total_data).toBeGreaterThanOrEqual(40);
    expect(total_pages).toBe(Math.ceil(total_data / 10));
    const last = await json(await adminCall('/api/users?page=4'));
    expect(last.data.results).toHaveLength(10);
  });

  it('searches by name, e-mail, NIK or position and never answers an inactive person', async () => {
    const byName = await json(await adminCall('/api/users?keyword=ayu%20prat'));
    expect(byName.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Ayu Pratiwi']);
    const byEmail = await json(await adminCall('/api/users?keyword=editor@nusantara'));
    expect(byEmail.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Budi Santoso']);
    const byNik = await json(await adminCall('/api/users?keyword=100003'));
    expect(byNik.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Rina Wijaya']);
    const byPosition = await json(await adminCall('/api/users?keyword=team%20leader&page_size=100'));
    expect(byPosition.data.results.length).toBeGreaterThan(0);
    expect(byPosition.data.results.every((r: { position: string }) => r.position === 'Team Leader')).toBe(true);
    // The 13th learner (NIK 200013) is inactive.
    expect((await json(await adminCall('/api/users?keyword=200013'))).data.results).toEqual([]);
    expect((await json(await adminCall('/api/users?keyword=100%25'))).data.results).toEqual([]);
  });

  it("never answers another organisation's people, and needs a session and the key of an area that picks people", async () => {
    const acme = await json(await acmeCall('/api/users?page_size=100'));
    expect(acme.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Acme Administrator']);
    expect((await json(await adminCall('/api/users?keyword=acme'))).data.results).toEqual([]);
    expect((await call('/api/users')).status).toBe(401);
    // Decision 0106: the editor rule (learners) and keys of areas that pick no one are refused.
    expect((await callAs(EDITOR, '/api/users')).status).toBe(403);
    expect((await callAs(RESTRICTED, '/api/users')).status).toBe(403);
  });
});

describe('GET /api/organizations (organisation picker)', () => {
  it("answers the caller's own organisation with id and title, searchable by title", async () => {
    const body = await json(await callAs(EDITOR, '/api/organizations'));
    expect(body.data.results).toEqual([{ id: expect.any(Number), title: 'Nusantara Learning Academy', org_code: 'DEMO' }]);
    expect(body.data.pagination).toEqual({ current_page: 1, total_pages: 1, total_data: 1 });
    expect((await json(await adminCall('/api/organizations?keyword=nusantara'))).data.results).toHaveLength(1);
    expect((await json(await adminCall('/api/organizations?keyword=acme'))).data.results).toEqual([]);
    expect((await json(await acmeCall(`/api/organizations?page_size=${Number.MAX_SAFE_INTEGER}`))).data.results.map((r: { title: string }) => r.title)).toEqual(
      ['Acme Manufacturing'],
    );
    expect((await call('/api/organizations')).status).toBe(401);
  });
});
