import { adminCall, call, demo, json, type Loose } from '../../setup/http';

export const U = '/api/cms/users';

let n = 0;
/** A unique e-mail and NIK (test files share one server). */
export function unique(tag: string) {
  n += 1;
  const r = `${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${tag}-${r}@people.test`, nik: `00${Math.floor(Math.random() * 1e9)}${n}` };
}

export const STRONG = 'Mangga-Harum-77-Biru';

/** Creates a user with a password through the API and answers its detail. */
export async function createUser(body: Record<string, unknown> = {}) {
  const u = unique('u');
  const res = await adminCall(U, { method: 'POST', body: { full_name: 'Test Person', email: u.email, nik: u.nik, password: STRONG, ...body } });
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  const { id } = (await json(res)).data as { id: number };
  return (await json(await adminCall(`${U}/${id}`))).data as Loose;
}

export async function roleId(name: string): Promise<number> {
  const options = (await json(await adminCall(`${U}/options`))).data as { roles: { label: string; value: number }[] };
  return options.roles.find((r) => r.label === name)!.value;
}

/** Signs a person in (their own token), or answers the failed response. */
export function signIn(username: string, password = STRONG) {
  return call('/api/v3/cms/auth/login', { method: 'POST', body: { username, password, org_code: demo.orgCode } });
}
