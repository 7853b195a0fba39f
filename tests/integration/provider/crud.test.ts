import { describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, expectGuarded, fieldMessages, json } from '../../setup/http';
import { createProvider, P, uploadImage } from './helpers';

const names = (body: { data: { results: { name: string }[] } }) => body.data.results.map((r) => r.name);

describe('providers API: list', () => {
  it('lists the seeded providers by name with the list envelope and can_delete', async () => {
    const res = await adminCall(`${P}?page=1&page_size=100&keyword=`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.pagination).toMatchObject({ current_page: 1, total_pages: 1 });
    const seeded = names(body).filter((n: string) => !/^(IT |E2E )/.test(n));
    expect(seeded.slice(0, 3)).toEqual(['Bina Digital Academy', 'Garuda Leadership Institute', 'Integritas Compliance Partners']);
    const garuda = body.data.results.find((r: { name: string }) => r.name === 'Garuda Leadership Institute');
    expect(garuda).toMatchObject({
      id: 1,
      contact_person: 'Rina Hartono',
      email: 'partnership@garuda-leadership.example',
      website: 'https://garuda-leadership.example',
      is_active: true,
      can_delete: true,
      created_by: { full_name: 'Ayu Pratiwi' },
    });
  });

  it('searches name, contact person and e-mail, filters by status, sorts and pages', async () => {
    expect(names(await json(await adminCall(`${P}?keyword=garuda`)))).toEqual(['Garuda Leadership Institute']);
    expect(names(await json(await adminCall(`${P}?keyword=dewi`)))).toEqual(['SafeWork Indonesia']);
    expect(names(await json(await adminCall(`${P}?keyword=linguapro.example`)))).toEqual(['LinguaPro Language Centre']);
    // LIKE wildcards are text, not patterns.
    expect(names(await json(await adminCall(`${P}?keyword=${encodeURIComponent('%_%')}`)))).toEqual([]);

    const inactive = await json(await adminCall(`${P}?is_active=false&page_size=100`));
    expect(names(inactive)).toContain('Nusa Finance Learning');
    expect(inactive.data.results.every((r: { is_active: boolean }) => !r.is_active)).toBe(true);

    const desc = names(await json(await adminCall(`${P}?order_by=name&order_type=desc&page_size=100`))).map((n: string) => n.toLowerCase());
    expect(desc).toEqual([...desc].sort().reverse());
    const updated = (await json(await adminCall(`${P}?order_by=updated_at&order_type=asc&page_size=100`))).data.results.map(
      (r: { updated_at: string }) => r.updated_at,
    );
    expect(updated).toEqual([...updated].sort());

    const page2 = await json(await adminCall(`${P}?page=2&page_size=2`));
    expect(page2.data.pagination.current_page).toBe(2);
    expect(page2.data.results).toHaveLength(2);
    expect((await adminCall(`${P}?page_size=abc`)).status).toBe(400);
    expect((await adminCall(`${P}?is_active=maybe`)).status).toBe(400);
  });
});

describe('providers API: create, read, edit, delete', () => {
  it('creates with every field, reads it back, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const logo = await uploadImage(pngBytes(200, 200), 'logo.png');
    const res = await adminCall(P, {
      method: 'POST',
      body: {
        name: '  IT Prasetya Learning  ',
        logo,
        contact_person: ' Agus Prasetya ',
        email: 'Agus@Prasetya.Example',
        phone: '+62 21 555 0101',
        website: 'https://prasetya.example/learning',
        description: 'Line one\nLine two',
        is_active: true,
      },
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created.message).toBe('Provider has been successfully created.');
    const id = created.data.id as number;

    const detail = (await json(await adminCall(`${P}/${id}`))).data;
    expect(detail).toMatchObject({
      id,
      name: 'IT Prasetya Learning',
      logo,
      contact_person: 'Agus Prasetya',
      email: 'agus@prasetya.example',
      phone: '+62 21 555 0101',
      website: 'https://prasetya.example/learning',
      description: 'Line one\nLine two',
      is_active: true,
      can_delete: true,
      used_by: [],
    });
    const { id: _id, created_by: _c, updated_by: _u, created_at: _ca, updated_at, can_delete: _d, used_by: _ub, ...values } = detail;

    const same = await adminCall(`${P}/${id}`, { method: 'PATCH', body: { ...values, updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false, updated_at } });

    const edited = await adminCall(`${P}/${id}`, { method: 'PATCH', body: { ...values, is_active: false, logo: null, updated_at } });
    expect(edited.status).toBe(200);
    const editedBody = await json(edited);
    expect(editedBody).toMatchObject({ message: 'Provider has been successfully edited.', data: { changed: true } });
    expect((await json(await adminCall(`${P}/${id}`))).data).toMatchObject({ is_active: false, logo: null });

    // Someone else saved since this edit started: 409, nothing written.
    const stale = await adminCall(`${P}/${id}`, { method: 'PATCH', body: { ...values, name: 'IT Overwritten', updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${P}/${id}`))).data.name).toBe('IT Prasetya Learning');

    const removed = await adminCall(`${P}/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await json(removed)).message).toBe('Provider Deleted Successfully');
    expect((await adminCall(`${P}/${id}`)).status).toBe(404);
    expect((await adminCall(`${P}/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('answers 400 with a clear message on each wrong field', async () => {
    const empty = await adminCall(P, { method: 'POST', body: { name: '   ' } });
    expect(empty.status).toBe(400);
    expect(await fieldMessages(empty)).toMatchObject({ name: 'Name is required' });

    const wrong = await adminCall(P, {
      method: 'POST',
      body: { name: 'IT Wrong', email: 'not-an-email', phone: 'call me', website: 'javascript:alert(1)', description: 'x'.repeat(2001) },
    });
    expect(wrong.status).toBe(400);
    expect(await fieldMessages(wrong)).toEqual({
      email: 'Enter a valid e-mail address, e.g. name@company.com',
      phone: 'Enter a phone number of 6 to 20 digits; spaces, +, ( ), - and . are allowed',
      website: 'Enter a full web address starting with https:// or http://',
      description: 'Description must be at most 2000 characters',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: { name: 'IT Web', website: 'prasetya.example' } }))).toEqual({
      website: 'Enter a full web address starting with https:// or http://',
    });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: { name: 'x'.repeat(121) } }))).toEqual({
      name: 'Name must be at most 120 characters',
    });
    // Fields the contract does not know are refused, not ignored.
    expect((await adminCall(P, { method: 'POST', body: { name: 'IT Extra', organization_id: 2 } })).status).toBe(400);
  });

  it('refuses a logo that is not an image of this organisation, and a name already taken (ignoring case)', async () => {
    const forged = await adminCall(P, { method: 'POST', body: { name: 'IT Forged Logo', logo: '/api/storage/files/ACME/image/2026/01/abc.png' } });
    expect(forged.status).toBe(400);
    expect(await fieldMessages(forged)).toEqual({ logo: 'The logo must be an uploaded JPG or PNG image.' });
    expect(await fieldMessages(await adminCall(P, { method: 'POST', body: { name: 'IT Outside', logo: 'https://evil.example/x.png' } }))).toEqual({
      logo: 'The logo must be an uploaded JPG or PNG image.',
    });

    const taken = await adminCall(P, { method: 'POST', body: { name: 'garuda LEADERSHIP institute' } });
    expect(taken.status).toBe(400);
    expect(await fieldMessages(taken)).toEqual({ name: 'A provider with this name already exists.' });
    const other = await createProvider({ name: `IT Rename ${Date.now()}` });
    const rename = await adminCall(`${P}/${other.id}`, { method: 'PATCH', body: { name: 'Bina Digital Academy', updated_at: other.updated_at } });
    expect(await fieldMessages(rename)).toEqual({ name: 'A provider with this name already exists.' });
  });
});

describe('providers API: access', () => {
  it("another organisation's provider is a 404, never data, and is not listed", async () => {
    const res = await acmeCall(P, { method: 'POST', body: { name: 'IT Acme Only Provider' } });
    expect(res.status).toBe(201);
    const acmeId = (await json(res)).data.id as number;
    expect((await acmeCall(`${P}/${acmeId}`)).status).toBe(200);

    expect((await adminCall(`${P}/${acmeId}`)).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'PATCH', body: { name: 'Taken over' } })).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'DELETE' })).status).toBe(404);
    expect(names(await json(await adminCall(`${P}?keyword=Acme Only`)))).toEqual([]);
    expect(names(await json(await adminCall(`/api/partners?keyword=Acme Only`)))).toEqual([]);
    // Its name is free in this organisation.
    expect((await adminCall(P, { method: 'POST', body: { name: 'IT Acme Only Provider' } })).status).toBe(201);
    expect((await acmeCall(`${P}/${acmeId}`)).status).toBe(200);
  });

  it('needs a session, the admin rule and account-provider', async () => {
    await expectGuarded(
      [
        ['GET', P],
        ['POST', P],
        ['GET', `${P}/1`],
        ['PATCH', `${P}/1`],
        ['DELETE', `${P}/1`],
        ['GET', '/api/partners'],
      ] as const,
      { name: 'IT Nobody' },
    );
    expect((await adminCall(`${P}/99999999999`)).status).toBe(404);
    expect((await adminCall(`${P}/abc`)).status).toBe(404);
  });
});
