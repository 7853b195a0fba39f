import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, ADMIN, adminCall, baseUrl, expectGuarded, fieldMessages, json, stored, tokenFor } from '../../setup/http';

const P = '/api/digilib';
const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);
const pdf = readFileSync('src/db/seed/media/demo-document.pdf');

let categoryId = 0;
let cover: Awaited<ReturnType<typeof stored>>;
let ebook: Awaited<ReturnType<typeof stored>>;

beforeAll(async () => {
  const options = (await json(await adminCall('/api/categories/options'))).data as { label: string; value: number }[];
  categoryId = options.find((o) => o.label === 'Public Speaking')!.value;
  cover = await stored(pngBytes(180, 260), 'cover.png', 'covers');
  ebook = await stored(pdf, 'handbook.pdf', 'ebooks');
});

const base = (over: Record<string, unknown> = {}) => ({
  title: `IT Book ${Date.now()} ${Math.random()}`,
  author: 'Dewi Lestari',
  publisher: 'Gramedia',
  isbn: '978-0-306-40615-7',
  category_id: categoryId,
  cover,
  ...over,
});

async function create(body: Record<string, unknown>) {
  const res = await adminCall(P, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return (await json(await adminCall(`${P}/${(await json(res)).data.id}`))).data;
}

describe('digital library API: list', () => {
  it('lists the seeded items of the three types, filters by type and finds by title, author, publisher or ISBN', async () => {
    const all = await json(await adminCall(`${P}?page_size=100`));
    const conduct = all.data.results.find((r: { title: string }) => r.title === 'Nusantara Code of Conduct 2026');
    expect(conduct).toMatchObject({ type: 1, type_name: 'E-Book Digital', available: null });
    const fisik = await json(await adminCall(`${P}?type=2&page_size=100`));
    expect(fisik.data.results.every((r: { type: number; type_name: string }) => r.type === 2 && r.type_name === 'Fisik')).toBe(true);
    expect(fisik.data.results.find((r: { title: string }) => r.title === 'The Effective Executive')).toMatchObject({ available: 3 });
    expect(titles(await json(await adminCall(`${P}?type=3&page_size=100`)))).toContain('Negotiation Essentials (partner e-book)');
    expect(titles(await json(await adminCall(`${P}?keyword=drucker`)))).toEqual(['The Effective Executive']);
    expect(titles(await json(await adminCall(`${P}?keyword=978-1119`)))).toEqual(['Storytelling with Data']);
    expect((await adminCall(`${P}?type=4`)).status).toBe(400);
  });
});

describe('digital library API: create, read, edit, delete', () => {
  it('creates each type with only its own fields, edits (nothing changed, stale 409, changed type) and deletes', async () => {
    const book = await create({ ...base(), type: 1, ebook, location: 'ignored', stock: 3, partner_url: 'https://ignored.example' });
    expect(book).toMatchObject({
      type: 1,
      isbn: '9780306406157',
      ebook: { id: ebook.id, mime_type: 'application/pdf' },
      cover: { id: cover.id },
      location: '',
      stock: null,
      partner_url: '',
      category: { id: categoryId },
    });
    const shelf = await create({ ...base(), type: 2, location: 'Library, shelf A1', stock: 4, borrowed: 1, ebook });
    expect(shelf).toMatchObject({ type: 2, location: 'Library, shelf A1', stock: 4, borrowed: 1, available: 3, ebook: null });
    const partner = await create({ ...base({ isbn: '' }), type: 3, partner_url: 'https://partner.example/b/1' });
    expect(partner).toMatchObject({ type: 3, partner_url: 'https://partner.example/b/1', isbn: '' });

    const body = { ...base({ title: shelf.title }), type: 2, location: 'Library, shelf A1', stock: 4, borrowed: 1 };
    const same = await adminCall(`${P}/${shelf.id}`, { method: 'PATCH', body: { ...body, isbn: '9780306406157', updated_at: shelf.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const retyped = await adminCall(`${P}/${shelf.id}`, {
      method: 'PATCH',
      body: { ...body, type: 3, partner_url: 'https://p.example/x', updated_at: shelf.updated_at },
    });
    expect(await json(retyped)).toMatchObject({ message: 'Digital library item has been successfully edited.', data: { changed: true } });
    expect((await json(await adminCall(`${P}/${shelf.id}`))).data).toMatchObject({ type: 3, location: '', stock: null, borrowed: null });
    expect((await adminCall(`${P}/${shelf.id}`, { method: 'PATCH', body: { ...body, updated_at: shelf.updated_at } })).status).toBe(409);

    const removed = await adminCall(`${P}/${book.id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ message: 'Digital Library Item Deleted Successfully' });
    expect((await adminCall(`${P}/${book.id}`)).status).toBe(404);
  });

  it('checks the ISBN checksum and the fields each type needs', async () => {
    const msg = async (body: Record<string, unknown>) => fieldMessages(await adminCall(P, { method: 'POST', body }));
    expect(await msg({ ...base({ isbn: '978-0-306-40615-8' }), type: 3, partner_url: 'https://p.example/1' })).toEqual({
      isbn: 'Enter a valid ISBN-10 or ISBN-13 (its check digit does not match)',
    });
    expect((await adminCall(P, { method: 'POST', body: { ...base({ isbn: '0-8044-2957-X' }), type: 3, partner_url: 'https://p.example/1' } })).status).toBe(
      201,
    );
    expect(await msg({ ...base(), type: 1 })).toEqual({ ebook: "There's no any file to be uploaded" });
    expect(await msg({ ...base(), type: 2 })).toEqual({ location: 'Location is required', stock: 'Stock is required' });
    expect(await msg({ ...base(), type: 2, location: 'Shelf', stock: 2, borrowed: 3 })).toEqual({
      borrowed: 'Borrowed must be a whole number from 0 up to the stock',
    });
    expect(await msg({ ...base(), type: 3 })).toEqual({ partner_url: 'Partner Link is required' });
    expect(await msg({ ...base(), type: 3, partner_url: 'http://p.example/1' })).toEqual({ partner_url: 'Enter a full https:// address' });
    expect(await msg({ ...base({ title: '', category_id: null }), type: 3, partner_url: 'https://p.example/1' })).toMatchObject({
      title: 'Title is required',
      category_id: 'Category is required',
    });
    expect((await adminCall(P, { method: 'POST', body: { ...base(), type: 4 } })).status).toBe(400);
    // A cover must come from the covers folder, an e-book from the ebooks folder.
    expect(await msg({ ...base({ cover: ebook }), type: 3, partner_url: 'https://p.example/1' })).toEqual({
      cover: 'Upload the cover again: it is not an image of this organisation',
    });
    expect(await msg({ ...base(), type: 1, ebook: cover })).toEqual({ ebook: 'Upload the file again: it is not a file of this organisation' });
  });

  it('the ebooks folder refuses a file that is not a PDF or EPUB by its bytes', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(pngBytes(10, 10))]), 'book.pdf');
    form.set('folder', 'ebooks');
    const res = await fetch(`${baseUrl()}/api/storage/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await tokenFor(ADMIN)}`, origin: baseUrl() },
    });
    expect(res.status).toBe(415);
  });
});

describe('digital library API: access', () => {
  it("another organisation's item is a 404, and this organisation's files cannot be used there", async () => {
    const acmeCategory = (await json(await acmeCall('/api/categories', { method: 'POST', body: { name: `IT Acme Library ${Date.now()}` } }))).data.id;
    const res = await acmeCall(P, {
      method: 'POST',
      body: { ...base({ cover: null, category_id: acmeCategory }), type: 3, partner_url: 'https://p.example/1' },
    });
    expect(res.status).toBe(201);
    const acmeId = (await json(res)).data.id as number;
    expect((await adminCall(`${P}/${acmeId}`)).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'PATCH', body: { ...base(), type: 3, partner_url: 'https://p.example/1' } })).status).toBe(404);
    expect((await adminCall(`${P}/${acmeId}`, { method: 'DELETE' })).status).toBe(404);
    const stolen = await acmeCall(P, { method: 'POST', body: { ...base({ category_id: acmeCategory }), type: 1, ebook } });
    expect(await fieldMessages(stolen)).toEqual({ cover: 'Upload the cover again: it is not an image of this organisation' });
  });

  it('needs a session, the admin rule and content-digilib', async () => {
    await expectGuarded([
      ['GET', P],
      ['POST', P],
      ['GET', `${P}/1`],
      ['PATCH', `${P}/1`],
      ['DELETE', `${P}/1`],
    ] as const);
  });
});
