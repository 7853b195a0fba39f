import { beforeAll, describe, expect, it } from 'vitest';
import { inviteUnits } from '../invite-units';
import { api, firstCategoryId, general, V2 } from './helpers';
import { fieldsOf } from '../../setup/http';

let units: Awaited<ReturnType<typeof inviteUnits>>;
let categoryId: number;
beforeAll(async () => {
  [units, categoryId] = await Promise.all([inviteUnits(), firstCategoryId()]);
});

async function newCourse(title: string) {
  return (await api(`${V2}/course-general`, { method: 'POST', body: general(categoryId, { title }) })).body.data.id as number;
}
const invite = (id: number, by: string, ids: number[]) => api(`/api/courses/${id}/invite-users`, { method: 'POST', body: { by, ids } });
const participants = async (id: number) =>
  (await api(`/api/courses/${id}/participants?page_size=100`)).body.data.results.map((r: { user_id: number }) => r.user_id).sort();

describe('course invitations by division and by company', () => {
  it("invites the division's active people, and only them", async () => {
    const id = await newCourse('IT Division Invite Course');
    const res = await invite(id, 'division', [units.division]);
    expect(res.status).toBe(200);
    expect(res.body.data.invited).toBe(1);
    expect(await participants(id)).toEqual([units.inDivision]);
  });

  it("invites the company's active people, and only them; a second invitation adds nobody new", async () => {
    const id = await newCourse('IT Company Invite Course');
    expect((await invite(id, 'company', [units.company])).body.data.invited).toBe(1);
    expect(await participants(id)).toEqual([units.inCompany]);
    expect((await invite(id, 'company', [units.company])).body.data.invited).toBe(0);
    const list = await participants(id);
    expect(list).not.toContain(units.inactive);
    expect(list).not.toContain(units.elsewhere);
    expect(list).not.toContain(units.inDivision);
  });

  it("refuses another organisation's division or company and invites nobody", async () => {
    const id = await newCourse('IT Foreign Invite Course');
    const division = await invite(id, 'division', [units.division, units.otherDivision]);
    expect(division.status).toBe(400);
    expect(fieldsOf(division.body).ids).toBe('Choose divisions from the list');
    const company = await invite(id, 'company', [units.otherCompany]);
    expect(company.status).toBe(400);
    expect(fieldsOf(company.body).ids).toBe('Choose companies from the list');
    expect(await participants(id)).toEqual([]);
  });
});
