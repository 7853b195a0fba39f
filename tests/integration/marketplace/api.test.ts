// The marketplace's calls through the built server (decision 0133; spec 002 §7): the catalogue, the cart with '{n}
// Item' and the total in Rp with dot separators, checkout holding on the wallet, the approval's detail, the requester
// refused, another organisation's cart item and request 404, and who may call them.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';

const P = '/api/marketplace-organization';
const RP = /^Rp \d{1,3}(\.\d{3})*$/;

describe('marketplace API', () => {
  it('adds two offers to the cart, checks out with the total held, and refuses the requester as approver', async () => {
    // Whatever an earlier file left in the demo administrator's cart goes first.
    for (const g of (await json(await adminCall(`${P}/cart`))).data.groups)
      for (const i of g.items) await adminCall(`${P}/cart/${i.cart_id}`, { method: 'DELETE' });
    const offers = (await json(await adminCall(`${P}/offers?page_size=50`))).data.results as {
      id: number;
      state: string;
      price: number;
      price_label: string;
    }[];
    const free = offers.filter((o) => o.state === 'available').slice(0, 2);
    expect(free).toHaveLength(2);
    expect(free[0].price_label).toMatch(RP);
    for (const o of free) expect((await adminCall(`${P}/cart`, { method: 'POST', body: { offer_id: o.id } })).status).toBe(201);
    const dup = await adminCall(`${P}/cart`, { method: 'POST', body: { offer_id: free[0].id } });
    expect(dup.status).toBe(409);
    expect((await json(dup)).message).toBe('This content is already in your cart.');

    const cart = (await json(await adminCall(`${P}/cart`))).data;
    const total = free[0].price + free[1].price;
    expect(cart).toMatchObject({ count: 2, summary: '2 Item', total });
    expect(cart.total_label).toMatch(RP);
    expect(Number(cart.total_label.slice(3).replaceAll('.', ''))).toBe(total);
    expect(cart.groups[0].items[0]).toEqual(expect.objectContaining({ cart_id: expect.any(Number), module: expect.any(String), price: expect.any(Number) }));

    // Another organisation cannot touch this cart.
    const cartId = cart.groups[0].items[0].cart_id as number;
    expect((await acmeCall(`${P}/cart/${cartId}`, { method: 'DELETE' })).status).toBe(404);
    expect((await json(await acmeCall(`${P}/cart`))).data.summary).toBe('0 Item');

    const before = (await json(await adminCall('/api/wallet'))).data;
    const out = await adminCall(`${P}/checkout`, { method: 'POST' });
    expect(out.status).toBe(201);
    const request = await json(out);
    expect(request.message).toBe('Your request has been sent for approval.');
    expect(request.data).toMatchObject({ total });
    const after = (await json(await adminCall('/api/wallet'))).data;
    expect(after.held).toBeGreaterThanOrEqual(before.held + total);

    const detail = (await json(await adminCall(`${P}/approval/${request.data.id}`))).data;
    expect(detail).toMatchObject({ status: 'pending', summary: '2 Item', total, can_decide: false });
    expect(detail.groups.flatMap((g: { items: unknown[] }) => g.items)).toHaveLength(2);
    const own = await adminCall(`${P}/approval/${request.data.id}/approve`, { method: 'POST' });
    expect(own.status).toBe(403);
    expect((await json(own)).message).toBe('You cannot approve or reject your own request.');
    const noReason = await adminCall(`${P}/approval/${request.data.id}/reject`, { method: 'POST', body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(await fieldMessages(noReason)).toMatchObject({ reason: 'Reason is required' });

    // Another organisation's request is not found, nor listed.
    expect((await acmeCall(`${P}/approval/${request.data.id}`)).status).toBe(404);
    expect((await acmeCall(`${P}/approval/${request.data.id}/approve`, { method: 'POST' })).status).toBe(404);
    const acmeList = (await json(await acmeCall(`${P}/approval`))).data.results as { id: number }[];
    expect(acmeList.some((r) => r.id === request.data.id)).toBe(false);
    const list = (await json(await adminCall(`${P}/approval?status=pending`))).data.results as { id: number; total_label: string }[];
    expect(list.find((r) => r.id === request.data.id)?.total_label).toMatch(RP);

    // An empty cart cannot be checked out.
    const empty = await adminCall(`${P}/checkout`, { method: 'POST' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe('Your cart is empty.');
  });

  it('is guarded: without a session 401, without the keys 403', async () => {
    await expectGuarded([
      ['GET', `${P}/offers`],
      ['GET', `${P}/cart`],
      ['POST', `${P}/checkout`],
      ['DELETE', `${P}/cart/1`],
      ['GET', `${P}/approval`],
      ['GET', `${P}/approval/1`],
      ['POST', `${P}/approval/1/approve`],
    ]);
  });
});
