import { adminCall, json } from '../../setup/http';

export const C = '/api/categories';

/** Creates a category through the API and answers its detail. */
export async function createCategory(body: { name: string; parent_id?: number | null; description?: string; icon?: string | null; is_active?: boolean }) {
  const res = await adminCall(C, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${body.name}: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${C}/${id}`))).data as { id: number; name: string; updated_at: string; position: number; parent_id: number | null };
}
