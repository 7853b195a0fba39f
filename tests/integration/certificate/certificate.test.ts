import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../fixtures/images';
import { acmeCall, adminCall, call, EDITOR, fieldMessages, json, stored, tokenFor } from '../../setup/http';

const TH = '/api/certificates/themes';
const TP = '/api/certificates/template';
const titles = (body: { data: { results: { title: string }[] } }) => body.data.results.map((r) => r.title);

let landscape: Awaited<ReturnType<typeof stored>>;
let portrait: Awaited<ReturnType<typeof stored>>;

beforeAll(async () => {
  landscape = await stored(pngBytes(842, 595), 'landscape.png', 'covers');
  portrait = await stored(pngBytes(595, 842), 'portrait.png', 'covers');
});

const themeBody = (over: Record<string, unknown> = {}) => ({
  title: `IT Theme ${Date.now()} ${Math.random()}`,
  background: landscape,
  orientation: 'landscape',
  text_color: '#1F2937',
  font: 'times',
  is_active: true,
  ...over,
});

async function createTheme(over: Record<string, unknown> = {}) {
  const res = await adminCall(TH, { method: 'POST', body: themeBody(over) });
  if (res.status !== 201) throw new Error(`theme: ${res.status} ${await res.text()}`);
  return (await json(await adminCall(`${TH}/${(await json(res)).data.id}`))).data;
}

const templateBody = (themeId: number, over: Record<string, unknown> = {}) => ({
  title: `IT Template ${Date.now()} ${Math.random()}`,
  type: 2,
  theme_id: themeId,
  city: 'Bandung',
  heading: 'Certificate of Completion',
  body: '{learner_name} has completed {content_title} on {completion_date} ({certificate_number}, {city}).',
  signatory_name: 'Dewi Lestari',
  signatory_position: 'Head of Learning',
  signature: null,
  number_prefix: 'IT/',
  validity_months: 12,
  ...over,
});

async function createTemplate(themeId: number, over: Record<string, unknown> = {}) {
  const res = await adminCall(TP, { method: 'POST', body: templateBody(themeId, over) });
  if (res.status !== 201) throw new Error(`template: ${res.status} ${await res.text()}`);
  return (await json(await adminCall(`${TP}/${(await json(res)).data.id}`))).data;
}

describe('certificate themes', () => {
  it('creates, reads, edits (nothing changed, stale 409, changed) and checks the background', async () => {
    const t = await createTheme();
    expect(t).toMatchObject({ orientation: 'landscape', text_color: '#1f2937', font: 'times', status: 'active', can_delete: true, used_by: [] });
    expect(t.background).toMatchObject({ id: landscape.id, width: 842, height: 595 });

    const body = themeBody({ title: t.title, text_color: '#1f2937' });
    const same = await adminCall(`${TH}/${t.id}`, { method: 'PATCH', body: { ...body, updated_at: t.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const edited = await adminCall(`${TH}/${t.id}`, { method: 'PATCH', body: { ...body, font: 'courier', updated_at: t.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Certificate theme has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${TH}/${t.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten', updated_at: t.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${TH}/${t.id}`))).data).toMatchObject({ title: t.title, font: 'courier' });
  });

  it('answers 400 with a message on each wrong field', async () => {
    expect(await fieldMessages(await adminCall(TH, { method: 'POST', body: { title: '', background: null } }))).toMatchObject({
      title: 'Title is required',
      background: 'Upload the background image',
    });
    expect(await fieldMessages(await adminCall(TH, { method: 'POST', body: themeBody({ text_color: 'teal' }) }))).toEqual({
      text_color: 'Enter a colour as #rrggbb, e.g. #1f2937',
    });
    // A4 in the chosen orientation: a landscape image is refused for a portrait theme, a square one for both.
    expect(await fieldMessages(await adminCall(TH, { method: 'POST', body: themeBody({ orientation: 'portrait' }) }))).toEqual({
      background: 'The background must have the proportions of an A4 page in portrait (e.g. 2480 × 3508 px)',
    });
    expect((await adminCall(TH, { method: 'POST', body: themeBody({ orientation: 'portrait', background: portrait }) })).status).toBe(201);
    const square = await stored(pngBytes(300, 300), 'square.png', 'covers');
    expect((await fieldMessages(await adminCall(TH, { method: 'POST', body: themeBody({ background: square }) }))).background).toMatch(/A4 page in landscape/);
    // Another folder's file or an unknown id is not this organisation's background.
    const picture = await stored(pngBytes(842, 595), 'picture.png', 'image');
    for (const background of [picture, { ...landscape, id: 99999999 }]) {
      expect(await fieldMessages(await adminCall(TH, { method: 'POST', body: themeBody({ background }) }))).toEqual({
        background: 'Upload the background again: it is not an image of this organisation',
      });
    }
    expect((await adminCall(TH, { method: 'POST', body: { ...themeBody(), extra: 1 } })).status).toBe(400);
  });

  it('cannot delete a theme a template uses (409, can_delete false), and can once it is free', async () => {
    const t = await createTheme();
    const tpl = await createTemplate(t.id);
    const row = (await json(await adminCall(`${TH}?keyword=${encodeURIComponent(t.title)}`))).data.results[0];
    expect(row).toMatchObject({ id: t.id, templates: 1, can_delete: false });
    expect((await json(await adminCall(`${TH}/${t.id}`))).data.used_by).toEqual([{ id: tpl.id, title: tpl.title, type: 2 }]);
    const refused = await adminCall(`${TH}/${t.id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe('This theme is used by 1 certificate template: choose another theme there first.');

    expect((await json(await adminCall(`${TP}/${tpl.id}`, { method: 'DELETE' }))).message).toBe('Certificate Template Deleted Successfully');
    expect((await json(await adminCall(`${TH}/${t.id}`, { method: 'DELETE' }))).message).toBe('Certificate Theme Deleted Successfully');
    expect((await adminCall(`${TH}/${t.id}`)).status).toBe(404);
  });

  it('lists by keyword, orientation and status, and the cities list answers page_size 100', async () => {
    const off = await createTheme({ is_active: false });
    const inactive = titles(await json(await adminCall(`${TH}?status=inactive&page_size=100`)));
    expect(inactive).toContain(off.title);
    expect(inactive).toContain('Typewriter Grey (retired)');
    expect(titles(await json(await adminCall(`${TH}?status=active&page_size=100`)))).not.toContain(off.title);
    expect(titles(await json(await adminCall(`${TH}?orientation=portrait&page_size=100`)))).toContain('Portrait Navy');
    expect(titles(await json(await adminCall(`${TH}?keyword=gold`)))).toEqual(['Classic Gold Frame']);

    const cities = await json(await adminCall('/api/certificates/cities?page_size=100'));
    expect(cities.data.results.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Jakarta', 'Surabaya', 'Medan', 'Makassar']));
    expect(cities.data.pagination.total_data).toBe(cities.data.results.length);
    expect((await json(await adminCall('/api/certificates/cities?keyword=band'))).data.results.map((c: { name: string }) => c.name)).toEqual([
      'Banda Aceh',
      'Bandar Lampung',
      'Bandung',
    ]);
  });
});

describe('certificate templates', () => {
  let themeId = 0;
  beforeAll(async () => {
    themeId = (await createTheme()).id;
  });

  it('creates, reads, edits (nothing changed, stale 409, changed) and deletes', async () => {
    const t = await createTemplate(themeId);
    expect(t).toMatchObject({ type: 2, city: 'Bandung', number_prefix: 'IT/', validity_months: 12, theme: { id: themeId }, can_delete: true });
    const body = templateBody(themeId, { title: t.title });
    const same = await adminCall(`${TP}/${t.id}`, { method: 'PATCH', body: { ...body, updated_at: t.updated_at } });
    expect(await json(same)).toMatchObject({ message: "There's no anything changed", data: { changed: false } });
    const edited = await adminCall(`${TP}/${t.id}`, { method: 'PATCH', body: { ...body, type: 24, validity_months: null, updated_at: t.updated_at } });
    expect(await json(edited)).toMatchObject({ message: 'Certificate template has been successfully edited.', data: { changed: true } });
    const stale = await adminCall(`${TP}/${t.id}`, { method: 'PATCH', body: { ...body, title: 'IT Overwritten', updated_at: t.updated_at } });
    expect(stale.status).toBe(409);
    expect((await json(await adminCall(`${TP}/${t.id}`))).data).toMatchObject({ title: t.title, type: 24, validity_months: null });
    expect((await adminCall(`${TP}/${t.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await adminCall(`${TP}/${t.id}`)).status).toBe(404);
  });

  it('refuses unknown placeholders and other wrong fields with clear messages', async () => {
    const unknown = await fieldMessages(
      await adminCall(TP, { method: 'POST', body: templateBody(themeId, { body: 'For {learner_name} and {course_name} {nama}.' }) }),
    );
    expect(unknown).toEqual({
      body: 'Unknown placeholders {course_name}, {nama}: use only {learner_name}, {content_title}, {completion_date}, {city}, {certificate_number}',
    });
    expect((await fieldMessages(await adminCall(TP, { method: 'POST', body: templateBody(themeId, { heading: 'Hi {name}' }) }))).heading).toMatch(
      /^Unknown placeholder \{name\}: use only/,
    );
    expect(await fieldMessages(await adminCall(TP, { method: 'POST', body: { title: '', heading: '', body: '' } }))).toMatchObject({
      title: 'Title is required',
      heading: 'Heading is required',
      body: 'Body is required',
      theme_id: 'Choose a theme',
    });
    const wrong = await fieldMessages(
      await adminCall(TP, { method: 'POST', body: templateBody(themeId, { type: 5, city: 'Paris', number_prefix: 'A B', validity_months: 0 }) }),
    );
    expect(wrong).toEqual({
      type: 'Choose the type: Live Event, Course, Program or Classroom',
      city: 'Choose a city from the list',
      number_prefix: 'Use letters, digits, - and / only (e.g. NLA/CRS-)',
      validity_months: 'Enter a whole number of months from 1 to 120, or leave it empty',
    });
    expect(await fieldMessages(await adminCall(TP, { method: 'POST', body: templateBody(99999999) }))).toEqual({
      theme_id: 'Choose a theme of your organisation',
    });
  });

  it("another organisation's template and theme are 404, and this organisation's theme cannot be used there", async () => {
    const t = await createTemplate(themeId);
    for (const path of [`${TP}/${t.id}`, `${TH}/${themeId}`, `${TP}/${t.id}/sample-pdf`]) expect((await acmeCall(path)).status).toBe(404);
    expect((await acmeCall(`${TP}/${t.id}`, { method: 'PATCH', body: { ...templateBody(themeId), updated_at: t.updated_at } })).status).toBe(404);
    expect((await acmeCall(`${TP}/${t.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await acmeCall(`${TH}/${themeId}`, { method: 'DELETE' })).status).toBe(404);
    expect(await fieldMessages(await acmeCall(TP, { method: 'POST', body: templateBody(themeId) }))).toEqual({
      theme_id: 'Choose a theme of your organisation',
    });
    expect(titles(await json(await acmeCall(`${TP}?page_size=100`)))).not.toContain(t.title);
  });

  it('serves the pickers: GET /certificates/template with a type and the maximum page size', async () => {
    const classroom = await createTemplate(themeId, { type: 24 });
    for (const type of [1, 2, 3, 24]) {
      const list = await json(await adminCall(`${TP}?type=${type}&page_size=${Number.MAX_SAFE_INTEGER}`));
      expect(list.data.results.length).toBeGreaterThan(0);
      expect(list.data.results.every((r: { type: number }) => r.type === type)).toBe(true);
      expect(list.data.pagination).toMatchObject({ current_page: 1, total_pages: 1 });
    }
    expect(titles(await json(await adminCall(`${TP}?type=24&page_size=1000`)))).toContain(classroom.title);
    expect(titles(await json(await adminCall(`${TP}?type=2&page_size=1000`)))).not.toContain(classroom.title);
    expect(titles(await json(await adminCall(`${TP}?theme_id=${themeId}&page_size=1000`)))).toContain(classroom.title);
    expect((await adminCall(`${TP}?type=7`)).status).toBe(400);
    const options = (await json(await adminCall('/api/certificates/theme-options'))).data;
    expect(options).toEqual(expect.arrayContaining([{ label: 'Classic Gold Frame', value: expect.any(String) }]));
  });

  it('makes a real A4 sample PDF on the theme with the fonts embedded', async () => {
    const signature = await stored(pngBytes(300, 110), 'signature.png', 'covers');
    const t = await createTemplate(themeId, { signature, title: 'IT Sample – “PDF” ✓' });
    const res = await adminCall(`${TP}/${t.id}/sample-pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=.*\.pdf/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    // The theme's font (regular and bold) is in the file, and the background and the signature are images in it.
    const objects = pdf.context.enumerateIndirectObjects().map(([, o]) => o);
    const is = (dict: PDFDict, key: string, value: string) => dict.get(PDFName.of(key)) === PDFName.of(value);
    const fonts = objects.filter((o): o is PDFDict => o instanceof PDFDict && is(o, 'Type', 'Font')).map((d) => String(d.get(PDFName.of('BaseFont'))));
    expect(fonts.sort()).toEqual(['/Times-Bold', '/Times-Roman']);
    expect(objects.filter((o) => o instanceof PDFRawStream && is(o.dict, 'Subtype', 'Image')).length).toBeGreaterThanOrEqual(2);

    const seededPortrait = (await json(await adminCall(`${TP}?type=1&page_size=100`))).data.results.find(
      (r: { title: string }) => r.title === 'Live Event Participation Certificate',
    );
    const portraitPdf = await PDFDocument.load(new Uint8Array(await (await adminCall(`${TP}/${seededPortrait.id}/sample-pdf`)).arrayBuffer()));
    expect(portraitPdf.getPage(0).getSize().height).toBeCloseTo(841.89, 1);
    const themePdf = await adminCall(`${TH}/${themeId}/sample-pdf`);
    expect((await PDFDocument.load(new Uint8Array(await themePdf.arrayBuffer()))).getPageCount()).toBe(1);
  });

  it('answers 401 without a session and 403 without the key', async () => {
    expect((await call(`${TP}?type=2`)).status).toBe(401);
    const editor = await tokenFor(EDITOR);
    for (const path of [TP, TH, '/api/certificates/cities', `${TP}/1/sample-pdf`]) expect((await call(path, { token: editor })).status).toBe(403);
    expect((await call(TP, { method: 'POST', token: editor, body: templateBody(themeId), headers: { 'content-type': 'application/json' } })).status).toBe(403);
  });
});
