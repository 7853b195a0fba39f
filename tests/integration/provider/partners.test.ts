import { describe, expect, it } from 'vitest';
import { providerApi } from '../../../src/features/provider/api';
import { createProvider, P } from './helpers';
import { adminCall, json } from '../../setup/http';

describe('GET /api/partners (the course wizard picker, spec 000 §7: page 1, page_size 100)', () => {
  it('answers the active providers by name in the list envelope, with id, name, logo and website', async () => {
    const res = await adminCall('/api/partners?page=1&page_size=100');
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.success).toBe(true);
    expect(body.data.pagination).toMatchObject({ current_page: 1, total_pages: 1 });
    const list = body.data.results as { id: number; name: string }[];
    expect(list.map((p) => p.name)).not.toContain('Nusa Finance Learning');
    expect(list.find((p) => p.name === 'Garuda Leadership Institute')).toEqual({
      id: 1,
      name: 'Garuda Leadership Institute',
      logo: null,
      website: 'https://garuda-leadership.example',
    });
    const lower = list.map((p) => p.name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(body.data.pagination.total_data).toBe(list.length);
  });

  it('searches by name, follows a provider being switched off, and serves at most 100 a page', async () => {
    const stamp = Date.now();
    const made = await createProvider({ name: `IT Partner ${stamp}`, website: 'https://partner.example' });
    expect((await json(await adminCall(`/api/partners?keyword=${stamp}`))).data.results).toEqual([
      { id: made.id, name: made.name, logo: null, website: 'https://partner.example' },
    ]);
    await adminCall(`${P}/${made.id}`, { method: 'PATCH', body: { name: made.name, website: 'https://partner.example', is_active: false } });
    expect((await json(await adminCall(`/api/partners?keyword=${stamp}`))).data.results).toEqual([]);

    const huge = await json(await adminCall(`/api/partners?page_size=${Number.MAX_SAFE_INTEGER}`));
    expect(huge.data.results.length).toBeLessThanOrEqual(100);
    expect((await adminCall('/api/partners?page_size=0')).status).toBe(400);
  });

  it('is open to the keys of the screens that pick a partner (providers, the course wizard)', () => {
    expect(providerApi.partners.key).toEqual(['account-provider', 'content-course', 'content-course_ai']);
  });
});
