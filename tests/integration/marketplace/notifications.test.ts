// Each approval step tells the requester in-app (issue 33; decisions 0131, 0141): the checkout ("sent for approval"),
// the approval and the rejection with its reason reach the requester's GET /api/learner/notifications, and nobody else's.
import { describe, expect, it } from 'vitest';
import { adminCall, callAs, demo, json, type Loose } from '../../setup/http';

const P = '/api/marketplace-organization';

/** A second administrator with every key, who buys; the demo administrator approves (the four-eyes rule). */
async function newBuyer(): Promise<string> {
  const roles = (await json(await adminCall('/api/cms/users/options'))).data.roles as { value: number; label: string }[];
  const superAdmin = roles.find((r) => r.label === 'Super Admin')!;
  const email = `buyer-${Date.now()}@nusantara.example`;
  const made = await adminCall('/api/cms/users', {
    method: 'POST',
    body: { full_name: 'Sinta Buyer', email, access: 'password', password: demo.password, role_ids: [superAdmin.value], rule: 'admin' },
  });
  expect(made.status).toBe(201);
  return email;
}

const inbox = async (email: string) => (await json(await callAs(email, '/api/learner/notifications'))).data as { unread: number; results: Loose[] };

async function checkOut(buyer: string, offerId: number): Promise<{ id: number; total_label: string }> {
  expect((await callAs(buyer, `${P}/cart`, { method: 'POST', body: { offer_id: offerId } })).status).toBe(201);
  const out = await callAs(buyer, `${P}/checkout`, { method: 'POST' });
  expect(out.status).toBe(201);
  return (await json(out)).data;
}

describe('marketplace notices to the requester', () => {
  it('tells the requester of the checkout, the approval and the rejection with its reason, in-app', async () => {
    const buyer = await newBuyer();
    expect((await inbox(buyer)).results).toHaveLength(0);
    // The catalogue's last two offers the organisation may still buy (the API test takes the first two).
    const offers = (await json(await callAs(buyer, `${P}/offers?page_size=50`))).data.results as { id: number; state: string }[];
    const free = offers.filter((o) => o.state === 'available').slice(-2);
    expect(free).toHaveLength(2);

    const first = await checkOut(buyer, free[0].id);
    let mine = await inbox(buyer);
    expect(mine.results).toHaveLength(1);
    expect(mine.results[0]).toMatchObject({ title: `Your request #${first.id} has been sent for approval` });
    expect(mine.results[0].body).toContain(`1 Item, ${first.total_label}`);
    expect(mine.unread).toBe(1);

    expect((await adminCall(`${P}/approval/${first.id}/approve`, { method: 'POST' })).status).toBe(200);
    mine = await inbox(buyer);
    expect(mine.results[0]).toMatchObject({ title: `Your request #${first.id} has been approved` });
    expect(mine.results[0].body).toContain('Ayu Pratiwi approved your marketplace request');

    const second = await checkOut(buyer, free[1].id);
    const reason = 'Not in this quarter’s training budget.';
    expect((await adminCall(`${P}/approval/${second.id}/reject`, { method: 'POST', body: { reason } })).status).toBe(200);
    mine = await inbox(buyer);
    expect(mine.results.map((n) => n.title)).toEqual([
      `Your request #${second.id} has been rejected`,
      `Your request #${second.id} has been sent for approval`,
      `Your request #${first.id} has been approved`,
      `Your request #${first.id} has been sent for approval`,
    ]);
    expect(mine.results[0].body).toContain(`Reason: ${reason}`);
    expect(mine.unread).toBe(4);

    // The approver is not told of someone else's request.
    const theirs = (await inbox(demo.accounts[0].email)).results.map((n) => n.title as string);
    expect(theirs.some((t) => t.includes(`#${first.id} `) || t.includes(`#${second.id} `))).toBe(false);
  });
});
