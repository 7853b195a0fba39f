import { beforeAll, describe, expect, it } from 'vitest';
import { inviteUnits } from '../invite-units';
import { batchBody, C, createClassroom } from './helpers';
import { adminCall, fieldMessages, json } from '../../setup/http';

let units: Awaited<ReturnType<typeof inviteUnits>>;
beforeAll(async () => {
  units = await inviteUnits();
});

/** A new batch of a new classroom and its participants path. */
async function newBatch(title: string) {
  const id = await createClassroom(title);
  const batch = (
    await json(await adminCall(`${C}/${id}/batch`, { method: 'POST', body: batchBody(`${title} Batch`, [['2031-12-01', [['S1', '09:00', '12:00']]]]) }))
  ).data;
  return `${C}/${id}/batch/${batch.id}/participants`;
}
const drafts = async (path: string) => (await json(await adminCall(`${path}?page_size=100`))).data.results.map((r: { user_id: number }) => r.user_id).sort();

describe('classroom participants by division and by company', () => {
  it("adds the division's active people, and only them", async () => {
    const path = await newBatch('IT Division Invite');
    const res = await adminCall(path, { method: 'POST', body: { division_ids: [units.division] } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ changed: 1, waiting: 0 });
    expect(await drafts(path)).toEqual([units.inDivision]);
  });

  it("adds the company's active people, and only them; both together add both", async () => {
    const path = await newBatch('IT Company Invite');
    expect((await json(await adminCall(path, { method: 'POST', body: { company_ids: [units.company] } }))).data.changed).toBe(1);
    expect(await drafts(path)).toEqual([units.inCompany]);
    const both = await json(await adminCall(path, { method: 'POST', body: { division_ids: [units.division], company_ids: [units.company] } }));
    expect(both.data.changed).toBe(1);
    expect(await drafts(path)).toEqual([units.inDivision, units.inCompany].sort());
    expect(await drafts(path)).not.toContain(units.inactive);
    expect(await drafts(path)).not.toContain(units.elsewhere);
  });

  it("refuses another organisation's division or company and adds nobody", async () => {
    const path = await newBatch('IT Foreign Invite');
    const division = await adminCall(path, { method: 'POST', body: { division_ids: [units.division, units.otherDivision] } });
    expect(division.status).toBe(400);
    expect((await fieldMessages(division)).division_ids).toBe('Choose divisions of this organisation');
    const company = await adminCall(path, { method: 'POST', body: { company_ids: [units.otherCompany] } });
    expect(company.status).toBe(400);
    expect((await fieldMessages(company)).company_ids).toBe('Choose companies of this organisation');
    expect(await drafts(path)).toEqual([]);
  });
});
