import { ADMIN, call, tokenFor } from '../../setup/http';

/**
 * An Edit Batch page of a program (its three ids must belong together): a program of its own with one batch for a
 * company of its own, made through the API, so the walk changes nothing seeded (decision 0147).
 */
export async function editBatchSample(): Promise<string> {
  const token = await tokenFor(ADMIN);
  const post = async (path: string, body: unknown) => {
    const res = await call(path, { method: 'POST', token, body });
    if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: { id: number } }).data.id;
  };
  const stamp = `${process.pid}${Date.now() % 1_000_000}`;
  const category = ((await (await call('/api/categories/options', { token })).json()) as { data: { value: number }[] }).data[0].value;
  const program = await post('/api/programs', { title: `Access Walk Program ${stamp}`, category_id: category, level: 'fundamental', thumbnail_default: 1 });
  const company = await post('/api/companies', { company_code: `AW${stamp}`, company_name: `Access Walk Company ${stamp}` });
  const batch = await post(`/api/programs/${program}/batch`, {
    title: 'Access Walk Batch',
    company_id: company,
    start_date: '2031-01-06',
    end_date: '2031-01-31',
  });
  return `/program/detail/${program}/edit-batch/${batch}/org/${company}`;
}

/**
 * A Feedback Detail page of a program (its two ids must belong together): a program of its own with one batch and the
 * organisation's first LIM 1 survey placed in it, made through the API (decision 0157).
 */
export async function limFeedbackSample(): Promise<string> {
  const token = await tokenFor(ADMIN);
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await call(path, { method, token, body });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
  const stamp = `${process.pid}${Date.now() % 1_000_000}`;
  const category = (await send('GET', '/api/categories/options'))[0].value;
  const program = (
    await send('POST', '/api/programs', { title: `Access Walk Feedback ${stamp}`, category_id: category, level: 'fundamental', thumbnail_default: 1 })
  ).id;
  const company = (await send('POST', '/api/companies', { company_code: `AF${stamp}`, company_name: `Access Walk Feedback ${stamp}` })).id;
  await send('POST', `/api/programs/${program}/batch`, { title: 'Access Walk Batch', company_id: company, start_date: '2031-01-06', end_date: '2031-01-31' });
  const survey = (await send('GET', '/api/cms/program-settings?type=lim1')).results[0];
  await send('PUT', `/api/programs/${program}/contents`, { days: [{ sections: [{ title: 'Feedback', contents: [{ type: 'lim1', id: survey.id }] }] }] });
  const [placed] = await send('GET', `/api/programs/${program}/feedback-lim`);
  return `/program/detail/${program}/feedback-lim/${placed.questions[0].id}`;
}
