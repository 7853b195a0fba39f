// /api/pdfs and /api/content-documents (one set of use cases over one table), and the picker GET /api/files/upload.
import { describe, expect, it } from 'vitest';
import { acmeCall, adminCall, call, json, messagesOf, RESTRICTED, tokenFor } from '../../setup/http';
import { anyCategoryId, upload, uploadedId } from './helpers';

const PDFS = '/api/pdfs';
const DOCS = '/api/content-documents';

describe('document areas API', () => {
  it('lists the seeded documents of each area with the list contract, search, filters and sorting', async () => {
    const pdfs = await json(await adminCall(`${PDFS}?page=1&page_size=50`));
    const titles = pdfs.data.results.map((r: { title: string }) => r.title);
    expect(titles).toContain('Employee Handbook 2026');
    expect(titles).not.toContain('Customer Service Onboarding Slides');
    expect(pdfs.data.pagination).toMatchObject({ current_page: 1 });
    const handbook = pdfs.data.results.find((r: { title: string }) => r.title === 'Employee Handbook 2026');
    expect(handbook).toMatchObject({ type: 'pdf', status: 'publish', page_count: 3, processing: 'done', preview: 'ready', can_delete: true });
    expect(handbook.thumbnail_url).toMatch(/^\/api\/storage\/files\/DEMO\/thumbnails\//);
    expect(handbook.category.name).toBe('Compliance & Safety');

    const found = await json(await adminCall(`${PDFS}?keyword=handbook`));
    expect(found.data.results.map((r: { title: string }) => r.title)).toEqual(['Employee Handbook 2026']);
    const drafts = await json(await adminCall(`${PDFS}?status=draft&page_size=50`));
    expect(drafts.data.results.length).toBeGreaterThan(0);
    expect(drafts.data.results.every((r: { status: string }) => r.status === 'draft')).toBe(true);
    const byCategory = await json(await adminCall(`${PDFS}?category_id=${handbook.category.id}&page_size=50`));
    expect(byCategory.data.results.every((r: { category: { id: number } }) => r.category.id === handbook.category.id)).toBe(true);
    const byTitle = await json(await adminCall(`${DOCS}?order_by=title&order_type=asc&page_size=50`));
    const sorted = byTitle.data.results.map((r: { title: string }) => r.title);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const ppts = await json(await adminCall(`${DOCS}?type=ppt&page_size=50`));
    expect(ppts.data.results.length).toBeGreaterThan(0);
    expect(ppts.data.results.every((r: { type: string }) => r.type === 'ppt')).toBe(true);
    const future = await json(await adminCall(`${DOCS}?start_date=2999-01-01&end_date=2999-01-31`));
    expect(future.data.results).toEqual([]);
    expect((await adminCall(`${DOCS}?type=doc`)).status).toBe(400);
    expect((await adminCall(`${DOCS}?start_date=yesterday`)).status).toBe(400);
  });

  it('refuses incomplete input field by field, a PPT in /pdf, and a file of the wrong kind', async () => {
    const empty = await adminCall(PDFS, { method: 'POST', body: { title: '  ', category_id: null, file_id: null } });
    expect(empty.status).toBe(400);
    expect(await messagesOf(empty)).toEqual(['Title is required', 'Category is required', "There's no any file to be uploaded"]);

    const category_id = await anyCategoryId();
    const pptx = await uploadedId('ppt', 'demo-slides.pptx');
    const pdf = await uploadedId('pdf', 'demo-document.pdf');
    const pptInPdf = await adminCall(PDFS, { method: 'POST', body: { type: 'ppt', title: 'Slides', category_id, file_id: pptx } });
    expect(pptInPdf.status).toBe(400);
    expect((await json(pptInPdf)).message).toEqual([{ field: 'type', message: 'This type of document is not kept here.' }]);
    const slidesAsPdf = await adminCall(PDFS, { method: 'POST', body: { title: 'Slides', category_id, file_id: pptx } });
    expect((await json(slidesAsPdf)).message).toEqual([{ field: 'file_id', message: 'The file must be an uploaded PDF file.' }]);
    const pdfAsPpt = await adminCall(DOCS, { method: 'POST', body: { type: 'ppt', title: 'Slides', category_id, file_id: pdf } });
    expect((await json(pdfAsPpt)).message).toEqual([{ field: 'file_id', message: 'The file must be an uploaded PPT file.' }]);
    const noCategory = await adminCall(PDFS, { method: 'POST', body: { title: 'PDF', category_id: 99999999, file_id: pdf } });
    expect((await json(noCategory)).message).toEqual([{ field: 'category_id', message: 'The category does not exist.' }]);
  });

  it('refuses a PPT uploaded into the pdf folder by its bytes, whatever its name says', async () => {
    const res = await upload('pdf', 'demo-slides.pptx');
    expect(res.status).toBe(415);
    expect((await json(res)).message).toBe('Mime types not accepted');
  });

  it('creates a PPT, reads it, edits it (nothing changed, changed, stale 409, type fixed) and deletes it', async () => {
    const category_id = await anyCategoryId();
    const file_id = await uploadedId('ppt', 'demo-slides.pptx');
    const body = {
      type: 'ppt',
      title: 'Integration Slides',
      description: '<p>Hello <script>alert(1)</script><em>team</em></p>',
      category_id,
      file_id,
      status: 'draft',
    };
    const created = await adminCall(DOCS, { method: 'POST', body });
    expect(created.status).toBe(201);
    const answer = await json(created);
    expect(answer.message).toBe('PPT has been successfully created.');
    const id = answer.data.id;

    const doc = (await json(await adminCall(`${DOCS}/${id}`))).data;
    expect(doc).toMatchObject({ id, type: 'ppt', title: 'Integration Slides', description: '<p>Hello <em>team</em></p>', status: 'draft' });
    expect(doc.file).toMatchObject({ id: file_id, name: 'demo-slides.pptx' });
    expect(['queued', 'running', 'done']).toContain(doc.processing);
    const processing = await json(await adminCall(`${DOCS}/${id}/processing`));
    expect(processing.data).toHaveProperty('progress');

    // /pdf shows the library's PDFs only.
    expect((await adminCall(`${PDFS}/${id}`)).status).toBe(404);
    expect((await adminCall(`${PDFS}/${id}/processing`)).status).toBe(404);

    const same = await adminCall(`${DOCS}/${id}`, { method: 'PATCH', body: { ...body, description: doc.description, updated_at: doc.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });

    const edited = await adminCall(`${DOCS}/${id}`, {
      method: 'PATCH',
      body: { ...body, title: 'Integration Slides v2', status: 'publish', updated_at: doc.updated_at },
    });
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({ message: 'PPT has been successfully edited.', data: { changed: true } });

    const stale = await adminCall(`${DOCS}/${id}`, { method: 'PATCH', body: { ...body, title: 'Lost update', updated_at: doc.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${DOCS}/${id}`))).data.title).toBe('Integration Slides v2');

    const retyped = await adminCall(`${DOCS}/${id}`, {
      method: 'PATCH',
      body: { ...body, type: 'pdf', updated_at: (await json(await adminCall(`${DOCS}/${id}`))).data.updated_at },
    });
    expect(retyped.status).toBe(400);

    const removed = await adminCall(`${DOCS}/${id}`, { method: 'DELETE' });
    expect(await json(removed)).toMatchObject({ success: true, message: 'PPT Deleted Successfully' });
    expect((await adminCall(`${DOCS}/${id}`)).status).toBe(404);
  });

  it('shows a PDF added on /content-document on /pdf too: one library, two doors', async () => {
    const body = { type: 'pdf', title: 'Shared Library PDF', category_id: await anyCategoryId(), file_id: await uploadedId('pdf', 'demo-document.pdf') };
    const { id } = (await json(await adminCall(DOCS, { method: 'POST', body }))).data;
    const viaPdf = await json(await adminCall(`${PDFS}/${id}`));
    expect(viaPdf.data).toMatchObject({ id, type: 'pdf', title: 'Shared Library PDF', status: 'draft' });
    expect((await json(await adminCall(`${PDFS}?keyword=Shared%20Library`))).data.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await json(await adminCall(`${PDFS}?type=ppt&keyword=Shared%20Library`))).data.results.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(await json(await adminCall(`${PDFS}/${id}`, { method: 'DELETE' }))).toMatchObject({ message: 'PDF Deleted Successfully' });
  });

  it("answers 404 for another organisation's document, 401 without a session and 403 without the key", async () => {
    const pdfs = await json(await adminCall(`${PDFS}?keyword=handbook`));
    const id = pdfs.data.results[0].id;
    expect((await acmeCall(`${PDFS}/${id}`)).status).toBe(404);
    expect((await acmeCall(`${PDFS}/${id}`, { method: 'PATCH', body: { title: 'Taken' } })).status).toBe(400);
    expect((await acmeCall(`${PDFS}/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await acmeCall(`${PDFS}/${id}/preview`)).status).toBe(404);
    expect((await acmeCall(`${PDFS}/${id}/processing`)).status).toBe(404);
    expect((await json(await acmeCall(`${PDFS}?keyword=handbook`))).data.results).toEqual([]);
    expect((await call(PDFS)).status).toBe(401);
    const restricted = await tokenFor(RESTRICTED);
    expect((await call(PDFS, { token: restricted })).status).toBe(403);
    expect((await call(DOCS, { token: restricted })).status).toBe(403);
  });

  it('serves the preview PDF inline for the detail page frame', async () => {
    const pdfs = await json(await adminCall(`${PDFS}?keyword=handbook`));
    const res = await adminCall(`${PDFS}/${pdfs.data.results[0].id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('offers published PDFs and PPTs to content pickers: GET /api/files/upload, 10 per page, search and type', async () => {
    const all = await json(await adminCall('/api/files/upload'));
    expect(all.data.results.length).toBeLessThanOrEqual(10);
    expect(all.data.pagination).toMatchObject({ current_page: 1 });
    const titles = all.data.results.map((r: { title: string }) => r.title);
    expect(titles).toContain('Employee Handbook 2026');
    expect(titles).not.toContain('Data Privacy Policy (draft)');
    const ppt = await json(await adminCall('/api/files/upload?type=ppt'));
    expect(ppt.data.results.length).toBeGreaterThan(0);
    expect(ppt.data.results.every((r: { type: string }) => r.type === 'ppt')).toBe(true);
    const found = await json(await adminCall('/api/files/upload?keyword=onboarding'));
    expect(found.data.results[0]).toMatchObject({ title: 'Customer Service Onboarding Slides', type: 'ppt', page_count: 2 });
    expect((await json(await acmeCall('/api/files/upload'))).data.results).toEqual([]);
    expect((await call('/api/files/upload')).status).toBe(401);
  });
});
