import { adminCall, json, stored } from '../../setup/http';

export const P = '/api/providers';

/** Creates a provider through the API and answers its detail. */
export async function createProvider(body: Record<string, unknown> & { name: string }) {
  const res = await adminCall(P, { method: 'POST', body });
  if (res.status !== 201) throw new Error(`create ${body.name}: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${P}/${id}`))).data as { id: number; name: string; updated_at: string; is_active: boolean; logo: string | null };
}

/** Uploads an image as the admin (the shared storage upload) and answers its address. */
export async function uploadImage(bytes: Buffer, name: string) {
  return (await stored(bytes, name, 'image')).full_path;
}
