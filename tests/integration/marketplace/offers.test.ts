// Publishing offers and rating bought content through the built server (issue 33; decision 0141): the seller's form
// and its errors, the optimistic edit, withdrawal (out of the catalogue and the carts), the buyer's content address
// once granted, one rating per organisation (1 to 5) shown as the average and count, and who may call what.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, callAs, demo, expectGuarded, fieldMessages, json } from '../../setup/http';

const P = '/api/marketplace-organization';

/** A second administrator with every key: the four-eyes rule needs one to buy and another to approve. */
async function newBuyer(): Promise<string> {
  const roles = (await json(await adminCall('/api/cms/users/options'))).data.roles as { value: number; label: string }[];
  const superAdmin = roles.find((r) => r.label === 'Super Admin')!;
  const email = `offer-buyer-${Date.now()}@nusantara.example`;
  const made = await adminCall('/api/cms/users', {
    method: 'POST',
    body: { full_name: 'Rudi Buyer', email, access: 'password', password: demo.password, role_ids: [superAdmin.value], rule: 'admin' },
  });
  expect(made.status).toBe(201);
  return email;
}

async function demoProviderId(): Promise<number> {
  const providers = (await json(await adminCall('/api/providers?is_active=true&page_size=50'))).data.results as { id: number; name: string }[];
  return providers.at(-1)!.id;
}

describe('publishing offers', () => {
  it('refuses bad input in the spec’s words and another organisation’s provider', async () => {
    const empty = await adminCall(`${P}/my-offers`, { method: 'POST', body: {} });
    expect(empty.status).toBe(400);
    expect(await fieldMessages(empty)).toMatchObject({
      title: 'Title is required',
      provider_id: 'Provider is required',
      duration_minutes: 'Duration is required',
      price: 'Price is required',
      content_url: 'Content address is required',
    });
    const bad = await adminCall(`${P}/my-offers`, {
      method: 'POST',
      body: { title: 'X', provider_id: 1, module: 'course', duration_minutes: '0', price: '1,5', content_url: 'http://insecure.example/x' },
    });
    expect(await fieldMessages(bad)).toMatchObject({
      duration_minutes: 'Duration must be a whole number of minutes from 1 to 100000',
      price: 'Enter the price in whole rupiah, e.g. 1500000 or 1.500.000',
      content_url: 'Enter the full https:// address where the content is opened',
    });
    const acmeProvider = (await json(await acmeCall('/api/providers?page_size=1'))).data.results[0];
    if (acmeProvider) {
      const theirs = await adminCall(`${P}/my-offers`, {
        method: 'POST',
        body: { title: 'X', provider_id: acmeProvider.id, module: 'course', duration_minutes: 60, price: 1000, content_url: 'https://content.example/x' },
      });
      expect(theirs.status).toBe(400);
      expect(await fieldMessages(theirs)).toMatchObject({ provider_id: 'Provider not found' });
    }
  });

  it('publishes, edits, sells, is rated once per organisation and is withdrawn', async () => {
    const title = `Offer API ${Date.now()}`;
    const providerId = await demoProviderId();
    const made = await adminCall(`${P}/my-offers`, {
      method: 'POST',
      body: {
        title,
        provider_id: String(providerId),
        module: 'video',
        duration_minutes: '45',
        price: 'Rp 1.250.000',
        description: 'Ten short videos.',
        content_url: 'https://content.example/offer-api',
      },
    });
    expect(made.status).toBe(201);
    const published = await json(made);
    expect(published.message).toBe('Offer has been successfully published.');
    const id = published.data.id as number;

    // In the catalogue for every organisation, with the price in Rp; the content address only for an owner.
    const seen = (await json(await acmeCall(`${P}/offers/${id}`))).data;
    expect(seen).toMatchObject({
      title,
      price: 1_250_000,
      price_label: 'Rp 1.250.000',
      module: 'video',
      rating: null,
      rating_count: 0,
      content_url: '',
      state: 'available',
    });

    // The optimistic edit.
    const stored = (await json(await adminCall(`${P}/my-offers/${id}`))).data;
    expect(stored).toMatchObject({ title, provider_id: providerId, price: 1_250_000, duration_minutes: 45, is_active: true });
    const values = {
      title,
      provider_id: providerId,
      module: 'video',
      duration_minutes: 45,
      description: 'Ten short videos.',
      content_url: stored.content_url,
      is_active: true,
    };
    const same = await adminCall(`${P}/my-offers/${id}`, { method: 'PATCH', body: { ...values, price: 1_250_000, updated_at: stored.updated_at } });
    expect(await json(same)).toMatchObject({ data: { changed: false }, message: "There's no anything changed" });
    const edited = await adminCall(`${P}/my-offers/${id}`, { method: 'PATCH', body: { ...values, price: '1.000.000', updated_at: stored.updated_at } });
    expect((await json(edited)).data.changed).toBe(true);
    const stale = await adminCall(`${P}/my-offers/${id}`, { method: 'PATCH', body: { ...values, price: 900_000, updated_at: stored.updated_at } });
    expect(stale.status).toBe(409);
    expect((await acmeCall(`${P}/my-offers/${id}`)).status).toBe(404);
    const mine = (await json(await adminCall(`${P}/my-offers?keyword=${encodeURIComponent(title)}`))).data.results;
    expect(mine).toEqual([expect.objectContaining({ id, price_label: 'Rp 1.000.000', rating_label: 'Not rated yet', is_active: true, can_delete: true })]);

    // Nobody may rate it before being granted it.
    const early = await adminCall(`${P}/offers/${id}/rating`, { method: 'PUT', body: { rating: 5 } });
    expect(early.status).toBe(403);
    expect((await json(early)).message).toBe('Only an organisation that was granted this content can rate it.');

    // Bought: another administrator checks it out, the demo administrator approves.
    const buyer = await newBuyer();
    expect((await callAs(buyer, `${P}/cart`, { method: 'POST', body: { offer_id: id } })).status).toBe(201);
    const request = (await json(await callAs(buyer, `${P}/checkout`, { method: 'POST' }))).data;
    expect(request.total).toBe(1_000_000);
    expect((await adminCall(`${P}/approval/${request.id}/approve`, { method: 'POST' })).status).toBe(200);
    const owned = (await json(await callAs(buyer, `${P}/offers/${id}`))).data;
    expect(owned).toMatchObject({ state: 'owned', content_url: 'https://content.example/offer-api', my_rating: null });

    // One rating per organisation: a second one replaces the first; 1 to 5 only; the other organisation has no grant.
    expect(await fieldMessages(await callAs(buyer, `${P}/offers/${id}/rating`, { method: 'PUT', body: { rating: 6 } }))).toMatchObject({
      rating: 'Choose a rating from 1 to 5',
    });
    const first = await callAs(buyer, `${P}/offers/${id}/rating`, { method: 'PUT', body: { rating: 4 } });
    expect(first.status).toBe(200);
    expect((await json(first)).data).toEqual({ rating: 4, rating_count: 1 });
    expect((await json(await adminCall(`${P}/offers/${id}/rating`, { method: 'PUT', body: { rating: 2 } }))).data).toEqual({ rating: 2, rating_count: 1 });
    expect((await acmeCall(`${P}/offers/${id}/rating`, { method: 'PUT', body: { rating: 5 } })).status).toBe(403);
    expect((await json(await acmeCall(`${P}/offers/${id}`))).data).toMatchObject({ rating: 2, rating_count: 1, my_rating: null });
    expect((await json(await callAs(buyer, `${P}/offers/${id}`))).data).toMatchObject({ rating: 2, rating_count: 1, my_rating: 2 });

    // Withdrawn: out of the catalogue and of every cart; the list says so; another organisation cannot withdraw it.
    expect((await acmeCall(`${P}/cart`, { method: 'POST', body: { offer_id: id } })).status).toBe(201);
    expect((await acmeCall(`${P}/my-offers/${id}`, { method: 'DELETE' })).status).toBe(404);
    const gone = await adminCall(`${P}/my-offers/${id}`, { method: 'DELETE' });
    expect((await json(gone)).message).toBe('Offer has been withdrawn from the catalogue.');
    expect((await acmeCall(`${P}/offers/${id}`)).status).toBe(404);
    const acmeCart = (await json(await acmeCall(`${P}/cart`))).data;
    expect(acmeCart.groups.flatMap((g: { items: { offer_id: number }[] }) => g.items).some((i: { offer_id: number }) => i.offer_id === id)).toBe(false);
    const listed = (await json(await adminCall(`${P}/my-offers?is_active=false&keyword=${encodeURIComponent(title)}`))).data.results;
    expect(listed).toEqual([expect.objectContaining({ id, is_active: false, can_delete: false, rating_label: '2.0 / 5 (1)' })]);
  });

  it('is guarded: the seller’s calls need account-provider, rating needs marketplace-explore', async () => {
    await expectGuarded([
      ['GET', `${P}/my-offers`],
      ['POST', `${P}/my-offers`],
      ['GET', `${P}/my-offers/1`],
      ['PATCH', `${P}/my-offers/1`],
      ['DELETE', `${P}/my-offers/1`],
      ['PUT', `${P}/offers/1/rating`],
    ]);
  });
});
